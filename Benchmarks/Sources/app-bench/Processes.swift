import BenchSupport
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
  /// Its peak resident set size in bytes (`ru_maxrss` from `wait4`).
  var peakResidentBytes = 0

  /// The last line of `output` that contains `marker`.
  func lastLine(containing marker: String) -> String? {
    output.split(separator: "\n").last { $0.contains(marker) }.map(String.init)
  }
}

/// The environment children run in: ours, without SDL overrides that would change which driver,
/// renderer or vsync they get, and with `DISPLAY` set as given (or removed).
func childEnvironment(display: String?) -> [String: String] {
  var environment = ProcessInfo.processInfo.environment
  for key in [
    "SDL_VIDEODRIVER", "SDL_RENDER_DRIVER", "SDL_RENDER_VSYNC", "WAYLAND_DISPLAY",
  ] {
    environment[key] = nil
  }
  environment["DISPLAY"] = display
  return environment
}

/// Runs `path` with `arguments` to completion, killing it after `timeout` seconds.
///
/// The child is started with `posix_spawn` and reaped with `waitpid`, and `seconds` is the time
/// between the two: the child's own wall time plus a fraction of a millisecond. (Foundation's
/// `Process` added about 45 ms of its own to every run on this machine, 51 ms for `/bin/true`,
/// which made a whole-process figure such as (h) meaningless.)
func runProcess(
  _ path: String, _ arguments: [String], environment: [String: String], timeout: Double
) throws -> Finished {
  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { throw SpawnError(path: path, errno: errno) }
  let (readEnd, writeEnd) = (fds[0], fds[1])
  let start = monotonicSeconds()
  let pid: pid_t
  do {
    pid = try spawn(path, arguments, environment: environment, output: writeEnd, closing: readEnd)
  } catch {
    close(writeEnd)
    close(readEnd)
    throw error
  }
  close(writeEnd)
  Cleanup.shared.setChild(pid)
  let killed = KilledFlag()
  let child = pid
  let watchdog = DispatchWorkItem {
    killed.set()
    kill(child, SIGKILL)
  }
  DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
  var output: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let count = read(readEnd, &buffer, buffer.count)
    if count > 0 {
      output += buffer[0..<count]
    } else if count == 0 || errno != EINTR {
      break
    }
  }
  close(readEnd)
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
  let seconds = monotonicSeconds() - start
  watchdog.cancel()
  Cleanup.shared.setChild(0)
  // Exit status, or 128 + the signal that ended it.
  let code = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
  return Finished(
    status: code, output: String(decoding: output, as: UTF8.self), seconds: seconds,
    timedOut: killed.isSet, peakResidentBytes: usage.ru_maxrss * 1024)
}

/// Starts `path` with stdin from /dev/null and stdout and stderr to `output` (closing
/// `closing` in the child), with default signal handling and nothing blocked, whatever ours are.
func spawn(
  _ path: String, _ arguments: [String], environment: [String: String], output: Int32,
  closing: Int32? = nil
) throws -> pid_t {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_adddup2(&actions, output, 1)
  posix_spawn_file_actions_adddup2(&actions, output, 2)
  if let closing { posix_spawn_file_actions_addclose(&actions, closing) }
  posix_spawn_file_actions_addclose(&actions, output)
  var attributes = posix_spawnattr_t()
  posix_spawnattr_init(&attributes)
  defer { posix_spawnattr_destroy(&attributes) }
  var all = sigset_t()
  sigfillset(&all)
  var none = sigset_t()
  sigemptyset(&none)
  posix_spawnattr_setsigdefault(&attributes, &all)
  posix_spawnattr_setsigmask(&attributes, &none)
  posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for pointer in argv { free(pointer) }
    for pointer in envp { free(pointer) }
  }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
  guard spawned == 0 else { throw SpawnError(path: path, errno: spawned) }
  return pid
}

/// The CPU time (user + system, seconds) process `pid` has used so far, from /proc, or nil.
func cpuSeconds(_ pid: pid_t) -> Double? {
  guard let line = firstLine(of: "/proc/\(pid)/stat"),
    let afterName = line.lastIndex(of: ")")
  else { return nil }
  // Fields after "(name)": state is field 3, utime 14 and stime 15.
  let fields = line[line.index(after: afterName)...].split(separator: " ")
  guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
    return nil
  }
  return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// A child that could not be started.
struct SpawnError: Error, CustomStringConvertible {
  let path: String
  let errno: Int32
  var description: String { "cannot start \(path): \(String(cString: strerror(errno)))" }
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

/// What app-bench has to undo if it is interrupted (Ctrl-C, SIGTERM, SIGHUP): the running child,
/// our Xvfb and the files it leaves when killed, and the scratch directory.
final class Cleanup: @unchecked Sendable {
  static let shared = Cleanup()

  private let lock = NSLock()
  private var child: pid_t = 0
  private var xServer: XServer?
  private var scratch: String?
  private var sources: [any DispatchSourceSignal] = []

  /// Handles SIGINT, SIGTERM and SIGHUP on a background queue: undoes everything, then exits
  /// with 128 + the signal's number.
  func installSignalHandlers() {
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        Cleanup.shared.undoAll()
        exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }

  func setChild(_ pid: pid_t) { lock.withLock { child = pid } }
  func setXServer(_ server: XServer?) { lock.withLock { xServer = server } }
  func setScratch(_ path: String?) { lock.withLock { scratch = path } }

  /// Kills the child and our Xvfb and removes the scratch directory.
  func undoAll() {
    let (child, server, scratch) = lock.withLock { (self.child, self.xServer, self.scratch) }
    if child > 0 { kill(child, SIGKILL) }
    server?.stop()
    if let scratch { try? FileManager.default.removeItem(atPath: scratch) }
  }
}

/// An Xvfb server of our own, on a display nobody else uses, killed with SIGKILL when stopped
/// (Xvfb may ignore SIGTERM), also when app-bench is interrupted. A killed server leaves its
/// socket (and lock file, when it made one) behind, so ``stop()`` removes them.
final class XServer: @unchecked Sendable {
  let display: String
  private let number: Int
  private let process: Process
  private let pid: pid_t
  private let lock = NSLock()
  private var stopped = false

  private init(number: Int, process: Process) {
    self.display = ":\(number)"
    self.number = number
    self.process = process
    self.pid = process.processIdentifier
  }

  /// Starts `Xvfb :N -screen 0 1024x768x24` on the first N from 90 on that no running server
  /// uses (no lock file naming a running process, no socket accepting connections), and waits
  /// until it accepts connections (it writes N to the pipe given with `-displayfd` when it does).
  /// When N turns out to be taken all the same, Xvfb exits and the next N is tried.
  static func start(xvfb: String) throws -> XServer {
    for number in 90..<400 {
      if lockIsHeld("/tmp/.X\(number)-lock") || socketIsLive("/tmp/.X11-unix/X\(number)") {
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
      let server = XServer(number: number, process: process)
      Cleanup.shared.setXServer(server)
      if waitForLine(pipe.fileHandleForReading.fileDescriptor, timeout: 15) {
        return server
      }
      // It did not come up (display taken after all): it made no files of ours.
      kill(server.pid, SIGKILL)
      process.waitUntilExit()
      Cleanup.shared.setXServer(nil)
    }
    throw AppBenchError("could not start Xvfb on any display from :90 to :399")
  }

  /// Kills the server and removes its socket and lock file. Safe to call more than once and
  /// from any thread.
  func stop() {
    let first = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard first else { return }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    unlink("/tmp/.X11-unix/X\(number)")
    let lockPath = "/tmp/.X\(number)-lock"
    if lockOwner(lockPath) == pid { unlink(lockPath) }
    Cleanup.shared.setXServer(nil)
  }
}

/// The pid written in an X lock file, or nil.
private func lockOwner(_ path: String) -> pid_t? {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
  return pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
}

/// Whether the X lock file at `path` exists and names a running process.
private func lockIsHeld(_ path: String) -> Bool {
  guard FileManager.default.fileExists(atPath: path) else { return false }
  guard let pid = lockOwner(path), pid > 0 else { return true }
  return kill(pid, 0) == 0 || errno == EPERM
}

/// Whether a server accepts connections on the Unix socket at `path`.
private func socketIsLive(_ path: String) -> Bool {
  guard FileManager.default.fileExists(atPath: path) else { return false }
  let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { return true }
  defer { close(fd) }
  var address = sockaddr_un()
  address.sun_family = sa_family_t(AF_UNIX)
  let bytes = Array(path.utf8)
  withUnsafeMutableBytes(of: &address.sun_path) { raw in
    for (i, byte) in bytes.prefix(raw.count - 1).enumerated() { raw[i] = byte }
  }
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
    }
  }
  return connected == 0
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

struct AppBenchError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
