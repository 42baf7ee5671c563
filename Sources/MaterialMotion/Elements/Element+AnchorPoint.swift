extension Element {
  /// What to write to keep the rectangle where it is on screen while moving its anchor point to
  /// `anchor` (normalised): the new anchor point and the position that goes with it.
  public func anchorPointAdjustment(to anchor: Point) -> AnchorPointAdjustment {
    let local = Point(x: anchor.x * size.width, y: anchor.y * size.height)
    return AnchorPointAdjustment(
      anchorPoint: anchor, position: transformToParent.apply(to: local))
  }

  /// Writes an adjustment: the anchor point first, then the position, with nothing in between,
  /// so nothing is drawn in the intermediate state.
  public func apply(_ adjustment: AnchorPointAdjustment) {
    anchorPoint = adjustment.anchorPoint
    position = adjustment.position
  }

  /// Moves the anchor point to `anchor` (normalised) and the position with it, so the rectangle
  /// does not move on screen. Used to scale and rotate about a gesture's centroid.
  public func setAnchorPointKeepingFrame(_ anchor: Point) {
    apply(anchorPointAdjustment(to: anchor))
  }
}
