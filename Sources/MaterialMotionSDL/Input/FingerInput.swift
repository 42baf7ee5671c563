import MaterialMotion

/// A touchscreen finger touching down, moving or lifting.
public struct FingerInput: Hashable, Sendable {
  /// Where the finger is in its life.
  public enum Phase: Hashable, Sendable {
    /// It touched down.
    case down
    /// It moved.
    case moved
    /// It lifted.
    case up
  }

  /// Where the finger is in its life.
  public var phase: Phase
  /// Identifies the finger from down to up (SDL's finger id).
  public var finger: Int64
  /// Where it is, normalised to the window: 0...1 on each axis (32-bit float precision, as SDL
  /// reports it).
  public var location: Point
  /// How hard it presses, 0...1 as SDL reports it (1 when the device reports no pressure).
  public var pressure: Double

  /// Creates a finger event.
  public init(_ phase: Phase, finger: Int64, at location: Point, pressure: Double = 1) {
    self.phase = phase
    self.finger = finger
    self.location = location
    self.pressure = pressure
  }
}
