/// A timing function: maps the linear progress of an animation (0...1) to eased progress.
///
/// Every easing is a cubic Bézier curve from (0, 0) to (1, 1) with control points (x1, y1) and
/// (x2, y2), as in Core Animation and CSS. The x coordinates of the control points are clamped to
/// 0...1 so the curve is a function of time; the y coordinates are free, so a curve may overshoot.
///
/// Evaluation solves x(s) = progress for the curve parameter s with Newton's method and falls back
/// to bisection where Newton does not converge, then returns y(s). Progress at or below 0 gives
/// exactly 0 and progress at or above 1 gives exactly 1, so animations land on their exact end
/// values.
public struct Easing: Hashable, Sendable, CustomStringConvertible {
  /// The x coordinate of the first control point (0...1).
  public let x1: Double
  /// The y coordinate of the first control point.
  public let y1: Double
  /// The x coordinate of the second control point (0...1).
  public let x2: Double
  /// The y coordinate of the second control point.
  public let y2: Double

  /// Creates the cubic Bézier timing function with control points (x1, y1) and (x2, y2). The x
  /// coordinates are clamped to 0...1.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
  }

  /// The cubic Bézier timing function with control points (x1, y1) and (x2, y2), like CSS
  /// `cubic-bezier(x1, y1, x2, y2)`.
  public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Easing {
    Easing(x1: x1, y1: y1, x2: x2, y2: y2)
  }

  /// Constant speed: (0, 0, 1, 1).
  public static let linear = Easing(x1: 0, y1: 0, x2: 1, y2: 1)

  /// The same curve played backwards in time: control points `(1 − x2, 1 − y2)` and
  /// `(1 − x1, 1 − y1)`, so `reversed.value(t) = 1 − value(1 − t)` (an ease-in becomes an
  /// ease-out). Used for the backward runs of a ``TransitionTween``.
  public var reversed: Easing { Easing(x1: 1 - x2, y1: 1 - y2, x2: 1 - x1, y2: 1 - y1) }
  /// Starts slowly, ends at full speed: (0.42, 0, 1, 1), Core Animation's ease-in.
  public static let easeIn = Easing(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Starts at full speed, ends slowly: (0, 0, 0.58, 1), Core Animation's ease-out.
  public static let easeOut = Easing(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Starts and ends slowly: (0.42, 0, 0.58, 1), Core Animation's ease-in-ease-out.
  public static let easeInOut = Easing(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// Material Design's standard curve for moving on screen: (0.4, 0, 0.2, 1).
  public static let materialStandard = Easing(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
  /// Material Design's deceleration curve for entering the screen: (0, 0, 0.2, 1).
  public static let materialDeceleration = Easing(x1: 0, y1: 0, x2: 0.2, y2: 1)
  /// Material Design's acceleration curve for leaving the screen: (0.4, 0, 1, 1).
  public static let materialAcceleration = Easing(x1: 0.4, y1: 0, x2: 1, y2: 1)
  /// Material Design's sharp curve for leaving and possibly returning: (0.4, 0, 0.6, 1).
  public static let materialSharp = Easing(x1: 0.4, y1: 0, x2: 0.6, y2: 1)

  /// The eased progress for linear `progress`. Exactly 0 at or below 0, exactly 1 at or above 1.
  public func value(at progress: Double) -> Double {
    if progress.isNaN { return progress }
    if progress <= 0 { return 0 }
    if progress >= 1 { return 1 }
    if x1 == y1 && x2 == y2 { return progress }  // The curve is the diagonal.
    return sampleY(parameter(forX: progress))
  }

  /// The eased progress for linear `progress` (the same as ``value(at:)``).
  @inlinable
  public func callAsFunction(_ progress: Double) -> Double {
    value(at: progress)
  }

  /// The curve as `cubicBezier(x1, y1, x2, y2)`.
  public var description: String { "cubicBezier(\(x1), \(y1), \(x2), \(y2))" }

  // Polynomial coefficients of B(s) = ((a·s + b)·s + c)·s for each coordinate.
  private var cx: Double { 3 * x1 }
  private var bx: Double { 3 * (x2 - x1) - cx }
  private var ax: Double { 1 - cx - bx }
  private var cy: Double { 3 * y1 }
  private var by: Double { 3 * (y2 - y1) - cy }
  private var ay: Double { 1 - cy - by }

  private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  private func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The curve parameter s in 0...1 with x(s) = x. x(s) is non-decreasing because both control
  /// x coordinates lie in 0...1.
  private func parameter(forX x: Double) -> Double {
    let tolerance = 1e-14
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < tolerance { return s }
      let slope = slopeX(s)
      if abs(slope) < 1e-12 { break }
      s -= error / slope
      if !(s >= 0 && s <= 1) { break }
    }
    // Bisection: always converges on a non-decreasing function.
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<200 {
      let value = sampleX(s)
      if abs(value - x) < tolerance { return s }
      if value < x { low = s } else { high = s }
      let middle = (low + high) / 2
      if middle == low || middle == high { return middle }
      s = middle
    }
    return s
  }
}
