#if canImport(Glibc)
  import Glibc
#endif

/// Writes input events to a new recording file as they happen (`--record-input FILE`).
///
/// The file must not exist yet: a recording is never overwritten, and never appended to (a
/// second session's header and times after the first's would make the file unreadable). Every
/// line goes to the file in one `write` as soon as it is made, so a crash or a kill loses
/// nothing already received, and the file is always a valid recording up to its last complete
/// line. When a line cannot be written whole (a full disk), what was written of it is cut off
/// again, so the file ends on a complete line, and the error says so in one line. (Should the
/// process die in the middle of a write, a replay skips the torn last line.)
public final class InputRecorder {
  private var fd: Int32 = -1
  private var length: off_t = 0
  /// The header line's length, newline included.
  private var headerLength: off_t = 0
  /// The header written.
  public private(set) var header: RecordingHeader
  /// Each event's time and where its line ends, for ``discardEvents(after:)``.
  private var ends: [(time: Double, end: off_t)] = []
  /// The path being written.
  public let path: String
  /// The number of events written so far.
  public private(set) var eventCount = 0

  /// Creates `path`, which must not exist (not even as a dangling symbolic link), and writes the
  /// header line.
  ///
  /// - Throws: ``PlatformError`` naming the path and the reason when it exists or cannot be created.
  public init(path: String, header: RecordingHeader) throws {
    self.path = path
    self.header = header
    fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      let reason = errno
      if reason == EEXIST {
        throw PlatformError(
          "--record-input \(path): the file exists; record to a new file (a recording is never overwritten or appended to)"
        )
      }
      throw PlatformError(
        "--record-input \(path): cannot create the file (\(String(cString: strerror(reason))))")
    }
    try write(Recording.line(for: header))
    headerLength = length
  }

  /// Writes `event` to the file, unless a recording does not hold its kind (key repeats,
  /// window focus and close); events before the start are written at time 0. The first event of
  /// a kind (or a field) newer than the header's version rewrites the header with that version
  /// (a takeover makes a file version 4, a touchpad swipe or hold version 5, a finger's pressure
  /// version 7), so builds that cannot read it refuse the file instead of misreading it.
  public func append(_ event: TimedInput) throws {
    var event = event
    event.time = max(0, event.time)
    guard let (line, version) = RecordingKind.written(event.input, at: event.time) else { return }
    if version > header.version {
      // The first event of a later version's kind (or field): the header says that version
      // from now on.
      var newer = header
      newer.version = version
      try rewriteHeader(newer)
    }
    try write(line)
    eventCount += 1
    ends.append((event.time, length))
  }

  /// Cuts off every event recorded after the time `time`: the file ends with the last line at or
  /// before it (the header when there is none), as if the later events had never come. A run
  /// taken over from an earlier frame replaces what followed it this way.
  ///
  /// - Throws: ``PlatformError`` when the file cannot be cut.
  public func discardEvents(after time: Double) throws {
    guard fd >= 0 else { return }
    let kept = ends.lastIndex { $0.time <= time }.map { $0 + 1 } ?? 0
    let end = kept > 0 ? ends[kept - 1].end : headerLength
    guard end < length else { return }
    guard ftruncate(fd, end) == 0, lseek(fd, end, SEEK_SET) == end else {
      throw PlatformError(
        "--record-input \(path): cannot cut off the replaced events (\(String(cString: strerror(errno))))"
      )
    }
    length = end
    ends.removeSubrange(kept...)
    eventCount = kept
  }

  /// Writes `header` over the header line, which must come out the same length (a new version
  /// number of as many digits): a recording that comes to hold a kind of a later version says
  /// that version.
  ///
  /// - Throws: ``PlatformError`` when the line's length would change or it cannot be written.
  public func rewriteHeader(_ header: RecordingHeader) throws {
    guard fd >= 0 else { return }
    var bytes = Array(Recording.line(for: header).utf8)
    bytes.append(UInt8(ascii: "\n"))
    guard off_t(bytes.count) == headerLength else {
      throw PlatformError("--record-input \(path): the header line cannot change its length")
    }
    let written = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress!, $0.count, 0) }
    guard written == bytes.count else {
      throw PlatformError(
        "--record-input \(path): cannot rewrite the header (\(String(cString: strerror(errno))))")
    }
    self.header = header
  }

  private func write(_ line: String) throws {
    guard fd >= 0 else { return }
    var bytes = Array(line.utf8)
    bytes.append(UInt8(ascii: "\n"))
    var written = 0
    var failure: Int32 = 0
    while written < bytes.count {
      let n = bytes.withUnsafeBytes { raw in
        Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
      }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        failure = n < 0 ? errno : ENOSPC
        break
      }
      written += n
    }
    guard failure == 0 else {
      // Leave no partial line behind: the file keeps every complete line before this one.
      _ = ftruncate(fd, length)
      _ = lseek(fd, length, SEEK_SET)
      throw PlatformError(
        "--record-input \(path): cannot write (\(String(cString: strerror(failure)))); the \(eventCount) events recorded before are complete in it"
      )
    }
    length += off_t(written)
  }

  /// Closes the file. Further appends do nothing.
  public func close() {
    if fd >= 0 { Glibc.close(fd) }
    fd = -1
  }

  deinit { close() }
}
