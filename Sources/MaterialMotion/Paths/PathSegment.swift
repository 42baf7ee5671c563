#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One piece of a ``MotionPath``, drawn from the point where the previous piece ended.
public enum PathSegment: Hashable, Sendable {
  /// A straight line to `to`.
  case line(to: Point)
  /// A quadratic Bézier curve to `to`, pulled towards `control`.
  case quadCurve(to: Point, control: Point)
  /// A cubic Bézier curve to `to`, leaving along `control1` and arriving from `control2`.
  case cubicCurve(to: Point, control1: Point, control2: Point)
  /// A circular arc about `center` of `radius` points from the angle `startAngle` to `endAngle`
  /// (radians; increasing angles turn clockwise on screen, y growing downwards). When the path
  /// is not already at the arc's first point, a straight line joins them first.
  case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double)

  /// The point where the segment ends.
  public var end: Point {
    switch self {
    case .line(let to), .quadCurve(let to, _), .cubicCurve(let to, _, _): to
    case .arc(let center, let radius, _, let endAngle):
      Self.point(on: center, radius: radius, angle: endAngle)
    }
  }

  /// The point at parameter `t` in 0...1 of the segment started at `start` (for an arc, `start`
  /// is its first point: see ``MotionPath`` for the joining line).
  func point(from start: Point, at t: Double) -> Point {
    let u = 1 - t
    switch self {
    case .line(let to):
      return start + (to - start) * t
    case .quadCurve(let to, let c):
      return start * (u * u) + c * (2 * u * t) + to * (t * t)
    case .cubicCurve(let to, let c1, let c2):
      return start * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + to * (t * t * t)
    case .arc(let center, let radius, let startAngle, let endAngle):
      return Self.point(on: center, radius: radius, angle: startAngle + (endAngle - startAngle) * t)
    }
  }

  /// The arc's first point (nil for other segments).
  var arcStart: Point? {
    guard case .arc(let center, let radius, let startAngle, _) = self else { return nil }
    return Self.point(on: center, radius: radius, angle: startAngle)
  }

  static func point(on center: Point, radius: Double, angle: Double) -> Point {
    Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}
