import BenchSupport
import Foundation
import SandboxBenchmarkSupport

/// `--takeover-minutes N`: how long the run before the takeover is, in minutes of virtual time.
func takeoverMinutes(quick: Bool) -> Double {
  let arguments = CommandLine.arguments
  if let index = arguments.firstIndex(of: "--takeover-minutes"), index + 1 < arguments.count,
    let minutes = Double(arguments[index + 1]), minutes > 0
  {
    return minutes
  }
  return quick ? 5 : 30
}

/// The takeover after a long run of `stress`: prints its table and returns its budget line.
@MainActor
func measureTakeover(quick: Bool) throws -> String {
  let minutes = takeoverMinutes(quick: quick)
  let result = try TimelineTakeoverProbe.run(scene: "stress", minutes: minutes)
  let within = max(result.lastMilliseconds, result.worstMilliseconds) <= 100
  let mb = { (bytes: Int) in format(Double(bytes) / 1_048_576, 1) }
  print("")
  print(
    "(q) takeover after \(format(minutes, 1)) minutes of stress (virtual time, 60 fps, frames "
      + "kept and not drawn; the run took \(format(result.runSeconds, 1)) s)")
  printTable([
    [
      "from the frame before the last ms", "from the farthest frame from its checkpoint ms",
      "frames made again", "from checkpoints", "history MB (frames kept)", "log MB",
      "checkpoints MB",
    ],
    [
      format(result.lastMilliseconds, 1), format(result.worstMilliseconds, 1),
      "\(result.worstFramesAgain)", result.fromCheckpoints ? "yes" : "NO",
      "\(mb(result.historyBytes)) (\(result.framesKept))", mb(result.logBytes),
      mb(result.checkpointBytes),
    ],
  ])
  print("budget: takeover ≤ 100 ms: \(within ? "within" : "OVER")")
  return
    "\(within ? "within" : "over") (q) takeover after \(format(minutes, 1)) min of stress ≤ 100 ms"
}
