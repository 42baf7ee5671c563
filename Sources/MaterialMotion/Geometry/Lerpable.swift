/// A value that can be linearly interpolated (and extrapolated) between two instances of itself.
/// ``MotionObservableConvertible/rewriteRange(start:end:destinationStart:destinationEnd:)`` maps
/// into any `Lerpable` range.
public protocol Lerpable {
  /// The value `progress` of the way from `self` to `end`: `0` gives `self`, `1` gives `end`, and
  /// progress outside `0...1` extrapolates along the same line.
  func interpolated(to end: Self, progress: Double) -> Self
}

extension Double: Lerpable {
  /// `self + (end - self) * progress`: `self` at 0, `end` at 1, extrapolated outside 0...1.
  @inlinable
  public func interpolated(to end: Double, progress: Double) -> Double {
    self + (end - self) * progress
  }
}

extension Point: Lerpable {
  /// Interpolates `x` and `y` each as a `Double`: the point `progress` of the way along the
  /// straight line from `self` to `end`.
  @inlinable
  public func interpolated(to end: Point, progress: Double) -> Point {
    Point(
      x: x.interpolated(to: end.x, progress: progress),
      y: y.interpolated(to: end.y, progress: progress))
  }
}
