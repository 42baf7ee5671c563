import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn`, its output going to files, waited for with
/// `waitpid` (Foundation's `Process.waitUntilExit` can hang on Linux when the child has already
/// exited). It starts with no display and no SDL settings unless `environment` gives them, no
/// signal blocked and default signal handlers, as from a shell; it is killed when released.
public final class Subprocess {
  /// The child's process id.
  public let pid: pid_t
  /// The file its standard output goes to.
  public let stdoutPath: String
  /// The file its standard error goes to.
  public let stderrPath: String
  /// Its exit status once it has exited (128 + the signal's number when a signal ended it).
  public private(set) var status: Int32?
  /// Whether a signal ended it (its default action: no handler of its own took the signal).
  public private(set) var endedBySignal = false
  /// The highest peak resident size seen while it ran, in bytes (`VmHWM` of `/proc/PID/status`,
  /// read at every poll of ``isRunning``; nil when it exited before the first). Not `wait4`'s
  /// `ru_maxrss`: a child started with `posix_spawn` (a `vfork`-like clone sharing this
  /// process's memory until `exec`) inherits this process's high-water mark, so the test
  /// runner's own peak would be reported. A peak in the child's last poll interval is missed.
  public private(set) var peakResidentBytes: Int?

  /// Starts `executable` with `arguments`; `environment` is added to this process's own, from
  /// which `DISPLAY`, `WAYLAND_DISPLAY` and every `SDL_` variable are removed first. It runs in
  /// a new folder of its own, so what it writes into its current folder (a headless run's final
  /// frame) never lands in the checkout.
  public init(_ executable: String, _ arguments: [String], environment: [String: String]) throws {
    let dir = AppHarness.temporaryDirectory("proc")
    stdoutPath = dir + "/stdout"
    stderrPath = dir + "/stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    _ = Self.addChdirFunction?(&actions, dir)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var env = ProcessInfo.processInfo.environment
    // Children start from a clean slate: no display unless given, no SDL overrides.
    for key in env.keys where key == "DISPLAY" || key == "WAYLAND_DISPLAY" || key.hasPrefix("SDL_")
    {
      env[key] = nil
    }
    for (k, v) in environment { env[k] = v }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for p in argv { free(p) }
      for p in envp { free(p) }
    }
    // The test runner's worker threads block some signals (SIGTERM among them) and children
    // inherit the mask: start every child with none blocked and default handlers, as from a
    // shell, so servers stop on SIGTERM and the sandbox's own signal handling is what is tested.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw HarnessError("cannot start \(executable): \(String(cString: strerror(result)))")
    }
    pid = child
  }

  /// Whether the child is still running (reaps it when it has exited).
  public var isRunning: Bool {
    if status != nil { return false }
    if let highWater = Self.highWaterBytes(of: pid) {
      peakResidentBytes = max(peakResidentBytes ?? 0, highWater)
    }
    var raw: Int32 = 0
    let r = waitpid(pid, &raw, WNOHANG)
    if r == pid {
      status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
      endedBySignal = (raw & 0x7f) != 0
      return false
    }
    return r == 0
  }

  /// The `VmHWM` line of `/proc/PID/status` in bytes; nil once the process has no memory of its
  /// own (exited) or the file cannot be read.
  static func highWaterBytes(of pid: pid_t) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kib = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first
        .flatMap({ Int($0) })
    else { return nil }
    return kib * 1024
  }

  /// Waits up to `timeout` seconds; kills the child after that. Returns the exit status.
  @discardableResult
  public func wait(timeout: Double) -> Int32 {
    let deadline = Date().addingTimeInterval(timeout)
    while isRunning && Date() < deadline { usleep(5_000) }
    if isRunning {
      kill(pid, SIGKILL)
      while isRunning { usleep(10_000) }
    }
    return status ?? -1
  }

  /// What it has written to standard output so far.
  public var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
  /// What it has written to standard error so far.
  public var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

  /// The paths of the screenshots it has reported so far (`screenshot: PATH` lines, F12).
  public var screenshots: [String] { AppHarness.paths(after: "screenshot: ", in: stdout) }

  deinit {
    if isRunning {
      kill(pid, SIGKILL)
      _ = wait(timeout: 5)
    }
  }

  /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later; Swift's Glibc module does
  /// not declare it).
  private typealias AddChdir =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
  private static let addChdirFunction: AddChdir? = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np"
  ).map { unsafeBitCast($0, to: AddChdir.self) }
}
