/// Text from the model (replay names, paths, messages, curve labels) made safe to put in an HTML
/// or SVG document, as element content or as a quoted attribute's value.
enum HTMLEscaping {
  /// `text` with `&`, `<`, `>`, `"` and `'` replaced by their character references: safe in
  /// element content and in an attribute quoted with either quote. Control characters other
  /// than tab and line breaks (which HTML does not allow) become U+FFFD.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
