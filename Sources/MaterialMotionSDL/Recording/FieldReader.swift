import FoundationEssentials

/// Reads the fields of one recording line, a JSON object as Foundation's `JSONDecoder` decoded
/// it, and says what is wrong with a field in words that name it.
struct FieldReader {
  let container: KeyedDecodingContainer<RecordingKey>
  /// The recording's format version (the header's), for fields later versions added.
  var version = Int.max

  /// Whether the line has the field.
  func has(_ name: String) -> Bool { container.contains(RecordingKey(name)) }

  /// A finite number.
  func number(_ name: String) throws(RecordingFieldError) -> Double {
    let value = try decode(Double.self, name, expected: "a number")
    guard value.isFinite else { throw RecordingFieldError("field \"\(name)\" must be a number") }
    return value
  }

  /// A number in `range`.
  func number(_ name: String, in range: ClosedRange<Double>) throws(RecordingFieldError) -> Double {
    let value = try number(name)
    guard range.contains(value) else {
      throw RecordingFieldError(
        "field \"\(name)\" is \(value), outside \(RecordingLine.number(range.lowerBound))...\(RecordingLine.number(range.upperBound))"
      )
    }
    return value
  }

  /// A whole number in `range` (written as a JSON number with no fraction: `3` or `3.0`).
  func whole(_ name: String, in range: ClosedRange<Int>) throws(RecordingFieldError) -> Int {
    let value = try number(name)
    guard value == value.rounded(), abs(value) < 1e15 else {
      throw RecordingFieldError("field \"\(name)\" must be a whole number")
    }
    guard range.contains(Int(value)) else {
      throw RecordingFieldError(
        "field \"\(name)\" is \(Int(value)), outside \(range.lowerBound)...\(range.upperBound)")
    }
    return Int(value)
  }

  /// A string of at most ``RecordingLimits/maximumStringLength`` characters with no control
  /// characters.
  func string(_ name: String) throws(RecordingFieldError) -> String {
    let value = try decode(String.self, name, expected: "a string")
    try Self.check(value, in: name)
    return value
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
  func bool(_ name: String) throws(RecordingFieldError) -> Bool {
    try decode(Bool.self, name, expected: "true or false")
  }

  /// An array of strings; `problem` is the message when it holds anything else, `notAnArray`
  /// when it is no array.
  func strings(_ name: String, problem: String, notAnArray: String? = nil)
    throws(RecordingFieldError) -> [String]
  {
    guard has(name) else { throw RecordingFieldError("field \"\(name)\" is missing") }
    do {
      var items = try container.nestedUnkeyedContainer(forKey: RecordingKey(name))
      var strings: [String] = []
      while !items.isAtEnd {
        guard let text = try? items.decode(String.self) else { throw RecordingFieldError(problem) }
        strings.append(text)
      }
      return strings
    } catch let error as RecordingFieldError {
      throw error
    } catch {
      throw RecordingFieldError(notAnArray ?? "field \"\(name)\" must be an array")
    }
  }

  /// An array of exactly `count` numbers.
  func numbers(_ name: String, count: Int) throws(RecordingFieldError) -> [Double] {
    let values = try decode([Double].self, name, expected: "an array of \(count) numbers")
    guard values.count == count, values.allSatisfy(\.isFinite) else {
      throw RecordingFieldError("field \"\(name)\" must be an array of \(count) numbers")
    }
    return values
  }

  /// The object in field `name`, or nil when the line has no such field.
  func object(_ name: String, problem: String) throws(RecordingFieldError) -> FieldReader? {
    guard has(name) else { return nil }
    do {
      return FieldReader(
        container: try container.nestedContainer(
          keyedBy: RecordingKey.self, forKey: RecordingKey(name)))
    } catch {
      throw RecordingFieldError(problem)
    }
  }

  /// The objects of the array in field `name`, or nil when the line has no such field;
  /// `problem` is the message when it is not an array of objects.
  func objects(_ name: String, problem: String) throws(RecordingFieldError) -> [FieldReader]? {
    guard has(name) else { return nil }
    do {
      var items = try container.nestedUnkeyedContainer(forKey: RecordingKey(name))
      var objects: [FieldReader] = []
      while !items.isAtEnd {
        objects.append(
          FieldReader(container: try items.nestedContainer(keyedBy: RecordingKey.self)))
      }
      return objects
    } catch {
      throw RecordingFieldError(problem)
    }
  }

  private func decode<T: Decodable>(
    _ type: T.Type, _ name: String, expected: String
  ) throws(RecordingFieldError) -> T {
    guard has(name) else { throw RecordingFieldError("field \"\(name)\" is missing") }
    do {
      return try container.decode(type, forKey: RecordingKey(name))
    } catch {
      throw RecordingFieldError("field \"\(name)\" must be \(expected)")
    }
  }
}

/// A JSON key of a recording line.
struct RecordingKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
