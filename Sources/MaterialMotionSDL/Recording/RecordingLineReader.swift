/// Reads one line of a recording: the header, or an event of the format's table
/// (``RecordingKind/all``), with its nodes kept from line to line (one reader a thread).
struct RecordingLineReader {
  private let scanner = JSONLineScanner()

  /// What a line is.
  enum Line {
    case header(RecordingHeader)
    case event(TimedInput)
    /// Not a whole JSON value (or longer than a line may be): an error, unless it is the
    /// unfinished last line of a recording that was cut off.
    case torn
  }

  /// The error for a torn line that is not the file's unfinished last line.
  static func tornError(_ line: UnsafeBufferPointer<UInt8>) -> RecordingFieldError {
    RecordingFieldError(
      line.count > RecordingLimits.maximumLineBytes
        ? "the line is longer than \(RecordingLimits.maximumLineBytes) bytes; a recording line is one short JSON object"
        : "not valid JSON; a recording line is one JSON object")
  }

  /// Reads `line`: the header when `version` is nil (no header yet), else an event of a
  /// recording of that version.
  ///
  /// - Throws: ``RecordingFieldError`` saying what is wrong with the line.
  func decode(_ line: UnsafeBufferPointer<UInt8>, version: Int?) throws -> Line {
    guard line.count <= RecordingLimits.maximumLineBytes else { return .torn }
    guard let encoding = JSONTextEncoding(line) else {
      guard let json = scanner.scan(line) else { return .torn }
      return try decode(json, version: version)
    }
    // A line in UTF-16 or UTF-32, or after a byte order mark, as JSONDecoder reads one.
    guard var text = encoding.text(of: line) else { return .torn }
    return try text.withUTF8 { utf8 in
      guard let json = scanner.scan(utf8) else { return .torn }
      return try decode(json, version: version)
    }
  }

  /// Reads a scanned line: the header when `version` is nil, else an event.
  private func decode(_ json: JSONLine, version: Int?) throws(RecordingFieldError) -> Line {
    guard var r = FieldReader(json, object: 0) else {
      throw RecordingFieldError("expected a JSON object")
    }
    guard let version else { return .header(try RecordingHeader(r)) }
    r.version = version
    let t = try r.number(Self.t)
    guard t <= RecordingLimits.eventTime.upperBound else {
      let limit = RecordingLimits.eventTime.upperBound
      throw RecordingFieldError(
        "t \(RecordingLine.number(t)) s is past \(RecordingLine.number(limit)) s, the longest a replay may run (it makes every frame up to the last event, idle or not); cut the idle time out of the recording or split it"
      )
    }
    guard RecordingLimits.eventTime.contains(t) else {
      throw FieldReader.outside(Self.t, t, RecordingLimits.eventTime)
    }
    let kind: RecordingKind
    if let text = r.plainText(Self.type), let known = RecordingKind.named(utf8: text) {
      kind = known
    } else {
      kind = try Self.kind(r)
    }
    guard kind.since <= version else {
      throw RecordingFieldError(
        "\"\(kind.name)\" needs a version \(kind.since) recording; this file says version \(version)"
      )
    }
    return .event(TimedInput(time: t, input: try kind.read(r)))
  }

  private static let t: JSONKey = "t"
  private static let type: JSONKey = "type"

  /// The kind a line's `type` names, or an error saying what is wrong with it.
  private static func kind(_ r: FieldReader) throws(RecordingFieldError) -> RecordingKind {
    let type = try r.string(Self.type)
    guard let kind = RecordingKind.named(type) else {
      throw RecordingFieldError(
        "unknown event type \(TextEscaping.quoted(type)) (known: \(RecordingKind.all.map(\.name).joined(separator: ", ")))"
      )
    }
    return kind
  }
}
