import MaterialMotion

/// One touchpad swipe event as the platform delivers it, before it becomes recognizer input:
/// XInput 2.4's `XI_GestureSwipeBegin/Update/End` on X11 and Xwayland, or a
/// `zwp_pointer_gestures_v1` swipe on Wayland. Both report the fingers' movement since the
/// previous event (``delta``, in window points) and the finger count; the pointer does not move.
public struct TouchpadSwipe: Hashable, Sendable {
  /// The phase (``TouchpadPhase``'s: begin, update, end).
  public var phase: TouchpadPhase
  /// The delivering path.
  public var source: TouchpadSource
  /// The number of fingers on the touchpad.
  public var fingers: Int
  /// Whether the system cancelled the swipe (only on an end).
  public var isCancelled: Bool
  /// The fingers' movement since the previous event of this swipe, in window points.
  public var delta: Point
  /// The pointer's position, in window points.
  public var location: Point

  /// Creates a touchpad swipe event.
  public init(
    phase: TouchpadPhase, source: TouchpadSource, fingers: Int = 3,
    isCancelled: Bool = false, delta: Point = .zero, location: Point
  ) {
    self.phase = phase
    self.source = source
    self.fingers = fingers
    self.isCancelled = isCancelled
    self.delta = delta
    self.location = location
  }

  /// The recognizer input this event is, at `timestamp` seconds.
  public func event(at timestamp: Double) -> SwipeEvent {
    let phase: SwipeEvent.Phase =
      switch self.phase {
      case .begin: .began
      case .update: .changed
      case .end: isCancelled ? .cancelled : .ended
      }
    return SwipeEvent(
      phase: phase, fingers: fingers, location: location,
      delta: self.phase == .update && delta.x.isFinite && delta.y.isFinite ? delta : .zero,
      timestamp: timestamp)
  }
}
