/// Writes one line of a recording: a JSON object whose keys come in the order they are added.
struct RecordingLine {
  /// The members written so far, without braces: `"x":1,"y":2`.
  private(set) var members = ""

  /// Adds `"name":json`.
  mutating func add(_ name: String, json: String) {
    if !members.isEmpty { members += "," }
    members += "\"\(name)\":\(json)"
  }

  /// Adds `field` holding `value`.
  mutating func add<Value>(_ field: RecordingField<Value>, _ value: Value) {
    add(field.name, json: field.write(value))
  }

  /// Adds what `other` holds.
  mutating func append(_ other: RecordingLine) {
    guard !other.members.isEmpty else { return }
    if !members.isEmpty { members += "," }
    members += other.members
  }

  /// The finished line, without a newline.
  var finished: String { "{" + members + "}" }

  /// `value` as the format writes numbers: whole numbers without a fraction (`600`), others in
  /// Swift's shortest round-trip form (`0.30000001192092896`).
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
