import MaterialMotion

/// The motion a platform plays for the numbers an export prints, computed as that platform's own
/// published model computes it: progress from 0 (where it starts) to 1 (its destination) at each
/// moment of a run from rest (or, for a spring, from a release velocity).
///
/// - ``spring(_:)``: the damped oscillator in closed form, as SwiftUI, UIKit, Android's
///   `SpringForce` and this library solve it (see ``SpringExport`` for the sources);
/// - ``linear(_:)``: CSS `linear()`, straight lines between its points (CSS Easing Functions
///   Level 2, "The linear easing function", https://drafts.csswg.org/css-easing/#the-linear-easing-function);
/// - ``frames(_:rate:)``: positions at each frame of a display, for curves that are integrated
///   step by step (Origami's, ``ReboundIntegrator``);
/// - ``tween(_:duration:delay:)``: a cubic Bézier easing over a duration after a delay, as CSS
///   `cubic-bezier()`, SwiftUI `.timingCurve`, UIKit `UICubicTimingParameters`, Android
///   `PathInterpolator` and Origami's Cubic Bezier Curve patch all define it.
enum ExportCurve {
  /// A damped spring released one unit from its destination with `velocity` (units a second
  /// toward it; 0 at rest).
  case spring(DampedHarmonicOscillator, velocity: Double = 0)
  /// A CSS `linear()` easing over its duration.
  case linear(CSSLinearEasing)
  /// Positions at frames `0, 1/rate, 2/rate, ...` (holding the last one after them).
  case frames([Double], rate: Double)
  /// An easing over `duration` seconds after `delay` seconds.
  case tween(Easing, duration: Double, delay: Double)

  /// Progress `t` seconds after the start.
  func progress(at t: Double) -> Double {
    switch self {
    case .spring(let oscillator, let velocity):
      let response = oscillator.response(at: t)
      return 1 - response.displacementFromDisplacement + response.displacementFromVelocity
        * velocity
    case .linear(let easing):
      return easing.progress(at: t)
    case .frames(let positions, let rate):
      guard !positions.isEmpty else { return 0 }
      let index = Int((t * rate).rounded())
      return positions[min(max(index, 0), positions.count - 1)]
    case .tween(let easing, let duration, let delay):
      guard t > delay else { return 0 }
      return duration > 0 ? easing.value(at: (t - delay) / duration) : 1
    }
  }
}

/// The largest difference between a format's curve and the motion it came from, as a fraction
/// of the distance travelled, and when it happens.
public struct CurveDifference: Sendable, Equatable, Codable {
  /// The difference; infinite when the format's curve does not stay finite.
  public var largest: Double
  /// Seconds after the start.
  public var at: Double

  /// No difference at all.
  static let none = CurveDifference(largest: 0, at: 0)

  /// The largest of `curves`' differences from `reference` at `times`.
  static func between(
    _ reference: (Double) -> Double, and curves: [ExportCurve], at times: [Double]
  ) -> CurveDifference {
    var worst = CurveDifference.none
    for t in times {
      let expected = reference(t)
      for curve in curves {
        let difference = (curve.progress(at: t) - expected).magnitude
        guard difference.isFinite else { return CurveDifference(largest: .infinity, at: t) }
        if difference > worst.largest { worst = CurveDifference(largest: difference, at: t) }
      }
    }
    return worst
  }

  /// The larger of two differences.
  func max(_ other: CurveDifference) -> CurveDifference {
    other.largest > largest ? other : self
  }
}
