/// One kind of event a recording holds: its `type` name, the format version that introduced it,
/// its fields, and how an input of that kind is written to a line and read back.
///
/// ``all`` is the format's table, one kind for each `RecordingRow`: the reader and the writer
/// go through it. A new kind of input is one case of ``PlatformInput`` and one row, and the
/// compiler asks for both (see `RecordingRow`). See <doc:RecordingFormat>.
public struct RecordingKind: Sendable {
  /// The line's `type`, e.g. `"mouse.down"`.
  public let name: String
  /// The first format version that has this kind.
  public let since: Int
  /// Its fields (after `t` and `type`), in the order they are written.
  public let fields: [RecordingFieldInfo]
  /// The fields of `input`, which `RecordingRow.of(_:)` found to be of this kind, and the
  /// format version the line needs (``since``, or a later one for a field added later).
  let write: @Sendable (PlatformInput) -> (fields: RecordingLine, version: Int)?
  /// Reads an input of this kind from a line.
  let read: @Sendable (FieldReader) throws(RecordingFieldError) -> PlatformInput

  /// The kind of `row`: its input value starts as `blank`, every field is one of `bindings`,
  /// `input` makes the platform input of a value read and `value` finds the value of one to
  /// write; `check` rejects values the fields allow but the kind does not.
  init<Value: Sendable>(
    _ row: RecordingRow, since: Int = 1, blank: Value, _ bindings: [RecordingBinding<Value>],
    input: @escaping @Sendable (Value) -> PlatformInput,
    value: @escaping @Sendable (PlatformInput) -> Value?,
    check: @escaping @Sendable (Value) throws(RecordingFieldError) -> Void = { _ in }
  ) {
    name = row.rawValue
    self.since = since
    fields = bindings.map(\.info)
    write = { platformInput in
      guard let value = value(platformInput) else { return nil }
      var line = RecordingLine()
      var version = since
      for binding in bindings { version = max(version, binding.write(value, &line)) }
      return (line, version)
    }
    let readers = FieldReaders(all: bindings.map(\.read))
    read = { reader throws(RecordingFieldError) in
      var value = blank
      for read in readers.all { try read(reader, &value) }
      try check(value)
      return input(value)
    }
  }

  /// Every kind of event a recording holds, in the order the format's documentation lists
  /// them (`RecordingRow`'s). Mouse and touchpad coordinates are window points; finger and
  /// multigesture ones are normalised to the window (0...1), as SDL reports them.
  public static let all: [RecordingKind] = RecordingRow.allCases.map(\.kind)

  /// The kind named `name`.
  static func named(_ name: String) -> RecordingKind? { byName[name] }

  /// The kind whose name is the UTF-8 text `name` (without making a string of it), or nil.
  static func named(utf8 name: UnsafeBufferPointer<UInt8>) -> RecordingKind? {
    PackedName.first(of: names, matching: name).map { all[$0] }
  }

  /// The kinds' names packed (every one is ASCII of at most 16 bytes), in ``all``'s order.
  private static let names = all.map { JSONKey($0.name).packed! }

  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
  private static let byRow = Dictionary(
    uniqueKeysWithValues: zip(RecordingRow.allCases, all).map { ($0, $1) })

  /// The line for `input` at `time`, without a newline; nil for input a recording does not hold
  /// (key repeats, window focus and close).
  static func line(for input: PlatformInput, at time: Double) -> String? {
    written(input, at: time)?.line
  }

  /// The line for `input` at `time` and the format version it needs, or nil for input a
  /// recording does not hold.
  static func written(_ input: PlatformInput, at time: Double) -> (
    line: String, version: Int
  )? {
    guard let row = RecordingRow.of(input), let kind = byRow[row],
      let (fields, version) = kind.write(input)
    else { return nil }
    var line = RecordingLine()
    line.add("t", json: RecordingLine.number(Recording.recordedTime(time)))
    line.add("type", json: "\"\(kind.name)\"")
    line.append(fields)
    return (line.finished, version)
  }
}

/// The read closures of a kind's bindings, alone: immutable, hence `@unchecked Sendable` as the
/// bindings are.
private struct FieldReaders<Value>: @unchecked Sendable {
  let all: [(FieldReader, inout Value) throws(RecordingFieldError) -> Void]
}
