/// An anchor point together with the position that keeps an element where it is on screen with
/// that anchor point. Produced by ``Element/anchorPointAdjustment(to:)`` and written with
/// ``Element/apply(_:)``.
public struct AnchorPointAdjustment: Hashable, Sendable {
  /// The normalised anchor point.
  public var anchorPoint: Point
  /// The position, in the parent's coordinates, that goes with ``anchorPoint``.
  public var position: Point

  /// Creates an adjustment.
  public init(anchorPoint: Point, position: Point) {
    self.anchorPoint = anchorPoint
    self.position = position
  }
}
