/// Reads the fields of one recording line, a JSON object of a ``JSONLine``, and says what is
/// wrong with a field in words that name it.
///
/// A field is the object's first member of that name (as `JSONDecoder`, which read recordings
/// before, took it); a value of the wrong kind, or a string or number that is not valid JSON, is
/// wrong for the field that reads it, and no error where no field reads it.
struct FieldReader {
  /// The line.
  let line: JSONLine
  /// The node of the object read.
  let object: Int
  /// The recording's format version (the header's), for fields later versions added.
  var version = Int.max

  /// A reader of the object at node `object` of `line`; nil when that is not an object, or one
  /// of its keys is not a valid string.
  init?(_ line: JSONLine, object: Int) {
    guard line.nodes[object].kind == .object, line.keysAreValid(object) else { return nil }
    self.line = line
    self.object = object
  }

  /// Whether the line has the field.
  func has(_ key: JSONKey) -> Bool { line.member(key, of: object) != nil }

  /// The field's node; throws when the line has none.
  private func value(_ key: JSONKey) throws(RecordingFieldError) -> Int {
    guard let index = line.member(key, of: object) else {
      throw RecordingFieldError("field \"\(key.name)\" is missing")
    }
    return index
  }

  /// A finite number.
  func number(_ key: JSONKey) throws(RecordingFieldError) -> Double {
    guard let value = line.double(at: try value(key)) else {
      throw RecordingFieldError("field \"\(key.name)\" must be a number")
    }
    return value
  }

  /// A number in `range`.
  func number(_ key: JSONKey, in range: ClosedRange<Double>) throws(RecordingFieldError) -> Double {
    let value = try number(key)
    guard range.contains(value) else { throw Self.outside(key, value, range) }
    return value
  }

  /// The error for `value`, read from field `key`, outside `range`.
  static func outside(_ key: JSONKey, _ value: Double, _ range: ClosedRange<Double>)
    -> RecordingFieldError
  {
    RecordingFieldError(
      "field \"\(key.name)\" is \(value), outside \(RecordingLine.number(range.lowerBound))...\(RecordingLine.number(range.upperBound))"
    )
  }

  /// A whole number in `range`, read exactly (written as a JSON number with no fraction: `3`,
  /// `3.0` or `3e0`; `9007199254740993` is that number, not the float nearest it).
  func whole(_ key: JSONKey, in range: ClosedRange<Int>) throws(RecordingFieldError) -> Int {
    let index = try value(key)
    guard let number = line.number(at: index), let value = number.double else {
      throw RecordingFieldError("field \"\(key.name)\" must be a number")
    }
    func outside(_ value: String) -> RecordingFieldError {
      RecordingFieldError(
        "field \"\(key.name)\" is \(value), outside \(range.lowerBound)...\(range.upperBound)")
    }
    switch number.whole {
    case .integer(let whole):
      guard range.contains(whole) else { throw outside(String(whole)) }
      return whole
    case .tooLarge:
      throw outside(RecordingLine.number(value))
    case .fraction:
      throw RecordingFieldError("field \"\(key.name)\" must be a whole number")
    }
  }

  /// A string of at most ``RecordingLimits/maximumStringLength`` characters with no control
  /// characters.
  func string(_ key: JSONKey) throws(RecordingFieldError) -> String {
    let index = try value(key)
    let node = line.nodes[index]
    if node.kind == .plainString {
      // ASCII with no control character but perhaps DEL: one character a byte.
      let text = line.text(of: node)
      if text.count <= RecordingLimits.maximumStringLength, !text.contains(0x7F) {
        return String(decoding: text, as: UTF8.self)
      }
    }
    guard let value = line.string(at: index) else {
      throw RecordingFieldError("field \"\(key.name)\" must be a string")
    }
    try Self.check(value, in: key.name)
    return value
  }

  /// The text of field `name` when it is a plain string (ASCII, no escapes or control
  /// characters), else nil: for matching it against known names without making a string.
  func plainText(_ key: JSONKey) -> UnsafeBufferPointer<UInt8>? {
    guard let index = line.member(key, of: object), line.nodes[index].kind == .plainString else {
      return nil
    }
    return line.text(of: line.nodes[index])
  }

  /// Checks a string found in field `name` (a value, or a name inside an object or array).
  static func check(_ text: String, in name: String) throws(RecordingFieldError) {
    guard text.unicodeScalars.count <= RecordingLimits.maximumStringLength else {
      throw RecordingFieldError(
        "field \"\(name)\" is longer than \(RecordingLimits.maximumStringLength) characters")
    }
    guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
      throw RecordingFieldError("field \"\(name)\" holds a control character")
    }
  }

  /// `true` or `false`.
  func bool(_ key: JSONKey) throws(RecordingFieldError) -> Bool {
    guard let value = line.bool(at: try value(key)) else {
      throw RecordingFieldError("field \"\(key.name)\" must be true or false")
    }
    return value
  }

  /// An array of strings; `problem` is the message when it holds anything else, `notAnArray`
  /// when it is no array.
  func strings(_ key: JSONKey, problem: String, notAnArray: String? = nil)
    throws(RecordingFieldError) -> [String]
  {
    let array = try value(key)
    guard line.nodes[array].kind == .array else {
      throw RecordingFieldError(notAnArray ?? "field \"\(key.name)\" must be an array")
    }
    var strings: [String] = []
    for element in line.elements(of: array) {
      guard let text = line.string(at: element) else { throw RecordingFieldError(problem) }
      strings.append(text)
    }
    return strings
  }

  /// Calls `body` with each element of the array in field `key` that is a plain string (ASCII,
  /// no escapes or control characters), as its text: for matching elements against known
  /// names without making strings. Throws `problem` for any other element, `notAnArray` when
  /// the field is no array (as ``strings(_:problem:notAnArray:)`` does).
  func forEachPlainString(
    _ key: JSONKey, problem: String, notAnArray: String? = nil,
    _ body: (UnsafeBufferPointer<UInt8>) throws(RecordingFieldError) -> Void
  ) throws(RecordingFieldError) {
    let array = try value(key)
    guard line.nodes[array].kind == .array else {
      throw RecordingFieldError(notAnArray ?? "field \"\(key.name)\" must be an array")
    }
    for element in line.elements(of: array) {
      guard line.nodes[element].kind == .plainString else { throw RecordingFieldError(problem) }
      try body(line.text(of: line.nodes[element]))
    }
  }

  /// An array of exactly `count` numbers.
  func numbers(_ key: JSONKey, count: Int) throws(RecordingFieldError) -> [Double] {
    func problem() -> RecordingFieldError {
      RecordingFieldError("field \"\(key.name)\" must be an array of \(count) numbers")
    }
    let array = try value(key)
    guard line.nodes[array].kind == .array else { throw problem() }
    var values: [Double] = []
    for element in line.elements(of: array) {
      guard let value = line.double(at: element) else { throw problem() }
      values.append(value)
    }
    guard values.count == count else { throw problem() }
    return values
  }

  /// The object in field `name`, or nil when the line has no such field.
  func object(_ key: JSONKey, problem: String) throws(RecordingFieldError) -> FieldReader? {
    guard let index = line.member(key, of: object) else { return nil }
    guard let reader = FieldReader(line, object: index) else { throw RecordingFieldError(problem) }
    return reader
  }

  /// The objects of the array in field `name`, or nil when the line has no such field;
  /// `problem` is the message when it is not an array of objects.
  func objects(_ key: JSONKey, problem: String) throws(RecordingFieldError) -> [FieldReader]? {
    guard let array = line.member(key, of: object) else { return nil }
    guard line.nodes[array].kind == .array else { throw RecordingFieldError(problem) }
    var objects: [FieldReader] = []
    for element in line.elements(of: array) {
      guard let reader = FieldReader(line, object: element) else {
        throw RecordingFieldError(problem)
      }
      objects.append(reader)
    }
    return objects
  }

  /// The object's keys, each once (of keys Swift finds equal, the first), in order.
  var keys: [String] { line.keys(of: object) }
}
