/// Which platform path delivered a touchpad gesture.
public enum TouchpadSource: String, Sendable, Hashable, CaseIterable {
  /// XInput 2.4 gesture events (X11, Xwayland).
  case xi2
  /// Wayland `zwp_pointer_gestures_v1`.
  case wayland

  /// How the gesture lab names the source.
  public var displayName: String {
    switch self {
    case .xi2: "XI 2.4"
    case .wayland: "Wayland"
    }
  }
}
