import MaterialMotionChecking
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// One `motion-sandbox check` run: every recording checked in turn, one line each, the report
/// written when something differs, and the exit status.
@MainActor
struct CheckRun {
  let check: MotionCheck
  /// Whether `--record` was given: writing goldens was asked for and does not fail the run.
  let explicitRecord: Bool
  /// Whether to print each replay's timing (`--timings`).
  let timings: Bool

  /// Checks `recordings` in this process, or in `jobs` worker processes (``CheckJobs``) with
  /// the same lines in the same order and the same report; returns the exit status
  /// (``ExitStatus``): 0, 1 or 2, or 130 or 143 when a signal stopped it (nothing of a replay
  /// it cut short is written, nor the report).
  func run(_ recordings: [String], jobs: CheckJobs? = nil) -> Int32 {
    var tally = Tally(total: recordings.count)
    if let jobs, jobs.count > 1, recordings.count > 1 {
      var cut: ReplayOutcome?
      jobs.run(recordings) { outcome in
        if outcome.isInterruption {
          cut = cut ?? outcome
        } else {
          record(outcome, in: &tally)
        }
      }
      if let cut { return interrupted(cut, tally) }
      if Interrupts.requested {
        return interrupted(.interrupted(replay: "the replays"), tally)
      }
    } else {
      for recording in recordings {
        let outcome =
          Interrupts.requested
          ? .interrupted(replay: MotionCheck.name(of: recording))
          : ReplayOutcome.of(recording, by: check)
        if outcome.isInterruption { return interrupted(outcome, tally) }
        record(outcome, in: &tally)
      }
    }
    return finish(tally)
  }

  /// Runs `recordings` as a worker of a parallel check: each outcome is one JSON line on
  /// standard output, as soon as it is known; nothing else is printed or written.
  func work(_ recordings: [String]) -> Int32 {
    for recording in recordings {
      let outcome =
        Interrupts.requested
        ? .interrupted(replay: MotionCheck.name(of: recording))
        : ReplayOutcome.of(recording, by: check)
      print(outcome.jsonLine())
      fflush(nil)
      if outcome.isInterruption { return ExitStatus.interrupted }
    }
    return ExitStatus.success
  }

  /// What the replays so far came to.
  struct Tally {
    let total: Int
    var results: [ReplayCheck] = []
    var problems = 0
    var failed = 0
    var done: Int { results.count + problems }
  }

  /// Prints one replay's line (and timing) and counts it.
  private func record(_ outcome: ReplayOutcome, in tally: inout Tally) {
    switch outcome {
    case .checked(let result):
      tally.results.append(result)
      let (line, fails) = summary(result)
      print(line)
      if timings, let timing = result.timing {
        let fps = Double(timing.frames) / max(timing.replaySeconds, 1e-9)
        print(
          "  timing: \(timing.frames) frames replayed in \(milliseconds(timing.replaySeconds)) ms (\(Int(fps.rounded())) frames/s); compared and written in \(milliseconds(timing.compareSeconds)) ms"
        )
      }
      // Each replay's line as it is decided, also into a pipe or a file.
      fflush(nil)
      if fails { tally.failed += 1 }
    case .problem(let text):
      printError("\(ProgramName.current) check: error: \(text)")
      tally.problems += 1
    case .interrupted:
      break
    }
  }

  /// The one line of an interrupted check, and its status.
  private func interrupted(_ outcome: ReplayOutcome, _ tally: Tally) -> Int32 {
    guard case .interrupted(let replay) = outcome else { return ExitStatus.interrupted }
    printError(
      "\(ProgramName.current) check: \(Interrupts.description) during \(replay): \(tally.done) of \(tally.total) replays checked (\(tally.done - tally.failed - tally.problems) passed, \(tally.failed) failed, \(tally.problems) could not be checked); nothing of \(replay) or any replay not checked was written"
    )
    return ExitStatus.interrupted
  }

  /// The report (when something differs), the summary line, and the status.
  private func finish(_ tally: Tally) -> Int32 {
    var problems = tally.problems
    let results = tally.results
    if results.contains(where: { $0.verdict == .failed || $0.verdict == .otherEnvironment }) {
      do {
        let start = ContinuousClock.now
        let path = try CheckReport(checks: results).write(
          to: check.artifacts, replacing: check.overwrite)
        print("report: \(path)")
        if timings {
          let elapsed = (ContinuousClock.now - start).components
          let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
          print("  timing: report written in \(milliseconds(seconds)) ms")
        }
      } catch {
        printError("\(ProgramName.current) check: error: cannot write the report: \(error)")
        problems += 1
      }
    }
    print(
      "\(tally.total) replay\(tally.total == 1 ? "" : "s"): \(results.count - tally.failed) passed, \(tally.failed) failed"
        + (problems > 0 ? ", \(problems) could not be checked" : ""))
    return problems > 0
      ? ExitStatus.cannotRun : (tally.failed > 0 ? ExitStatus.checkFailed : ExitStatus.success)
  }

  private func milliseconds(_ seconds: Double) -> String {
    String(Int((seconds * 1000).rounded()))
  }

  /// The line for one replay and whether it fails the run.
  private func summary(_ result: ReplayCheck) -> (String, Bool) {
    let outcomes =
      (result.trace.map { [("trace", $0.outcome)] } ?? [])
      + result.frames.map { ("frame \($0.index)", $0.outcome) }
    var differed: [String] = []
    var recorded: [String] = []
    for (what, outcome) in outcomes {
      switch outcome {
      case .matched: break
      case .differed(let text): differed.append(text)
      case .recorded(let text): recorded.append(text)
      case .otherEnvironment(let text): differed.append("\(what): \(text)")
      }
    }
    let frames = result.frames.count
    let what = "trace" + (frames > 0 ? " and \(frames) frame\(frames == 1 ? "" : "s")" : "")
    if !differed.isEmpty {
      return ("FAIL \(result.name): " + differed.joined(separator: "; "), true)
    }
    if !recorded.isEmpty {
      return ("RECORDED \(result.name): " + recorded.joined(separator: "; "), !explicitRecord)
    }
    return ("PASS \(result.name) (\(what))", false)
  }
}
