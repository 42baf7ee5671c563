import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a recording line by line with Foundation's `JSONDecoder`, checks every line against the
/// format's table (``RecordingKind/all``) and reports the first problem with its line number.
///
/// Lines are split on the byte 10 one at a time (never an array of every line, so a file of
/// millions of empty lines costs no memory); `\r\n` endings are read too, and blank lines are
/// skipped.
struct RecordingReader {
  /// What messages call the recording (its path).
  let name: String
  private let decoder = JSONDecoder()

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
    decoder.userInfo[LineDecoding.versionKey] = header?.version ?? 0
    let decoded: LineDecoding
    do {
      decoded = try decoder.decode(LineDecoding.self, from: Data(line))
    } catch let error as RecordingFieldError {
      throw error
    } catch {
      return .torn
    }
    return decoded.line
  }

  /// One line, decoded from inside `JSONDecoder` (the keyed container is only valid there).
  private struct LineDecoding: Decodable {
    static let versionKey = CodingUserInfoKey(rawValue: "motion-sandbox.recording.version")!
    let line: Line

    init(from decoder: any Decoder) throws {
      let container: KeyedDecodingContainer<RecordingKey>
      do {
        container = try decoder.container(keyedBy: RecordingKey.self)
      } catch {
        throw RecordingFieldError("expected a JSON object")
      }
      var r = FieldReader(container: container)
      let version = decoder.userInfo[Self.versionKey] as? Int ?? 0
      r.version = version
      guard version > 0 else {
        line = .header(try RecordingHeader(r))
        return
      }
      let t = try r.number("t", in: RecordingLimits.time)
      let type = try r.string("type")
      guard let kind = RecordingKind.named(type) else {
        throw RecordingFieldError(
          "unknown event type \(TextEscaping.quoted(type)) (known: \(RecordingKind.all.map(\.name).joined(separator: ", ")))"
        )
      }
      guard kind.since <= version else {
        throw RecordingFieldError(
          "\"\(kind.name)\" needs a version \(kind.since) recording; this file says version \(version)"
        )
      }
      line = .event(TimedInput(time: t, input: try kind.read(r)))
    }
  }
}
