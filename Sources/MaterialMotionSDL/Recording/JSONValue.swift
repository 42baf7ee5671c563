/// A parsed JSON value: just enough JSON for the input-recording format, with error messages
/// that say where the text went wrong.
enum JSONValue: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// Parses one JSON document; throws a message naming the column on malformed text.
  static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    var parser = Parser(bytes: Array(text.utf8))
    parser.skipSpace()
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the JSON value")
    }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    func error(_ message: String) -> JSONParseError {
      JSONParseError(message: "\(message) at column \(index + 1)")
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
      guard depth < 32 else { throw error("JSON nested too deeply") }
      guard index < bytes.count else { throw error("unexpected end of line") }
      switch bytes[index] {
      case UInt8(ascii: "{"): return try object(depth: depth)
      case UInt8(ascii: "["): return try array(depth: depth)
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"): try literal("true"); return .bool(true)
      case UInt8(ascii: "f"): try literal("false"); return .bool(false)
      case UInt8(ascii: "n"): try literal("null"); return .null
      default: return .number(try number())
      }
    }

    mutating func literal(_ word: String) throws(JSONParseError) {
      let w = Array(word.utf8)
      guard index + w.count <= bytes.count, Array(bytes[index..<(index + w.count)]) == w else {
        throw error("invalid JSON value")
      }
      index += w.count
    }

    mutating func number() throws(JSONParseError) -> Double {
      let start = index
      while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      guard !text.isEmpty, let value = Double(text), value.isFinite else {
        index = start
        throw error("invalid JSON value")
      }
      return value
    }

    /// A byte a JSON number may hold (checked per byte: no collection built per call).
    static func isNumberByte(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        true
      default: false
      }
    }

    mutating func string() throws(JSONParseError) -> String {
      index += 1
      var out: [UInt8] = []
      while index < bytes.count {
        let c = bytes[index]
        index += 1
        if c == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
        if c == UInt8(ascii: "\\") {
          guard index < bytes.count else { break }
          let e = bytes[index]
          index += 1
          switch e {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "u"):
            guard var code = hexQuad() else { throw error("invalid \\u escape") }
            if (0xD800..<0xDC00).contains(code) {
              // A UTF-16 surrogate pair: the low half must follow as a second escape.
              guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
              else { throw error("invalid \\u escape (a high surrogate without its low half)") }
              index += 2
              guard let low = hexQuad(), (0xDC00..<0xE000).contains(low) else {
                throw error("invalid \\u escape (a high surrogate without its low half)")
              }
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
            out += Array(String(Character(scalar)).utf8)
          default: out.append(e)
          }
        } else {
          out.append(c)
        }
      }
      throw error("unterminated string")
    }

    /// Four hex digits at `index` (moved past them), or nil.
    mutating func hexQuad() -> UInt32? {
      guard index + 4 <= bytes.count else { return nil }
      var code: UInt32 = 0
      for byte in bytes[index..<(index + 4)] {
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        code = code << 4 | UInt32(digit)
      }
      index += 4
      return code
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
      index += 1
      var items: [JSONValue] = []
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      while true {
        skipSpace()
        items.append(try value(depth: depth + 1))
        skipSpace()
        guard index < bytes.count else { throw error("unterminated array") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        index += 1
        return .array(items)
      }
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
      index += 1
      var members: [String: JSONValue] = [:]
      skipSpace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      while true {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error("expected a quoted field name")
        }
        let key = try string()
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected ':'")
        }
        index += 1
        skipSpace()
        members[key] = try value(depth: depth + 1)
        skipSpace()
        guard index < bytes.count else { throw error("unterminated object") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
        index += 1
        return .object(members)
      }
    }
  }
}

/// A malformed-JSON message (without the line number, which the caller adds).
struct JSONParseError: Error {
  let message: String
}
