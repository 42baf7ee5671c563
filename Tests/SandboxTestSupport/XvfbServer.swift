import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private X server for tests that need a display: started on a free display number, stopped
/// when released. Needs Xvfb and xdotool (`make test` installs both).
public final class XvfbServer {
  /// The display, as `DISPLAY` names it (":91").
  public let display: String
  private let process: Subprocess

  /// Held while a display number's files are looked at and changed in this process: starting a
  /// server, removing what stopped servers left (here and in ``XorgGestureServer``). Without it a
  /// suite ending (its server killed, its lock seen to name it) and another starting (the stale
  /// lock removed, a new server on the same number) could interleave, and the first then removed
  /// the new server's socket: its app could not open the display.
  static let displayFiles = NSLock()

  /// Runs `body` holding ``displayFiles``.
  static func withDisplayFiles<T>(_ body: () throws -> T) rethrows -> T {
    displayFiles.lock()
    defer { displayFiles.unlock() }
    return try body()
  }

  /// Starts Xvfb (1024×768, 24-bit) on the first free display number it can own.
  public init() throws {
    guard let xvfb = AppHarness.which("Xvfb") else {
      throw HarnessError(
        "Xvfb is not installed: run `make test` (it installs xvfb) or apt-get install xvfb")
    }
    try XDisplayTools.requireXdotool()
    // Another X server (another test run, a benchmark) may take the same number at the same
    // moment; Xvfb then exits at once, so a start only counts if our own process stays up.
    // Suites run in parallel in one process: a random start makes a clash rare.
    Self.displayFiles.lock()
    defer { Self.displayFiles.unlock() }
    Self.removeStaleDisplays()
    var number = 91 + Int.random(in: 0..<50)
    for _ in 0..<20 {
      while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
      {
        number += 1
      }
      let server = try Subprocess(
        xvfb, [":\(number)", "-screen", "0", "1024x768x24", "-nolisten", "tcp"], environment: [:])
      let deadline = Date().addingTimeInterval(20)
      while server.isRunning && !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        && Date() < deadline
      {
        usleep(50_000)
      }
      usleep(200_000)
      // Two servers started on one number at once both see the socket until the loser exits,
      // which can take longer than our wait under load: only the lock names the owner.
      if server.isRunning && FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
        && Self.lockOwner(number) == server.pid
      {
        display = ":\(number)"
        process = server
        return
      }
      if server.isRunning {
        // Not ours after all: SIGKILL, so it cannot remove the owner's socket and lock.
        kill(server.pid, SIGKILL)
        server.wait(timeout: 5)
      }
      number += 1
    }
    throw HarnessError("could not start Xvfb on any display from :\(number - 20) to :\(number)")
  }

  /// The process id written in display `number`'s lock file, if it can be read.
  static func lockOwner(_ number: Int) -> pid_t? {
    guard let text = try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8) else {
      return nil
    }
    return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Runs xdotool with `arguments` on this display and returns its output.
  @discardableResult
  public func xdotool(_ arguments: [String]) throws -> String {
    try XDisplayTools(display: display).xdotool(arguments)
  }

  /// Starts `binary` (`motion-sandbox` unless given) in a window on this display; returns the
  /// process and its window id once the window is there.
  public func launch(_ arguments: [String], binary: String = AppHarness.binary) throws -> (
    Subprocess, String
  ) {
    let app = try Subprocess(binary, arguments, environment: ["DISPLAY": display])
    let window = try XDisplayTools(display: display).waitForWindow(
      of: app, binary: binary, onlyVisible: false)
    usleep(300_000)
    return (app, window)
  }

  deinit {
    // Xvfb may ignore SIGTERM when started from a test runner; SIGKILL always ends it, and then
    // it leaves its socket and lock, which are removed here when the lock still names it (left,
    // they piled up by the hundred and pushed every run's servers to the same high numbers).
    Self.displayFiles.lock()
    defer { Self.displayFiles.unlock() }
    if process.isRunning {
      kill(process.pid, SIGKILL)
      process.wait(timeout: 5)
    }
    if let number = Int(display.dropFirst()), Self.lockOwner(number) == process.pid {
      try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
      try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    }
  }

  /// Removes what X servers that are gone left in /tmp: a lock naming a process that no longer
  /// runs, and a socket without a lock (a server writes its lock before its socket). What a
  /// running server owns is left alone.
  static func removeStaleDisplays() {
    let sockets = (try? FileManager.default.contentsOfDirectory(atPath: "/tmp/.X11-unix")) ?? []
    let locks = ((try? FileManager.default.contentsOfDirectory(atPath: "/tmp")) ?? [])
      .filter { $0.hasPrefix(".X") && $0.hasSuffix("-lock") }
    for lock in locks {
      guard let number = Int(lock.dropFirst(2).dropLast(5)), let owner = lockOwner(number),
        kill(owner, 0) != 0 && errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(atPath: "/tmp/" + lock)
    }
    for socket in sockets {
      guard let number = Int(socket.dropFirst()), socket.hasPrefix("X"),
        !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
      else { continue }
      try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/" + socket)
    }
  }
}
