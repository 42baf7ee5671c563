import MaterialMotionChecking

/// One `motion-sandbox check` run: every recording checked in turn, one line each, the report
/// written when something differs, and the exit status.
@MainActor
struct CheckRun {
  let check: MotionCheck
  /// Whether `--record` was given: writing goldens was asked for and does not fail the run.
  let explicitRecord: Bool
  /// Whether to print each replay's timing (`--timings`).
  let timings: Bool

  /// Checks `recordings`; returns 0, 1 or 2 (see ``CheckCommand``).
  func run(_ recordings: [String]) -> Int32 {
    var results: [ReplayCheck] = []
    var problems = 0
    var failed = 0
    for recording in recordings {
      do {
        let result = try check.check(recording)
        results.append(result)
        let (line, fails) = summary(result)
        print(line)
        if timings, let timing = result.timing {
          let fps = Double(timing.frames) / max(timing.replaySeconds, 1e-9)
          print(
            "  timing: \(timing.frames) frames replayed in \(milliseconds(timing.replaySeconds)) ms (\(Int(fps.rounded())) frames/s); compared and written in \(milliseconds(timing.compareSeconds)) ms"
          )
        }
        if fails { failed += 1 }
      } catch {
        printError("\(ProgramName.current) check: error: \(error)")
        problems += 1
      }
    }
    if results.contains(where: { $0.verdict == .failed || $0.verdict == .otherEnvironment }) {
      do {
        let start = ContinuousClock.now
        let path = try CheckReport(checks: results).write(to: check.artifacts)
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
      "\(recordings.count) replay\(recordings.count == 1 ? "" : "s"): \(results.count - failed) passed, \(failed) failed"
        + (problems > 0 ? ", \(problems) could not be checked" : ""))
    return problems > 0 ? 2 : (failed > 0 ? 1 : 0)
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
