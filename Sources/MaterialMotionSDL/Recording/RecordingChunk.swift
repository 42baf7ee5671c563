#if canImport(Glibc)
  import Glibc
#endif

/// A run of whole lines of a recording, read on its own: the header's lines from the start of
/// the file, or, once the header is known, a part of the lines after it (``RecordingReader``
/// reads the parts of a large recording at once and puts them together).
///
/// Line numbers here count from the part's first line; the reader adds the lines before it.
struct RecordingChunk {
  let bytes: UnsafeBufferPointer<UInt8>
  let start: Int
  let end: Int
  /// Whether the part ends the file: its last line may be unfinished (no newline after it).
  let endsFile: Bool

  /// What reading a part found.
  struct Result {
    /// Its events, in order, up to its first problem.
    var events: [TimedInput] = []
    /// How many lines it has (when it has no problem).
    var lines = 0
    /// Its first problem: the line and what is wrong there.
    var problem: (line: Int, message: String)?
    /// The line of its first event.
    var firstEventLine = 0
    /// Its last line, when that is unfinished and skipped (the file's last line).
    var skippedTornLine: Int?
  }

  /// The lines after `start` in at most `parts` parts of about the same size, each of whole
  /// lines (nil `start`: none, the file ended with the header's line).
  static func split(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int?, into parts: Int)
    -> [RecordingChunk]
  {
    guard let start else { return [] }
    var bounds = [start]
    if let base = bytes.baseAddress {
      for part in 1..<max(1, parts) {
        let target = max(bounds.last!, start + (bytes.count - start) / parts * part)
        guard target < bytes.count, let newline = memchr(base + target, 0x0A, bytes.count - target)
        else { break }
        let next = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
        if next > bounds.last! && next < bytes.count { bounds.append(next) }
      }
    }
    bounds.append(bytes.count)
    return (0..<bounds.count - 1).map {
      RecordingChunk(
        bytes: bytes, start: bounds[$0], end: bounds[$0 + 1], endsFile: $0 == bounds.count - 2)
    }
  }

  /// Reads lines from the part's start to the header (the first line that is not blank): the
  /// header, where the lines after it start (nil: it was the last line), and how many lines
  /// were read. No header when the file has none.
  ///
  /// - Throws: ``PlatformError`` naming the line of a header that is wrong.
  func header(name: String) throws -> (RecordingHeader?, after: Int?, lines: Int) {
    let reader = RecordingLineReader()
    var header: RecordingHeader?
    var after: Int?
    let lines = try forEachLine { line, number, isLast, next in
      do {
        switch try reader.decode(line, version: nil) {
        case .header(let value):
          header = value
          after = isLast ? nil : next
          return false
        case .event, .torn:
          throw RecordingLineReader.tornError(line)
        }
      } catch let error as RecordingFieldError {
        throw PlatformError("\(name) line \(number): \(error.message)")
      }
    }
    return (header, after, lines)
  }

  /// Reads the part's lines, events of a recording of format `version`, up to the first
  /// problem.
  func read(version: Int) -> Result {
    let reader = RecordingLineReader()
    var result = Result()
    result.lines = forEachLine { line, number, isLast, _ in
      do {
        switch try reader.decode(line, version: version) {
        case .event(let event):
          if let last = result.events.last, event.time < last.time {
            throw RecordingFieldError(
              "t \(event.time) is before the previous event's \(last.time); times must not decrease"
            )
          }
          if result.events.isEmpty {
            result.firstEventLine = number
            // About as many events as lines: the part's size over this line's.
            result.events.reserveCapacity(min((end - start) / max(line.count, 32), 1 << 22))
          }
          result.events.append(event)
        case .torn where isLast && endsFile:
          result.skippedTornLine = number
          return false
        case .header, .torn:
          throw RecordingLineReader.tornError(line)
        }
      } catch let error as RecordingFieldError {
        result.problem = (number, error.message)
        return false
      } catch {
        result.problem = (number, "\(error)")
        return false
      }
      return true
    }
    return result
  }

  /// Calls `body` with each line that is not blank (without its `\n` or `\r\n`), its number,
  /// whether it is the file's last line, and where the line after it starts, until `body` says
  /// to stop; returns the number of the last line seen.
  private func forEachLine(
    _ body: (UnsafeBufferPointer<UInt8>, Int, Bool, Int) throws -> Bool
  ) rethrows -> Int {
    var lineNumber = 0
    var lineStart = start
    var isLastLine = false
    while !isLastLine {
      // A part that does not end the file ends after its last line's newline.
      if !endsFile && lineStart >= end { break }
      lineNumber += 1
      let newline = bytes.baseAddress.flatMap { base in
        lineStart < end ? memchr(base + lineStart, 0x0A, end - lineStart) : nil
      }
      var lineEnd = end
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
      guard try body(line, lineNumber, isLastLine, nextLineStart) else { break }
    }
    return lineNumber
  }
}
