/// Undoes a JSON string's escapes, as FoundationEssentials' `JSONDecoder` does: `\"`, `\\`, `\/`,
/// `\b`, `\f`, `\n`, `\r`, `\t` and `\u` with four hex digits (a UTF-16 surrogate pair as two),
/// `\u0000` included.
enum JSONStringEscapes {
  /// The text between a string's quotes, unescaped; nil when it holds a control character
  /// (U+0000 to U+001F unescaped), an unknown escape, a `\u` without four hex digits, a high
  /// surrogate not followed by a `\u` low one, or a low surrogate alone.
  static func unescape(_ text: UnsafeBufferPointer<UInt8>) -> String? {
    var output: [UInt8] = []
    output.reserveCapacity(text.count)
    var i = 0
    while i < text.count {
      let byte = text[i]
      if byte < 0x20 { return nil }
      guard byte == UInt8(ascii: "\\") else {
        output.append(byte)
        i += 1
        continue
      }
      guard i + 1 < text.count else { return nil }
      i += 2
      switch text[i - 1] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(text[i - 1])
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "u"):
        guard let unit = hex(text, at: i) else { return nil }
        i += 4
        var value = UInt32(unit)
        if UTF16.isLeadSurrogate(unit) {
          guard i + 1 < text.count, text[i] == UInt8(ascii: "\\"), text[i + 1] == UInt8(ascii: "u"),
            let low = hex(text, at: i + 2), UTF16.isTrailSurrogate(low)
          else { return nil }
          i += 6
          value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        output.append(contentsOf: UTF8.encode(scalar)!)
      default:
        return nil
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The four hex digits at `index` as a UTF-16 code unit, or nil.
  private static func hex(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
    guard text.count - index >= 4 else { return nil }
    var unit: UInt16 = 0
    for byte in text[index..<(index + 4)] {
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }
}
