#if canImport(Glibc)
  import Glibc
#endif

/// An ffmpeg child process that reads from a pipe: started in its own process group (so a Ctrl-C
/// in the terminal reaches only the sandbox, which finishes the video itself) with standard error
/// going to a log file, then waited for, or stopped.
///
/// ``stop()`` and ``exitStatus(waiting:)`` are called from one thread at a time (the one that
/// finishes the video); the pipe's write end is used by the writer queue until it is closed.
final class FFmpegProcess: @unchecked Sendable {
  /// The write end of ffmpeg's standard input.
  let input: Int32
  private let pid: pid_t
  private let lock = Mutex()
  private var reaped = false

  /// Starts `arguments` (the first is the executable's path), standard output discarded and
  /// standard error written to `logPath`.
  ///
  /// - Throws: ``PlatformError`` when the pipe or the process cannot be made.
  init(_ arguments: [String], logPath: String) throws {
    var pipeFDs: [Int32] = [0, 0]
    guard pipe(&pipeFDs) == 0 else {
      throw PlatformError("--video: cannot create a pipe to ffmpeg")
    }
    // No child of the sandbox may hold the write end open, or ffmpeg would never see its input
    // end: close-on-exec.
    _ = fcntl(pipeFDs[1], F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeFDs[0], 0)
    if pipeFDs[0] != 0 { posix_spawn_file_actions_addclose(&actions, pipeFDs[0]) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)
    var cArgs = arguments.map { strdup($0) }
    cArgs.append(nil)
    defer { for a in cArgs { free(a) } }
    var child: pid_t = 0
    let status = posix_spawn(&child, arguments[0], &actions, &attributes, &cArgs, environ)
    close(pipeFDs[0])
    guard status == 0 else {
      close(pipeFDs[1])
      throw PlatformError("--video: cannot start ffmpeg (\(String(cString: strerror(status))))")
    }
    pid = child
    input = pipeFDs[1]
    signal(SIGPIPE, SIG_IGN)
  }

  /// Kills ffmpeg (SIGKILL) unless it was already waited for; a write to its input then fails at
  /// once instead of blocking.
  func stop() {
    lock.withLock { if !reaped { kill(pid, SIGKILL) } }
  }

  /// ffmpeg's wait status (as `waitpid` gives it) once it has exited; nil while it runs and
  /// `waiting` is false.
  func exitStatus(waiting: Bool) -> Int32? {
    var status: Int32 = 0
    while true {
      let r = waitpid(pid, &status, waiting ? 0 : WNOHANG)
      if r == pid {
        lock.withLock { reaped = true }
        return status
      }
      if r == 0 { return nil }
      if errno != EINTR { return 0 }
    }
  }
}
