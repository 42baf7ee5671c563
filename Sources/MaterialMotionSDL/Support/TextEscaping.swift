/// Keeps text that came from outside (a file name, a recorded value, a library's message) from
/// breaking a line or hiding in it: every control, format and separator character is written as
/// an escape. One routine serves messages (``oneLine(_:)``) and the JSON strings of recordings
/// (``quoted(_:)``).
///
/// Escaped: the C0 and C1 controls (U+0000–U+001F, U+007F–U+009F, NEL U+0085 among them), the
/// line and paragraph separators U+2028 and U+2029, every other space separator but the plain
/// space (U+00A0, U+2000–U+200A, U+3000, ...), and format characters such as the zero-width
/// space and the bidirectional overrides (U+200B, U+202E, ...). `\n`, `\r` and `\t` are written
/// so; the rest as JSON's `\uXXXX` (a surrogate pair above U+FFFF).
public enum TextEscaping {
  /// `text` with its control, format and separator characters escaped: always one line.
  public static func oneLine(_ text: String) -> String {
    escape(text, quotes: false)
  }

  /// `text` as a JSON string literal, in double quotes, with `"` and `\` escaped too.
  public static func quoted(_ text: String) -> String {
    "\"" + escape(text, quotes: true) + "\""
  }

  /// Whether `scalar` is written as an escape.
  public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    case .spaceSeparator: scalar != " "
    default: false
    }
  }

  private static func escape(_ text: String, quotes: Bool) -> String {
    guard
      text.unicodeScalars.contains(where: {
        needsEscape($0) || quotes && ($0 == "\"" || $0 == "\\")
      })
    else { return text }
    var out = String.UnicodeScalarView()
    func append(_ s: String) { out.append(contentsOf: s.unicodeScalars) }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"" where quotes: append("\\\"")
      case "\\" where quotes: append("\\\\")
      case "\n": append("\\n")
      case "\r": append("\\r")
      case "\t": append("\\t")
      case _ where needsEscape(scalar):
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
        }
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
