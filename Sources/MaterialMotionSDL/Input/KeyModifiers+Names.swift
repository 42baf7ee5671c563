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

  /// The modifier whose name (in ``named``) is the UTF-8 text `name`, or nil.
  static func named(utf8 name: UnsafeBufferPointer<UInt8>) -> KeyModifiers? {
    for (known, modifier) in named
    where known.utf8.count == name.count && known.utf8.elementsEqual(name) {
      return modifier
    }
    return nil
  }
}
