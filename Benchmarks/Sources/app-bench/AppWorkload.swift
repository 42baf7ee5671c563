import BenchSupport

/// What an app workload that lives in its own file is given: the release sandbox, the repository
/// whose assets it uses, a scratch folder, how many runs, and where `--verbose` lines go.
struct WorkloadSetup {
  let sandbox: String
  let repository: String
  let scratch: String
  let repetitions: Int
  let log: (String) -> Void
}

/// What a workload gives back: its budget checks, the problems it met, and the rows it did not
/// measure for a reason that is no failure of the run (all printed as warnings at the end; only
/// problems make the exit status 1).
struct WorkloadOutcome {
  var checks: [BudgetCheck] = []
  var failures: [String] = []
  var skipped: [String] = []
}

/// An app workload in a file of its own, reading its ``WorkloadSetup`` by name.
protocol AppWorkload {
  var setup: WorkloadSetup { get }
}

extension AppWorkload {
  var sandbox: String { setup.sandbox }
  var repository: String { setup.repository }
  var scratch: String { setup.scratch }
  var repetitions: Int { setup.repetitions }
  func log(_ line: String) { setup.log(line) }
}

/// The frame-time line motion-sandbox and the SDL peers print last:
/// `… 600 frames (x11/software), frame time median 6.2 ms, p99 9.8 ms`.
struct FrameTimeLine {
  let frames: Int
  /// The video driver and renderer, e.g. `x11/software`.
  let source: String
  let median: Double
  let p99: Double

  /// The last such line of `finished` that contains `marker`, or nil.
  init?(_ finished: Finished, marker: String) {
    guard let line = finished.lastLine(containing: marker),
      let match = line.firstMatch(
        of: /(\d+) frames \(([^)]*)\), frame time median ([0-9.]+) ms, p99 ([0-9.]+) ms/),
      let frames = Int(match.1), let median = Double(match.3), let p99 = Double(match.4)
    else { return nil }
    (self.frames, self.source, self.median, self.p99) = (frames, String(match.2), median, p99)
  }
}

/// The last lines of a failed run's output, for a warning.
func tail(_ finished: Finished) -> String {
  "(status \(finished.status)\(finished.timedOut ? ", timed out" : "")): "
    + finished.output.split(separator: "\n").suffix(3).joined(separator: " / ")
}

/// Runs `sandbox` (or an SDL peer, whose frame-time line starts with `marker`) with `arguments`
/// and reads its frame-time line: nil, with the reason in `failures` (prefixed by `label`), when
/// it could not run, failed, or drew other than `frames` frames. Also returns the finished
/// process, for more checks of its output.
func runSandboxFrames(
  _ sandbox: String, _ arguments: [String], frames: Int, environment: [String: String],
  timeout: Double, label: String, marker: String = "motion-sandbox:", failures: inout [String]
) -> (line: FrameTimeLine, finished: Finished)? {
  let finished: Finished
  do {
    finished = try runProcess(sandbox, arguments, environment: environment, timeout: timeout)
  } catch {
    failures.append("\(label): cannot run: \(error)")
    return nil
  }
  guard finished.status == 0, let line = FrameTimeLine(finished, marker: marker),
    line.frames == frames
  else {
    failures.append("\(label) failed \(tail(finished))")
    return nil
  }
  return (line, finished)
}
