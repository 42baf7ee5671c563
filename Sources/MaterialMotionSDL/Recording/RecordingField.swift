import MaterialMotion

/// One field of a recording line: its JSON name, what it may hold, how it is read (checked
/// against its range before anything converts it) and how it is written.
///
/// Fields are values, defined once and shared by the kinds that carry them (``RecordingKind``):
/// a kind's row reads and writes its fields through them, so a field's range is stated in one
/// place.
struct RecordingField<Value>: Sendable {
  /// The JSON key.
  var name: String { key.name }
  /// The JSON key, as lookups compare it.
  let key: JSONKey
  /// What it may hold, for the format's documentation ("-10 to 10").
  let rule: String
  let read: @Sendable (FieldReader) throws(RecordingFieldError) -> Value
  let write: @Sendable (Value) -> String

  init(
    name: String, rule: String,
    read: @escaping @Sendable (FieldReader) throws(RecordingFieldError) -> Value,
    write: @escaping @Sendable (Value) -> String
  ) {
    key = JSONKey(name)
    self.rule = rule
    self.read = read
    self.write = write
  }

  /// The name and rule, without the value type.
  var info: RecordingFieldInfo { RecordingFieldInfo(name: name, rule: rule) }
}

/// A field's name and rule, for a kind's list of fields.
public struct RecordingFieldInfo: Sendable, Equatable {
  /// The JSON key.
  public let name: String
  /// What it may hold.
  public let rule: String
  /// The format version that added it to its kind (1: the kind always had it). A field added
  /// later is written only when it is not its absent value, and read as that when missing.
  public var since = 1
}

/// What is wrong with a field, as the reader reports it after the line number.
struct RecordingFieldError: Error {
  let message: String
  init(_ message: String) { self.message = message }
}

extension RecordingField where Value == Double {
  /// A number in `range`, as a 64-bit float.
  static func number(_ name: String, in range: ClosedRange<Double>) -> Self {
    Self(
      name: name, rule: RecordingLimits.describe(range),
      read: { [key = JSONKey(name)] r throws(RecordingFieldError) in try r.number(key, in: range) },
      write: RecordingLine.number)
  }

  /// A number in `range` that the platform carries as a whole number of points (SDL's mouse
  /// coordinates): read rounded to the nearest whole number.
  static func wholePoint(_ name: String, in range: ClosedRange<Double>) -> Self {
    Self(
      name: name, rule: RecordingLimits.describe(range),
      read: { [key = JSONKey(name)] r throws(RecordingFieldError) in
        try r.number(key, in: range).rounded()
      },
      write: RecordingLine.number)
  }

  /// A number in `range` that the platform carries as a 32-bit float (SDL's finger, wheel and
  /// gesture values, the touchpad receiver's): read as that float, and rejected when it is too
  /// close to 0 for one without being 0 (a scale of 1e-50 would become 0). Written in the
  /// shortest form that reads back to the same float.
  static func float(_ name: String, in range: ClosedRange<Double>) -> Self {
    Self(
      name: name, rule: RecordingLimits.describe(range) + " (a 32-bit float)",
      read: { [key = JSONKey(name)] r throws(RecordingFieldError) in
        let value = try r.number(key, in: range)
        let float = Float(value)
        guard value == 0 || abs(float) >= Float.leastNormalMagnitude else {
          throw RecordingFieldError(
            "field \"\(name)\" is \(value), too close to 0 for the 32-bit float it is carried in; use 0 or a magnitude of at least \(Float.leastNormalMagnitude)"
          )
        }
        return Double(float)
      },
      write: { RecordingLine.number(Double("\(Float($0))") ?? $0) })
  }
}

extension RecordingField where Value == Int {
  /// A whole number in `range`.
  static func whole(_ name: String, in range: ClosedRange<Int>) -> Self {
    Self(
      name: name, rule: "a whole number, \(range.lowerBound) to \(range.upperBound)",
      read: { [key = JSONKey(name)] r throws(RecordingFieldError) in try r.whole(key, in: range) },
      write: { String($0) })
  }
}

extension RecordingField where Value == String {
  /// A string of at most ``RecordingLimits/maximumStringLength`` characters with no control
  /// characters.
  static func string(_ name: String) -> Self {
    Self(
      name: name,
      rule: "at most \(RecordingLimits.maximumStringLength) characters, no control characters",
      read: { [key = JSONKey(name)] r throws(RecordingFieldError) in try r.string(key) },
      write: TextEscaping.quoted)
  }
}

extension RecordingField where Value == Bool {
  /// `true` or `false`.
  static func bool(_ name: String) -> Self {
    Self(
      name: name, rule: "true or false",
      read: { [key = JSONKey(name)] r throws(RecordingFieldError) in try r.bool(key) },
      write: { $0 ? "true" : "false" })
  }
}

extension RecordingField
where
  Value: RawRepresentable & CaseIterable & Sendable,
  Value.RawValue == String
{
  /// One of `Value`'s raw values.
  static func choice(_ name: String, what: String) -> Self {
    let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
    let cases = Array(Value.allCases)
    let packed = cases.map { JSONKey($0.rawValue).packed! }
    return Self(
      name: name, rule: "one of \(names)",
      read: { [key = JSONKey(name)] r throws(RecordingFieldError) in
        // Most values are a case's name as plain text, told apart without making a string.
        if let text = r.plainText(key), let index = PackedName.first(of: packed, matching: text) {
          return cases[index]
        }
        let text = try r.string(key)
        guard let value = Value(rawValue: text) else {
          throw RecordingFieldError("unknown \(what) \(TextEscaping.quoted(text)) (\(names))")
        }
        return value
      },
      write: { "\"\($0.rawValue)\"" })
  }
}

extension RecordingField where Value == KeyModifiers {
  /// The modifiers held, as an array of `"shift"`, `"ctrl"`, `"alt"` and `"gui"` (written in
  /// that order).
  static func modifiers(_ name: String) -> Self {
    let problem = "\"\(name)\" may hold only \"shift\", \"ctrl\", \"alt\", \"gui\""
    return Self(
      name: name, rule: "an array of any of shift, ctrl, alt, gui",
      read: { [key = JSONKey(name)] r throws(RecordingFieldError) in
        // Every modifier's name is plain text: any other element is no modifier's.
        var modifiers: KeyModifiers = []
        try r.forEachPlainString(key, problem: problem) { text throws(RecordingFieldError) in
          guard let modifier = KeyModifiers.named(utf8: text) else {
            throw RecordingFieldError(problem)
          }
          modifiers.insert(modifier)
        }
        return modifiers
      },
      write: { modifiers in
        "[" + modifiers.names.map { "\"\($0)\"" }.joined(separator: ",") + "]"
      })
  }
}
