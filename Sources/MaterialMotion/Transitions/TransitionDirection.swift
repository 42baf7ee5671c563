/// Which way a transition runs: `forward` presents (a photo opens, a dialog slides up),
/// `backward` dismisses. Transition springs and tweens pick their destination from it, and
/// ``ChangeDirection`` and ``SlopRegion`` write it from a gesture.
public enum TransitionDirection: Hashable, Sendable, CustomStringConvertible {
  /// Towards the presented state.
  case forward
  /// Back towards the state before the presentation.
  case backward

  /// The other direction.
  public var reversed: TransitionDirection { self == .forward ? .backward : .forward }

  /// `"forward"` or `"backward"`.
  public var description: String { self == .forward ? "forward" : "backward" }
}

/// One component of a two-dimensional value: which axis a gesture is read along.
public enum Axis: Hashable, Sendable {
  /// The horizontal component (`x`).
  case x
  /// The vertical component (`y`, growing downwards).
  case y

  /// `point`'s component along this axis.
  @inlinable
  public func component(of point: Point) -> Double { self == .x ? point.x : point.y }
}
