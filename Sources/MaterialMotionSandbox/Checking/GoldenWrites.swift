import MaterialMotionChecking
import MaterialMotionSDL

/// The files one replay's check writes (goldens and artifacts), held until the replay has run to
/// its end and been compared: a replay's goldens are written all together or not at all, so an
/// interrupted `check` never leaves a golden of a replay cut short.
@MainActor
final class GoldenWrites {
  private var pending: [(bytes: [UInt8], path: String, replacing: Bool)] = []

  /// Adds `bytes` for `path` (replacing a file there when `replacing`).
  func add(_ bytes: [UInt8], to path: String, replacing: Bool) {
    pending.append((bytes, path, replacing))
  }

  /// Writes every file (each whole, by ``OutputFile``), unless an interrupt came first.
  ///
  /// - Throws: ``CheckInterrupted`` (nothing written) or what ``OutputFile`` throws.
  func commit(for name: String) throws {
    if Interrupts.requested { throw CheckInterrupted(replay: name) }
    for write in pending {
      do {
        try OutputFile.write(
          write.bytes, to: write.path, replacing: write.replacing, creatingFolder: true)
      } catch let problem as PlatformError {
        throw CheckProblem(problem.description)
      }
    }
    pending = []
  }
}

/// A `check` stopped by SIGINT or SIGTERM: the replay it names was not finished, and nothing of
/// it was written. ``MotionCheck/check(_:)`` throws it once the process's `Interrupts` are
/// installed (as `motion-sandbox check` does) and a signal has come.
public struct CheckInterrupted: Error, CustomStringConvertible {
  /// The replay being checked when the signal came (its goldens' name).
  public let replay: String

  /// `tossable-toss: interrupted before its end; nothing of it was written`.
  public var description: String {
    "\(replay): interrupted before its end; nothing of it was written"
  }
}
