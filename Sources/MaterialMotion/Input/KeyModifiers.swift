/// The modifier keys held during a key or wheel event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The set's bits: ``shift`` is 1, ``control`` 2, ``alt`` 4 and ``meta`` 8.
  public let rawValue: Int

  /// Creates a set from its raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Either shift key.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Either control key.
  public static let control = KeyModifiers(rawValue: 1 << 1)
  /// Either alt/option key.
  public static let alt = KeyModifiers(rawValue: 1 << 2)
  /// Either meta/command/super key.
  public static let meta = KeyModifiers(rawValue: 1 << 3)
}
