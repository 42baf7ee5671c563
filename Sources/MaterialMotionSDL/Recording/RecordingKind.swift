/// One kind of event a recording holds: its `type` name, the format version that introduced it,
/// its fields, and how an input of that kind is written to a line and read back.
///
/// ``all`` is the format's table: the reader and the writer loop over it, so a new kind of input
/// is one case of ``PlatformInput`` and one row here. See <doc:RecordingFormat>.
public struct RecordingKind: Sendable {
  /// The line's `type`, e.g. `"mouse.down"`.
  public let name: String
  /// The first format version that has this kind.
  public let since: Int
  /// Its fields (after `t` and `type`), in the order they are written.
  public let fields: [RecordingFieldInfo]
  /// Writes the fields of `input` when it is of this kind; false when it is not.
  let write: @Sendable (PlatformInput, inout RecordingLine) -> Bool
  /// Reads an input of this kind from a line.
  let read: @Sendable (FieldReader) throws(RecordingFieldError) -> PlatformInput

  init(
    _ name: String, since: Int = 1, fields: [RecordingFieldInfo],
    write: @escaping @Sendable (PlatformInput, inout RecordingLine) -> Bool,
    read: @escaping @Sendable (FieldReader) throws(RecordingFieldError) -> PlatformInput
  ) {
    self.name = name
    self.since = since
    self.fields = fields
    self.write = write
    self.read = read
  }

  /// The kind named `name`.
  static func named(_ name: String) -> RecordingKind? { byName[name] }

  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The line for `input` at `time`, without a newline; nil for input a recording does not hold
  /// (key repeats, window focus and close).
  static func line(for input: PlatformInput, at time: Double) -> String? {
    written(input, at: time)?.line
  }

  /// The line for `input` at `time` and the kind it is, or nil for input a recording does not
  /// hold.
  static func written(_ input: PlatformInput, at time: Double) -> (
    line: String, kind: RecordingKind
  )? {
    for kind in all {
      var fields = RecordingLine()
      guard kind.write(input, &fields) else { continue }
      var line = RecordingLine()
      line.add("t", json: RecordingLine.number(Recording.recordedTime(time)))
      line.add("type", json: "\"\(kind.name)\"")
      line.append(fields)
      return (line.finished, kind)
    }
    return nil
  }
}
