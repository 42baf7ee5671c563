/// One finger (or the mouse pointer acting as one) at one moment.
///
/// The platform layer turns its pointer events into touch events: each touch has an ``id`` that
/// stays the same from ``Phase/began`` to ``Phase/ended`` or ``Phase/cancelled``; ids may be
/// reused after a touch ends. Locations are in window coordinates (points, y down) and times in
/// seconds on any monotonic clock; only differences between timestamps matter.
public struct TouchEvent: Hashable, Sendable {
  /// Where a touch is in its life.
  public enum Phase: Sendable, Hashable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
    /// The system took the touch away (focus loss, palm rejection...).
    case cancelled
  }

  /// Identifies the touch from `began` to `ended`/`cancelled`.
  public var id: Int
  /// The phase.
  public var phase: Phase
  /// Where the touch is, in window coordinates.
  public var location: Point
  /// When the event happened, in seconds.
  public var timestamp: Double

  /// Creates a touch event.
  public init(id: Int, phase: Phase, location: Point, timestamp: Double) {
    self.id = id
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
  }
}
