import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The first SIGINT or SIGTERM that arrived (0: none yet). Lock-free atomics, so the handler may
/// touch them (async-signal-safe) while any thread reads them.
private let firstSignal = Atomic<Int32>(0)

/// Ctrl-C (SIGINT) and SIGTERM as a flag the render loop polls, so a run stops within a frame and
/// then finishes its recording, frames and video instead of dying mid-write. The exit status
/// follows the shell convention for the first signal: 128 + its number (130 for SIGINT, 143 for
/// SIGTERM).
///
/// Every signal only sets the flag, the second and the twentieth as well as the first. A second
/// signal used to end the process at once (`_exit`), and that was what broke the outputs: the
/// frames still queued for ffmpeg were lost while the PNG threads had written theirs (the video
/// came out shorter than the PNGs), the video stayed under its hidden partial name, ffmpeg's log
/// stayed in the temporary folder, a PNG being written stayed a `.tmp` file, and the status was
/// the second signal's. Finishing takes a fraction of a second (the encoders hold at most a few
/// frames), so someone pressing Ctrl-C three times gets their outputs as fast as they could have
/// been killed; and it is bounded: ``VideoEncoder`` stops an ffmpeg that makes no progress for
/// ``VideoEncoder/stallLimit`` seconds and removes what it had written. (SIGKILL still ends the
/// process at once; SIGQUIT does not in this process, which something in the stack catches.)
public enum Interrupts {
  /// Installs the handlers (with `SA_RESTART`, so a signal does not cut short a read or a write
  /// in progress).
  ///
  /// SDL's `SDL_Init` installs handlers of its own for SIGINT and SIGTERM that turn a signal into
  /// an ordinary quit (exit status 0), but only while the handler is still the default one:
  /// install these before SDL starts, and a signal is never taken for a quit.
  public static func install() {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      _ = firstSignal.compareExchange(expected: 0, desired: signal, ordering: .relaxed)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
  }

  /// Whether an interrupt arrived.
  public static var requested: Bool { firstSignal.load(ordering: .relaxed) != 0 }

  /// The exit status for the first signal that arrived: 128 + its number (130 for SIGINT, 143
  /// for SIGTERM); 130 if none did.
  public static var exitStatus: Int32 {
    let signal = firstSignal.load(ordering: .relaxed)
    return 128 + (signal == 0 ? SIGINT : signal)
  }

  /// "interrupted" (SIGINT) or "terminated" (SIGTERM), for the closing message.
  public static var description: String {
    firstSignal.load(ordering: .relaxed) == SIGTERM ? "terminated" : "interrupted"
  }
}
