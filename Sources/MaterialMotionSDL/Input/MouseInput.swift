import MaterialMotion

/// A mouse button going down or up, or the mouse moving. Touch-emulated mouse events (SDL's
/// copies of touchscreen fingers) are not mouse input: the fingers themselves are.
public struct MouseInput: Hashable, Sendable {
  /// What the mouse did.
  public enum Phase: Hashable, Sendable {
    /// `button` went down.
    case down(MouseButton)
    /// `button` came up.
    case up(MouseButton)
    /// The pointer moved.
    case moved
  }

  /// What the mouse did.
  public var phase: Phase
  /// The pointer, in window points (whole points, as SDL reports it).
  public var location: Point
  /// The keyboard modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  public init(_ phase: Phase, at location: Point, modifiers: KeyModifiers = []) {
    self.phase = phase
    self.location = location
    self.modifiers = modifiers
  }
}

/// A mouse button.
public enum MouseButton: String, CaseIterable, Hashable, Sendable {
  /// The primary button (`"left"` in a recording).
  case left
  /// The middle button or a pressed wheel (`"middle"`).
  case middle
  /// The secondary button (`"right"`).
  case right
  /// The first extra button, usually "back" (`"x1"`).
  case x1
  /// The second extra button, usually "forward" (`"x2"`).
  case x2
}
