extension StringProtocol {
  /// The text without the blanks at its ends: tabs and Unicode's space separators (category
  /// Zs, the space and the no-break spaces), what Foundation's `CharacterSet.whitespaces` trims,
  /// so the `fit` parsers need no Foundation (`FoundationEssentials` has no `CharacterSet`
  /// trimming).
  func trimmingBlanks() -> String {
    let isBlank = { (character: Character) in
      character.unicodeScalars.allSatisfy {
        $0 == "\t" || $0.properties.generalCategory == .spaceSeparator
      }
    }
    guard let first = firstIndex(where: { !isBlank($0) }) else { return "" }
    return String(self[first...lastIndex(where: { !isBlank($0) })!])
  }
}
