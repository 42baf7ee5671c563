import FoundationEssentials
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// A `check` on several cores: the replays dealt round-robin to `count` worker processes of
/// this program (`check --worker`, the same flags), whose outcomes (``ReplayOutcome``, a JSON
/// line each) are handed on in the replays' own order as they arrive, so the lines, the report
/// and the status are those of a check in one process. Each replay runs in its own worker with
/// SDL and the scenes to itself (the main actor is per process).
///
/// A signal to the run is passed on to the workers; each stops after its current replay, which
/// writes nothing.
@MainActor
struct CheckJobs {
  /// How many workers.
  let count: Int
  /// The check's arguments for a worker: every flag but `--replay`, `--jobs` and `--shard`.
  let arguments: [String]

  /// `arguments` (a check's, after `check`) for the workers: `--replay`, `--jobs`, `--shard`
  /// and `--worker` removed, and `--artifacts` named so that every worker writes where the run
  /// reports.
  static func workerArguments(_ arguments: [String], artifacts: String) -> [String] {
    let dropped = ["--replay", "--jobs", "--shard"]
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if dropped.contains(argument) {
        index += 1
      } else if argument == "--worker" || dropped.contains(where: { argument.hasPrefix($0 + "=") })
      {
        continue
      } else {
        kept.append(argument)
      }
    }
    if !kept.contains(where: { $0 == "--artifacts" || $0.hasPrefix("--artifacts=") }) {
      kept += ["--artifacts", artifacts]
    }
    return kept
  }

  /// Checks `recordings` in the workers and calls `body` with each outcome in the recordings'
  /// order. A replay a worker did not report (it stopped) is a problem, or, after a signal, left
  /// out.
  func run(_ recordings: [String], _ body: (ReplayOutcome) -> Void) {
    let workers = (0..<min(count, recordings.count)).map { worker in
      CheckWorker(
        recordings: recordings.indices.filter { $0 % count == worker }.map { recordings[$0] },
        arguments: arguments)
    }
    var next = 0
    var forwarded = false
    func handOn(final: Bool) {
      while next < recordings.count {
        let worker = workers[next % workers.count]
        if let outcome = worker.outcomes.first {
          worker.outcomes.removeFirst()
          body(outcome)
        } else if final {
          if !Interrupts.requested {
            body(.problem("\(recordings[next]): \(worker.failure)"))
          }
        } else {
          return
        }
        next += 1
      }
    }
    while workers.contains(where: \.isOpen) {
      if Interrupts.requested && !forwarded {
        for worker in workers { worker.signal(Interrupts.exitStatus - 128) }
        forwarded = true
      }
      CheckWorker.read(workers, timeoutMilliseconds: 50)
      handOn(final: false)
    }
    for worker in workers { worker.wait() }
    handOn(final: true)
  }
}
