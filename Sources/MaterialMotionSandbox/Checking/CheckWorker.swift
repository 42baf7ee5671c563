import FoundationEssentials
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// One worker process of a parallel `check` (``CheckJobs``): this program started as
/// `check --worker` on its share of the recordings, its standard output read as it comes.
@MainActor
final class CheckWorker {
  /// The outcomes read and not yet handed on, in the worker's order.
  var outcomes: [ReplayOutcome] = []
  private let pid: pid_t
  private var output: Int32
  private var pending: [UInt8] = []
  private var status: Int32?
  private var startFailure: String?

  /// Whether its output may still bring outcomes.
  var isOpen: Bool { output >= 0 }

  /// Why it reported no more (for a replay left without an outcome).
  var failure: String {
    if let startFailure { return "cannot start a worker (\(startFailure))" }
    return "its worker ended (status \(status.map(String.init) ?? "unknown")) before checking it"
  }

  /// Starts the worker on `recordings` with the check's `arguments`.
  init(recordings: [String], arguments: [String]) {
    var pipe: [Int32] = [0, 0]
    var executable = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &executable, executable.count - 1)
    let argv =
      [ProgramName.current, "check", "--worker", "--jobs", "1"] + arguments
      + recordings.flatMap { ["--replay", $0] }
    guard length > 0, Glibc.pipe(&pipe) == 0 else {
      pid = -1
      output = -1
      startFailure = String(cString: strerror(errno))
      return
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    let cArguments = argv.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, executable, &actions, nil, cArguments, environ)
    close(pipe[1])
    if result != 0 {
      close(pipe[0])
      pid = -1
      output = -1
      startFailure = String(cString: strerror(result))
    } else {
      pid = child
      output = pipe[0]
    }
  }

  /// Sends `signal` to the worker.
  func signal(_ signal: Int32) {
    if pid > 0 { kill(pid, signal) }
  }

  /// Waits for the worker to end.
  func wait() {
    guard pid > 0, status == nil else { return }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
    status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
  }

  /// Reads what the open `workers` wrote, waiting up to `timeoutMilliseconds` for any.
  static func read(_ workers: [CheckWorker], timeoutMilliseconds: Int32) {
    let open = workers.filter(\.isOpen)
    var fds = open.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
    guard poll(&fds, nfds_t(fds.count), timeoutMilliseconds) > 0 else { return }
    for (worker, fd) in zip(open, fds) where fd.revents != 0 { worker.readAvailable() }
  }

  private func readAvailable() {
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let n = Glibc.read(output, &buffer, buffer.count)
    if n < 0 && errno == EINTR { return }
    guard n > 0 else {
      close(output)
      output = -1
      return
    }
    pending += buffer[0..<n]
    while let newline = pending.firstIndex(of: 10) {
      let line = String(decoding: pending[..<newline], as: UTF8.self)
      pending.removeSubrange(...newline)
      if let outcome = ReplayOutcome.parse(Substring(line)) { outcomes.append(outcome) }
    }
  }
}
