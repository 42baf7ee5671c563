/// A flat recording line as its fields in order, for field-level mutations (values are kept as
/// their JSON text).
struct RecordingLine {
  var fields: [(key: String, value: String)]

  init(fields: [(String, String)]) { self.fields = fields.map { (key: $0.0, value: $0.1) } }

  /// Splits `{"k":v,...}`; nil when `line` is not shaped like that.
  init?(_ line: String) {
    let s = Array(line.utf8)
    guard s.count >= 2, s.first == UInt8(ascii: "{"), s.last == UInt8(ascii: "}") else {
      return nil
    }
    var fields: [(key: String, value: String)] = []
    var i = 1
    let end = s.count - 1
    while i < end {
      guard s[i] == UInt8(ascii: "\"") else { return nil }
      var j = i + 1
      while j < end, s[j] != UInt8(ascii: "\"") { j += s[j] == UInt8(ascii: "\\") ? 2 : 1 }
      guard j < end, j + 1 < end, s[j + 1] == UInt8(ascii: ":") else { return nil }
      let key = String(decoding: s[(i + 1)..<j], as: UTF8.self)
      var k = j + 2
      let valueStart = k
      var depth = 0
      var inString = false
      while k < end {
        let c = s[k]
        if inString {
          if c == UInt8(ascii: "\\") {
            k += 1
          } else if c == UInt8(ascii: "\"") {
            inString = false
          }
        } else if c == UInt8(ascii: "\"") {
          inString = true
        } else if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
          depth += 1
        } else if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
          depth -= 1
        } else if c == UInt8(ascii: ","), depth == 0 {
          break
        }
        k += 1
      }
      fields.append((key, String(decoding: s[valueStart..<min(k, end)], as: UTF8.self)))
      i = k + 1
    }
    self.fields = fields
  }

  var text: String {
    "{" + fields.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
  }
}
