import MaterialMotionSDL
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The sandbox's per-run output kept out of a test's: every replay prints its final frame's path
/// and a frame-time line, a torn recording a note, which thousands of replays in one process
/// would bury the test results under.
enum QuietOutput {
  /// The test's standard error: fd 2, or while ``run(hidingRunsIn:_:)`` filters fd 2, the
  /// original it saved.
  private static let stderr = Mutex<Int32>(2)

  /// One line on the test's standard error, written at once and never filtered (the watchdog's
  /// last words before it aborts).
  static func say(_ line: String) {
    let text = line + "\n"
    let fd = stderr.withLock { $0 }
    _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
  }

  /// Runs `body` with the sandbox's per-run output filtered out, for runs whose outputs go to
  /// `directory`. Standard output and error go through pipes whose lines are passed on unless
  /// they are those, so anything else (other tests' results) still shows.
  static func run(hidingRunsIn directory: String, _ body: () throws -> Void) throws {
    let isSandboxChatter: @Sendable (String) -> Bool = { line in
      line.hasPrefix("final frame: \(directory)/") || line.hasPrefix("screenshot: \(directory)/")
        || line.hasPrefix("motion-sandbox: note: \(directory)/")
        || (line.hasPrefix("motion-sandbox: ") && line.contains(" frames (dummy/software), "))
    }
    var filters: [(fd: Int32, saved: Int32, thread: JoinableThread)] = []
    fflush(nil)
    for fd in [Int32(1), 2] {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw PlatformError("pipe failed") }
      let saved = dup(fd)
      dup2(ends[1], fd)
      close(ends[1])
      if fd == 2 { stderr.withLock { $0 = saved } }
      let readEnd = ends[0]
      let thread = JoinableThread {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        func pass(_ line: ArraySlice<UInt8>) {
          if isSandboxChatter(String(decoding: line, as: UTF8.self)) { return }
          _ = line.withUnsafeBytes { Glibc.write(saved, $0.baseAddress, $0.count) }
        }
        while true {
          let n = Glibc.read(readEnd, &buffer, buffer.count)
          if n < 0 && errno == EINTR { continue }
          if n <= 0 { break }
          pending += buffer[0..<n]
          while let newline = pending.firstIndex(of: 0x0A) {
            pass(pending[...newline])
            pending.removeFirst(newline + 1)
          }
        }
        if !pending.isEmpty { pass(pending[...]) }
        close(readEnd)
      }
      thread.start()
      filters.append((fd, saved, thread))
    }
    defer {
      fflush(nil)
      for filter in filters {
        // Closing the pipe's last write end ends the filter thread.
        dup2(filter.saved, filter.fd)
        filter.thread.join()
        if filter.fd == 2 { stderr.withLock { $0 = 2 } }
        close(filter.saved)
      }
      // The sandbox's run installed its interrupt handlers; the test process gets its own back.
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
    }
    try body()
  }
}
