import MaterialMotionSDL

extension FrameHistory.Marker.Kind {
  /// The marker `input` makes on the timeline, if any: a press, touch or touchpad gesture
  /// beginning or ending, a takeover.
  init?(marking input: PlatformInput) {
    switch input {
    case .mouse(let mouse):
      if case .down = mouse.phase {
        self = .gestureBegan
      } else if case .up = mouse.phase {
        self = .gestureEnded
      } else {
        return nil
      }
    case .finger(let finger) where finger.phase == .down: self = .gestureBegan
    case .finger(let finger) where finger.phase == .up: self = .gestureEnded
    case .touchpadPinch(let pinch) where pinch.phase == .begin: self = .gestureBegan
    case .touchpadPinch(let pinch) where pinch.phase == .end: self = .gestureEnded
    case .touchpadSwipe(let swipe) where swipe.phase == .begin: self = .gestureBegan
    case .touchpadSwipe(let swipe) where swipe.phase == .end: self = .gestureEnded
    case .touchpadHold(let hold) where hold.phase == .begin: self = .gestureBegan
    case .touchpadHold(let hold) where hold.phase == .end: self = .gestureEnded
    case .takeover: self = .takenOver
    default: return nil
    }
  }
}
