#if canImport(Glibc)
  import Glibc
#endif

/// Reads a recording line by line, checks every line against the format's table
/// (``RecordingKind/all``) and reports the first problem with its line number.
///
/// Lines are split on the byte 10 one at a time (never an array of every line, so a file of
/// millions of empty lines costs no memory); `\r\n` endings are read too, and blank lines are
/// skipped. Each line is scanned as JSON into nodes kept from line to line (``JSONLine``), and
/// read field by field from there: nothing is allocated per line but the values read.
struct RecordingReader {
  /// What messages call the recording (its path).
  let name: String
  private let scanner = JSONLineScanner()

  init(name: String) {
    self.name = name
  }

  func read(_ text: String) throws -> Recording {
    var text = text
    return try text.withUTF8 { try read(bytes: $0) }
  }

  private func read(bytes: UnsafeBufferPointer<UInt8>) throws -> Recording {
    var header: RecordingHeader?
    var events: [TimedInput] = []
    var lineNumber = 0
    var lineStart = 0
    var isLastLine = false
    while !isLastLine {
      lineNumber += 1
      let newline = bytes.baseAddress.flatMap { base in
        lineStart < bytes.count ? memchr(base + lineStart, 0x0A, bytes.count - lineStart) : nil
      }
      var lineEnd = bytes.count
      if let newline, let base = bytes.baseAddress {
        lineEnd = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
      }
      // Text after the last newline is a line the recorder never finished.
      isLastLine = newline == nil
      let nextLineStart = lineEnd + 1
      if lineEnd > lineStart && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
      let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
      lineStart = nextLineStart
      if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
      do {
        switch try decode(line, after: header) {
        case .header(let value):
          header = value
        case .event(let event):
          if let last = events.last, event.time < last.time {
            throw RecordingFieldError(
              "t \(event.time) is before the previous event's \(last.time); times must not decrease"
            )
          }
          if events.isEmpty {
            // About as many events as lines: the file's size over this line's.
            events.reserveCapacity(min(bytes.count / max(line.count, 32), 1 << 22))
          }
          events.append(event)
        case .torn where isLastLine && header != nil:
          return Recording(header: header!, events: events, skippedTornLine: lineNumber)
        case .torn:
          throw RecordingFieldError(
            line.count > RecordingLimits.maximumLineBytes
              ? "the line is longer than \(RecordingLimits.maximumLineBytes) bytes; a recording line is one short JSON object"
              : "not valid JSON; a recording line is one JSON object")
        }
      } catch let error as RecordingFieldError {
        throw PlatformError("\(name) line \(lineNumber): \(error.message)")
      }
    }
    guard let header else {
      throw PlatformError(
        "\(name): empty recording; the first line must be the \(Recording.formatName) header")
    }
    return Recording(header: header, events: events)
  }

  private enum Line {
    case header(RecordingHeader)
    case event(TimedInput)
    /// Not a whole JSON value (or longer than a line may be): an error, unless it is the
    /// unfinished last line of a recording that was cut off.
    case torn
  }

  private func decode(_ line: UnsafeBufferPointer<UInt8>, after header: RecordingHeader?)
    throws -> Line
  {
    guard line.count <= RecordingLimits.maximumLineBytes else { return .torn }
    guard let encoding = JSONTextEncoding(line) else {
      guard let json = scanner.scan(line) else { return .torn }
      return try decode(json, after: header)
    }
    // A line in UTF-16 or UTF-32, or after a byte order mark, as JSONDecoder reads one.
    guard var text = encoding.text(of: line) else { return .torn }
    return try text.withUTF8 { utf8 in
      guard let json = scanner.scan(utf8) else { return .torn }
      return try decode(json, after: header)
    }
  }

  /// Reads a scanned line: the header when there is none yet, else an event.
  private func decode(_ json: JSONLine, after header: RecordingHeader?)
    throws(RecordingFieldError) -> Line
  {
    guard var r = FieldReader(json, object: 0) else {
      throw RecordingFieldError("expected a JSON object")
    }
    guard let version = header?.version else { return .header(try RecordingHeader(r)) }
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
      kind = try self.kind(r)
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
  private func kind(_ r: FieldReader) throws(RecordingFieldError) -> RecordingKind {
    let type = try r.string(Self.type)
    guard let kind = RecordingKind.named(type) else {
      throw RecordingFieldError(
        "unknown event type \(TextEscaping.quoted(type)) (known: \(RecordingKind.all.map(\.name).joined(separator: ", ")))"
      )
    }
    return kind
  }
}
