import MaterialMotion

/// A key going down (or repeating while held) or up.
public struct KeyInput: Hashable, Sendable {
  /// The key's name as SDL spells it: `"A"`, `"Space"`, `"Left Ctrl"`, `"F12"`.
  public var key: String
  /// Down or up.
  public var phase: KeyEvent.Phase
  /// The modifiers held, this key included once it is down.
  public var modifiers: KeyModifiers
  /// Whether this is an auto-repeat of a held key (never recorded).
  public var isRepeat: Bool

  /// Creates a key event.
  public init(
    _ key: String, _ phase: KeyEvent.Phase, modifiers: KeyModifiers = [], isRepeat: Bool = false
  ) {
    self.key = key
    self.phase = phase
    self.modifiers = modifiers
    self.isRepeat = isRepeat
  }
}
