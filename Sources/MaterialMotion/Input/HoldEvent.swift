/// A touchpad hold: fingers resting on the touchpad without moving (Wayland's pointer-gesture
/// hold, libinput 1.19 and later). It begins when they come to rest and ends when they lift; it
/// is cancelled when they start moving into another gesture (a swipe, a pinch, a scroll).
public struct HoldEvent: Hashable, Sendable {
  /// Where a hold is in its life.
  public enum Phase: Sendable, Hashable {
    /// The fingers came to rest.
    case began
    /// The fingers lifted.
    case ended
    /// The fingers moved on into another gesture, or the system abandoned the hold.
    case cancelled
  }

  /// The phase.
  public var phase: Phase
  /// How many fingers rest.
  public var fingers: Int
  /// Where the pointer is, in window coordinates.
  public var location: Point
  /// When the event happened, in seconds.
  public var timestamp: Double

  /// Creates a hold event.
  public init(phase: Phase, fingers: Int, location: Point, timestamp: Double) {
    self.phase = phase
    self.fingers = fingers
    self.location = location
    self.timestamp = timestamp
  }
}
