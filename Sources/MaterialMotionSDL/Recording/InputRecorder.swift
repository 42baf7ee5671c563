#if canImport(Glibc)
  import Glibc
#endif

/// Appends input events to a recording file as they happen (`--record-input FILE`).
///
/// Every line is flushed as soon as it is written, so a crash or a kill loses nothing already
/// received: the file is always a valid recording up to its last complete line.
public final class InputRecorder {
  private var file: UnsafeMutablePointer<FILE>?
  /// The path being written.
  public let path: String
  /// The number of events written so far.
  public private(set) var eventCount = 0

  /// Creates (or truncates) `path` and writes the header line.
  ///
  /// - Throws: ``SDLError`` naming the path and the reason when it cannot be created.
  public init(path: String, header: RecordingHeader) throws {
    self.path = path
    guard let file = fopen(path, "w") else {
      throw SDLError(
        "--record-input \(path): cannot create the file (\(String(cString: strerror(errno))))")
    }
    self.file = file
    try write(InputRecording.encode(header))
  }

  /// Appends `event` and flushes it to the file.
  public func append(_ event: RecordedEvent) throws {
    try write(InputRecording.encode(event))
    eventCount += 1
  }

  private func write(_ line: String) throws {
    guard let file else { return }
    let text = line + "\n"
    let ok = fputs(text, file) >= 0 && fflush(file) == 0
    if !ok {
      throw SDLError("--record-input \(path): cannot write (\(String(cString: strerror(errno))))")
    }
  }

  /// Closes the file. Further appends do nothing.
  public func close() {
    if let file { fclose(file) }
    file = nil
  }

  deinit { close() }
}
