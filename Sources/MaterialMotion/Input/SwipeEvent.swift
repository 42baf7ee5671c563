/// A touchpad swipe: several fingers moving together, reported as the change of their position
/// since the previous event (XInput 2.4's and Wayland's pointer-gesture swipes).
///
/// A swipe runs from ``Phase/began`` to ``Phase/ended`` or ``Phase/cancelled``; a
/// ``Phase/changed`` event arriving with no swipe in progress starts one. ``delta`` is the
/// fingers' movement since the previous event, in window points (zero on a begin or an end).
public struct SwipeEvent: Hashable, Sendable {
  /// Where a swipe is in its life.
  public enum Phase: Sendable, Hashable {
    /// The swipe started.
    case began
    /// The fingers moved.
    case changed
    /// The fingers lifted.
    case ended
    /// The system abandoned the swipe.
    case cancelled
  }

  /// The phase.
  public var phase: Phase
  /// How many fingers swipe.
  public var fingers: Int
  /// Where the pointer is, in window coordinates (a swipe does not move it).
  public var location: Point
  /// The fingers' movement since the previous event, in points.
  public var delta: Point
  /// When the event happened, in seconds.
  public var timestamp: Double

  /// Creates a swipe event.
  public init(
    phase: Phase, fingers: Int, location: Point, delta: Point = .zero, timestamp: Double
  ) {
    self.phase = phase
    self.fingers = fingers
    self.location = location
    self.delta = delta
    self.timestamp = timestamp
  }
}
