import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Stops the process, naming the case, when a case runs longer than its limit: a hang is a
/// failure, not a test run that never ends.
final class Watchdog: Sendable {
  private let state = Mutex<(index: Int, since: ContinuousClock.Instant)?>(nil)
  private let stopped = Mutex(false)

  /// Starts watching, once a second, on a thread of its own; a case is `casePath`.
  func start(limit: Double, casePath: String) {
    JoinableThread { [self] in
      while !stopped.withLock({ $0 }) {
        sleep(1)
        guard let (index, since) = state.withLock({ $0 }) else { continue }
        let running = Self.seconds(since.duration(to: .now))
        if running > limit {
          QuietOutput.say(
            "ReplayFuzzTests: case \(index) hangs (\(Int(running)) s); it is \(casePath)")
          abort()
        }
      }
    }.start()
  }

  /// Case `index` started at `since`.
  func begin(_ index: Int, at since: ContinuousClock.Instant) {
    state.withLock { $0 = (index, since) }
  }

  /// The case ended.
  func end() { state.withLock { $0 = nil } }

  /// Stops watching.
  func stop() { stopped.withLock { $0 = true } }

  /// `duration` in seconds.
  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
