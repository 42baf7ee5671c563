import MaterialMotion

extension KeyModifiers {
  /// Each modifier's name as recordings and the sandbox's readouts spell it, in their order:
  /// `shift`, `ctrl`, `alt`, `gui` (the Super, Windows or Command key, MaterialMotion's `meta`).
  public static let named: [(name: String, modifier: KeyModifiers)] = [
    ("shift", .shift), ("ctrl", .control), ("alt", .alt), ("gui", .meta),
  ]

  /// The names of the modifiers in the set, in ``named``'s order, e.g. `["ctrl", "alt"]`.
  public var names: [String] {
    Self.named.filter { contains($0.modifier) }.map(\.name)
  }
}
