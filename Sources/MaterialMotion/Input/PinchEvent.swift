/// A pinch or rotation reported as deltas, for sources that do not report individual touches:
/// SDL multigesture events, touchpad pinch, ctrl+wheel zoom.
///
/// Each event carries the change since the previous event of the same pinch: ``scale`` is a
/// multiplicative factor (1 = no change, 1.1 = 10 % bigger) and ``rotation`` is in radians,
/// clockwise on screen. A pinch runs from ``Phase/began`` to ``Phase/ended`` or
/// ``Phase/cancelled``; a ``Phase/changed`` event arriving with no pinch in progress starts one.
public struct PinchEvent: Hashable, Sendable {
  /// Where a pinch is in its life.
  public enum Phase: Sendable, Hashable {
    /// The pinch started.
    case began
    /// The pinch changed.
    case changed
    /// The pinch finished normally.
    case ended
    /// The system abandoned the pinch.
    case cancelled
  }

  /// The phase.
  public var phase: Phase
  /// The centre of the pinch, in window coordinates.
  public var location: Point
  /// The multiplicative change of scale since the previous event (1 = none).
  public var scale: Double
  /// The change of rotation since the previous event, in radians (clockwise on screen).
  public var rotation: Double
  /// When the event happened, in seconds.
  public var timestamp: Double

  /// Creates a pinch event.
  public init(
    phase: Phase, location: Point, scale: Double = 1, rotation: Double = 0, timestamp: Double
  ) {
    self.phase = phase
    self.location = location
    self.scale = scale
    self.rotation = rotation
    self.timestamp = timestamp
  }
}
