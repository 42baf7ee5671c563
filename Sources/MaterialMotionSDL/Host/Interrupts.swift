#if canImport(Glibc)
  import Glibc
#endif

nonisolated(unsafe) private var interruptCount: sig_atomic_t = 0

/// Ctrl-C (SIGINT) and SIGTERM as a flag the render loop polls, so a run can stop cleanly and
/// finish its recording, frames and video instead of dying mid-write. A second Ctrl-C exits at once.
public enum Interrupts {
  /// Installs the handlers.
  public static func install() {
    let handler: @convention(c) (Int32) -> Void = { _ in
      interruptCount += 1
      if interruptCount > 1 { _exit(130) }
    }
    signal(SIGINT, handler)
    signal(SIGTERM, handler)
  }

  /// Whether an interrupt arrived.
  public static var requested: Bool { interruptCount > 0 }
}
