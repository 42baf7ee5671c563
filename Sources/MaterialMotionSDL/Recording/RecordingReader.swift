import Dispatch

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
///
/// The lines after the header of a large recording are read in parts at once, one on each core
/// (``RecordingChunk``), and put together as one pass over them would have: the same events, and
/// the same first problem with the same line number.
struct RecordingReader {
  /// What messages call the recording (its path).
  let name: String
  /// The most parts the lines after the header are read in at once (1: one pass).
  var parts = RecordingReader.cores

  /// At least this many bytes of lines make a part of their own.
  var bytesPerPart = 1 << 20

  /// The cores this process may run on, at most 4.
  static let cores = max(1, min(4, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

  init(name: String) {
    self.name = name
  }

  func read(_ text: String) throws -> Recording {
    var text = text
    return try text.withUTF8 { try read(bytes: $0) }
  }

  private func read(bytes: UnsafeBufferPointer<UInt8>) throws -> Recording {
    // The header first: it says how the lines after it read.
    let first = RecordingChunk(bytes: bytes, start: 0, end: bytes.count, endsFile: true)
    let (header, after, headerLines) = try first.header(name: name)
    guard let header else {
      throw PlatformError(
        "\(name): empty recording; the first line must be the \(Recording.formatName) header")
    }
    let rest = bytes.count - (after ?? bytes.count)
    let chunks = RecordingChunk.split(
      bytes, from: after, into: min(parts, max(1, rest / bytesPerPart)))
    var results = [RecordingChunk.Result?](repeating: nil, count: chunks.count)
    let version = header.version
    if chunks.count <= 1 {
      for index in chunks.indices { results[index] = chunks[index].read(version: version) }
    } else {
      results.withUnsafeMutableBufferPointer { slots in
        let shared = SharedSlots(chunks: chunks, slots: slots)
        DispatchQueue.concurrentPerform(iterations: chunks.count) { index in
          shared.slots[index] = shared.chunks[index].read(version: version)
        }
      }
    }
    return try merge(results.map { $0! }, header: header, firstLine: headerLines)
  }

  /// The parts' events in order, or the first problem of them all: a part's own, or its first
  /// event's time before the events of the parts before it.
  private func merge(_ results: [RecordingChunk.Result], header: RecordingHeader, firstLine: Int)
    throws -> Recording
  {
    var events: [TimedInput] = []
    events.reserveCapacity(results.reduce(0) { $0 + $1.events.count })
    var linesBefore = firstLine
    for result in results {
      var problem = result.problem
      if let first = result.events.first, let last = events.last, first.time < last.time,
        problem.map({ $0.line > result.firstEventLine }) ?? true
      {
        problem = (
          result.firstEventLine,
          "t \(first.time) is before the previous event's \(last.time); times must not decrease"
        )
      }
      if let (line, message) = problem {
        throw PlatformError("\(name) line \(linesBefore + line): \(message)")
      }
      events += result.events
      if let torn = result.skippedTornLine {
        return Recording(header: header, events: events, skippedTornLine: linesBefore + torn)
      }
      linesBefore += result.lines
    }
    return Recording(header: header, events: events)
  }
}

/// The parts a recording is read in and where their results go, shared with the threads that
/// read them: each thread writes its own slot only, and the slots are read once they are all
/// done (hence `@unchecked Sendable`).
private struct SharedSlots: @unchecked Sendable {
  let chunks: [RecordingChunk]
  let slots: UnsafeMutableBufferPointer<RecordingChunk.Result?>
}
