import MaterialMotion

/// SDL's multi-finger touchscreen gesture: how the spread and the angle of the fingers on a touch
/// device changed since its previous such event. SDL reports the change of one finger's distance
/// from the centroid, not the distance itself.
public struct MultigestureInput: Hashable, Sendable {
  /// The fingers' centre, normalised to the window (0...1).
  public var location: Point
  /// The change of the fingers' distance from their centre, normalised.
  public var distanceChange: Double
  /// The change of their angle, in radians.
  public var angleChange: Double
  /// How many fingers.
  public var fingers: Int

  /// Creates a multigesture event. Values have 32-bit float precision, as SDL reports them.
  public init(at location: Point, distanceChange: Double, angleChange: Double, fingers: Int) {
    self.location = location
    self.distanceChange = distanceChange
    self.angleChange = angleChange
    self.fingers = fingers
  }
}
