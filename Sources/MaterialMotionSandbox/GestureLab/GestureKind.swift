import MaterialMotionSDL

/// The touchpad gestures a desktop sends: what the gesture lab counts apart.
enum GestureKind: String, CaseIterable, Sendable, Codable, CodingKeyRepresentable {
  /// Two or more fingers pinching and turning (XI 2.4, Wayland).
  case pinch
  /// Three or more fingers moving together (XI 2.4, Wayland).
  case swipe
  /// Fingers resting on the touchpad (Wayland pointer gestures version 3).
  case hold

  /// The gesture `input` is part of, its phase, fingers and whether it was cancelled; nil for
  /// input that is not a touchpad gesture.
  static func of(_ input: PlatformInput) -> (
    kind: GestureKind, phase: TouchpadPhase, fingers: Int, cancelled: Bool
  )? {
    switch input {
    case .touchpadPinch(let p): (.pinch, p.phase, p.fingers, p.isCancelled)
    case .touchpadSwipe(let s): (.swipe, s.phase, s.fingers, s.isCancelled)
    case .touchpadHold(let h): (.hold, h.phase, h.fingers, h.isCancelled)
    default: nil
    }
  }
}
