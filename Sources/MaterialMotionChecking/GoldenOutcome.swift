/// How one golden compared.
public enum GoldenOutcome: Sendable, Equatable, Codable {
  /// It matched.
  case matched
  /// It did not match; the text says how (the first divergence, or the pixels that differ).
  case differed(String)
  /// The golden was written (record mode `all`, `missing` or `failed`); the text says why.
  case recorded(String)
  /// The frame golden comes from another environment (font, SDL, renderer): its pixels were
  /// not compared; the text says what differs.
  case otherEnvironment(String)

  /// What the outcome says, in words (`matched`, or its text): what a message quotes, never
  /// the case's Swift spelling.
  public var text: String {
    switch self {
    case .matched: "matched"
    case .differed(let text), .recorded(let text), .otherEnvironment(let text): text
    }
  }

  /// Whether the check passes with this outcome: matched, or recorded by a mode that does not
  /// fail (`all` fails, as the library's does, so a run that records is never taken for a pass;
  /// see ``RecordMode``).
  public var passed: Bool {
    if case .matched = self { return true }
    return false
  }
}
