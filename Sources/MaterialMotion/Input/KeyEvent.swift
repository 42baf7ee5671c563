/// A key press or release.
public struct KeyEvent: Hashable, Sendable {
  /// Whether the key went down or up.
  public enum Phase: Sendable, Hashable {
    /// The key was pressed (or auto-repeated, see ``KeyEvent/isRepeat``).
    case down
    /// The key was released.
    case up
  }

  /// The key's name as the platform layer reports it (SDL key names: "A", "Space", "Escape",
  /// "Left", "Return"...).
  public var key: String
  /// Down or up.
  public var phase: Phase
  /// The modifiers held.
  public var modifiers: KeyModifiers
  /// Whether this is an auto-repeat of a held key.
  public var isRepeat: Bool
  /// When the event happened, in seconds.
  public var timestamp: Double

  /// Creates a key event.
  public init(
    key: String, phase: Phase = .down, modifiers: KeyModifiers = [], isRepeat: Bool = false,
    timestamp: Double
  ) {
    self.key = key
    self.phase = phase
    self.modifiers = modifiers
    self.isRepeat = isRepeat
    self.timestamp = timestamp
  }
}
