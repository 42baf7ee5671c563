#if canImport(Glibc)
  import Glibc
#endif

nonisolated(unsafe) private var interruptCount: sig_atomic_t = 0
nonisolated(unsafe) private var firstSignal: sig_atomic_t = 0

/// Ctrl-C (SIGINT) and SIGTERM as a flag the render loop polls, so a run can stop cleanly and
/// finish its recording, frames and video instead of dying mid-write. A second signal exits at
/// once. The exit status follows the shell convention: 128 + the signal (130 for SIGINT, 143 for
/// SIGTERM).
public enum Interrupts {
  /// Installs the handlers.
  public static func install() {
    let handler: @convention(c) (Int32) -> Void = { signal in
      if interruptCount == 0 { firstSignal = signal }
      interruptCount += 1
      if interruptCount > 1 { _exit(128 + signal) }
    }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
  }

  /// Whether an interrupt arrived.
  public static var requested: Bool { interruptCount > 0 }

  /// The exit status for the first signal that arrived: 128 + its number (130 for SIGINT, 143
  /// for SIGTERM); 130 if none did.
  public static var exitStatus: Int32 { 128 + (firstSignal == 0 ? SIGINT : firstSignal) }

  /// "interrupted" (SIGINT) or "terminated" (SIGTERM), for the closing message.
  public static var description: String { firstSignal == SIGTERM ? "terminated" : "interrupted" }
}
