import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What a finished child process left behind.
struct Finished {
  let status: Int32
  /// Standard output and standard error, interleaved.
  let output: String
  /// Wall-clock seconds from launch to exit.
  let seconds: Double
  /// Whether the watchdog killed it.
  let timedOut: Bool

  /// The last line of `output` that contains `marker`.
  func lastLine(containing marker: String) -> String? {
    output.split(separator: "\n").last { $0.contains(marker) }.map(String.init)
  }
}

/// The environment children run in: ours, without SDL overrides that would change which driver,
/// renderer or vsync they get, and with `DISPLAY` set as given (or removed).
func childEnvironment(display: String?) -> [String: String] {
  var environment = ProcessInfo.processInfo.environment
  for key in ["SDL_VIDEODRIVER", "SDL_RENDER_DRIVER", "SDL_RENDER_VSYNC", "WAYLAND_DISPLAY"] {
    environment[key] = nil
  }
  environment["DISPLAY"] = display
  return environment
}

/// Runs `path` with `arguments` to completion, killing it after `timeout` seconds.
func runProcess(
  _ path: String, _ arguments: [String], environment: [String: String], timeout: Double
) throws -> Finished {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  process.environment = environment
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  process.standardInput = FileHandle.nullDevice
  let start = monotonicSeconds()
  try process.run()
  let pid = process.processIdentifier
  let killed = KilledFlag()
  let watchdog = DispatchWorkItem {
    killed.set()
    kill(pid, SIGKILL)
  }
  DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  let seconds = monotonicSeconds() - start
  watchdog.cancel()
  return Finished(
    status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
    seconds: seconds, timedOut: killed.isSet)
}

/// Set by the watchdog when it kills a child.
final class KilledFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() { lock.withLock { value = true } }
  var isSet: Bool { lock.withLock { value } }
}

func monotonicSeconds() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The full path of `name` on `PATH`, or nil.
func findExecutable(_ name: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for directory in path.split(separator: ":") {
    let candidate = "\(directory)/\(name)"
    if access(candidate, X_OK) == 0 { return candidate }
  }
  return nil
}

/// The pid of our Xvfb, for the signal handlers (0: none).
nonisolated(unsafe) var xServerPID: pid_t = 0

/// An Xvfb server of our own, on a display nobody else uses, killed with SIGKILL when stopped
/// (Xvfb may ignore SIGTERM), also when app-bench is interrupted.
final class XServer {
  let display: String
  private let process: Process

  private init(display: String, process: Process) {
    self.display = display
    self.process = process
  }

  /// Starts `Xvfb :N -screen 0 1024x768x24` on the first free N from 90 on and waits until it
  /// accepts connections (it writes N to the pipe given with `-displayfd` when it does).
  static func start(xvfb: String) throws -> XServer {
    installSignalHandlers()
    for number in 90..<160 {
      if FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
      {
        continue
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: xvfb)
      process.arguments = [
        ":\(number)", "-displayfd", "1", "-screen", "0", "1024x768x24", "-nolisten", "tcp",
      ]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      xServerPID = process.processIdentifier
      if waitForLine(pipe.fileHandleForReading.fileDescriptor, timeout: 15) {
        return XServer(display: ":\(number)", process: process)
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      xServerPID = 0
    }
    throw AppBenchError("could not start Xvfb on any display from :90 to :159")
  }

  func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    xServerPID = 0
  }
}

/// Waits up to `timeout` seconds for a newline on `fd`; false on EOF or timeout.
private func waitForLine(_ fd: Int32, timeout: Double) -> Bool {
  let deadline = monotonicSeconds() + timeout
  var byte: UInt8 = 0
  while true {
    let remaining = deadline - monotonicSeconds()
    if remaining <= 0 { return false }
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    let ready = poll(&descriptor, 1, Int32(remaining * 1000))
    if ready < 0 && errno == EINTR { continue }
    if ready <= 0 { return false }
    if read(fd, &byte, 1) != 1 { return false }
    if byte == UInt8(ascii: "\n") { return true }
  }
}

private func installSignalHandlers() {
  for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
    signal(signalNumber) { received in
      if xServerPID > 0 { kill(xServerPID, SIGKILL) }
      _exit(128 + received)
    }
  }
}

struct AppBenchError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
