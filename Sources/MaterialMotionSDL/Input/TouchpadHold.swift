import MaterialMotion

/// One touchpad hold event as the platform delivers it, before it becomes recognizer input: a
/// `zwp_pointer_gestures_v1` hold on Wayland (version 3, libinput 1.19 and later). XInput 2.4
/// has no hold. It begins when fingers come to rest on the touchpad and ends when they lift, or
/// is cancelled when they move on into another gesture.
public struct TouchpadHold: Hashable, Sendable {
  /// The phase: ``TouchpadPhase/begin`` or ``TouchpadPhase/end`` (a hold has no
  /// update).
  public var phase: TouchpadPhase
  /// The delivering path.
  public var source: TouchpadSource
  /// The number of fingers on the touchpad.
  public var fingers: Int
  /// Whether the hold was cancelled (only on an end).
  public var isCancelled: Bool
  /// The pointer's position, in window points.
  public var location: Point

  /// Creates a touchpad hold event.
  public init(
    phase: TouchpadPhase, source: TouchpadSource = .wayland, fingers: Int = 2,
    isCancelled: Bool = false, location: Point
  ) {
    self.phase = phase
    self.source = source
    self.fingers = fingers
    self.isCancelled = isCancelled
    self.location = location
  }

  /// The recognizer input this event is, at `timestamp` seconds (nil for an update, which a
  /// hold does not have).
  public func event(at timestamp: Double) -> HoldEvent? {
    let phase: HoldEvent.Phase
    switch self.phase {
    case .begin: phase = .began
    case .update: return nil
    case .end: phase = isCancelled ? .cancelled : .ended
    }
    return HoldEvent(phase: phase, fingers: fingers, location: location, timestamp: timestamp)
  }
}
