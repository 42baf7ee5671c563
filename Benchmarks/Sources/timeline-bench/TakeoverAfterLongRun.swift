import BenchSupport
import Foundation
import SandboxBenchmarkSupport

/// `--takeover-minutes N`: how long the run before the takeovers is, in minutes of virtual
/// time (30 unless given; 5 with `--quick`).
func takeoverMinutes(quick: Bool) -> Double {
  let arguments = CommandLine.arguments
  if let index = arguments.firstIndex(of: "--takeover-minutes"), index + 1 < arguments.count,
    let minutes = Double(arguments[index + 1]), minutes > 0
  {
    return minutes
  }
  return quick ? 5 : 30
}

/// The takeovers after a long run of `stress` (TimelineTakeoverProbe): prints their table and
/// returns the budget's line.
@MainActor
func measureTakeover(quick: Bool, repetitions: Int?) throws -> String {
  let minutes = takeoverMinutes(quick: quick)
  let count = repetitions ?? (quick ? 3 : 5)
  // `--no-checkpoints`: every takeover from the run's start, as before checkpoints.
  let checkpoints = !CommandLine.arguments.contains("--no-checkpoints")
  let result = try TimelineTakeoverProbe.run(
    scene: "stress", minutes: minutes, repetitions: count, checkpoints: checkpoints)
  let worst = max(
    median(of: result.lastMilliseconds),
    result.worstMilliseconds.isEmpty ? 0 : median(of: result.worstMilliseconds))
  let within = worst <= 100 && result.fromCheckpoints
  let mb = { (bytes: Int) in format(Double(bytes) / 1_048_576, 1) }
  print("")
  print(
    "(q) takeover after a long run: \(format(minutes, 1)) minutes of stress (virtual time, 60 "
      + "fps, frames kept and not drawn; the run took \(format(result.runSeconds, 1)) s), then "
      + "\(count) takeovers of each kind two seconds of the run apart, timed over the frame that "
      + "carries each out: wall-clock ms (the thread's CPU ms), median [min–max]")
  printTable([
    [
      "from the frame before the last", "from the farthest frame from its checkpoint",
      "frames made again", "from checkpoints", "history MB (frames kept)", "log MB",
      "checkpoints MB",
    ],
    [
      "\(spread(result.lastMilliseconds, 1)) (\(spread(result.lastCPUMilliseconds, 1)))",
      "\(spread(result.worstMilliseconds, 1)) (\(spread(result.worstCPUMilliseconds, 1)))",
      "\(result.worstFramesAgain)", result.fromCheckpoints ? "yes" : "NO",
      "\(mb(result.historyBytes)) (\(result.framesKept))", mb(result.logBytes),
      mb(result.checkpointBytes),
    ],
  ])
  print(
    "the run's mean frame, minute by minute, ms (CPU ms): "
      + zip(result.minuteMilliseconds, result.minuteCPUMilliseconds).map {
        "\(format($0, 2)) (\(format($1, 2)))"
      }.joined(separator: " "))
  print(
    "budget: takeover ≤ 100 ms (the median of each kind, wall-clock): "
      + (within ? "within" : "OVER"))
  let name = "(q) takeover after \(format(minutes, 1)) min of stress ≤ 100 ms"
  return "\(within ? "within" : "over") \(name)"
}
