import BenchSupport
import Foundation
import SandboxBenchmarkSupport

/// The scrub jumps of a 5-minute run (1 minute with `--quick`) of `tossable` and `stress`, and
/// the frame with the timeline against without it: prints the table and returns the budget
/// lines ("within NAME" or "over NAME").
@MainActor
func measureScrubJumps(_ arguments: BenchArguments) throws -> [String] {
  let quick = arguments.quick
  let name = "(q) timeline scrub jumps"
  let repetitions = arguments.repetitions ?? (quick ? 1 : 3)
  let seconds = quick ? 60.0 : 300.0
  let jumps = quick ? 300 : 2_000
  print("  running \(name)")
  var rows = [
    [
      "scene", "jump p50 ms", "jump p99 ms", "keeping a frame ms",
      "frame ms with / without timeline", "ratio",
      "history MB (peak)", "frames kept", "RSS growth MB (first run)", "takeover ms",
    ]
  ]
  var within = true
  var stressRatios: [Double] = []
  for scene in ["tossable", "stress"] {
    var p50: [Double] = []
    var p99: [Double] = []
    var keep: [Double] = []
    var with: [Double] = []
    var without: [Double] = []
    var ratios: [Double] = []
    var takeovers: [Double] = []
    var residentGrowth = 0
    var last = TimelineProbe.Result()
    for repetition in 0..<repetitions {
      // Alternating which goes first.
      var base = TimelineProbe.Result()
      if repetition % 2 == 1 {
        base = try TimelineProbe.run(scene: scene, seconds: seconds, jumps: 0, recording: false)
      }
      let kept = try TimelineProbe.run(scene: scene, seconds: seconds, jumps: jumps)
      if repetition % 2 == 0 {
        base = try TimelineProbe.run(scene: scene, seconds: seconds, jumps: 0, recording: false)
      }
      let sorted = kept.jumpMilliseconds.sorted()
      p50.append(sorted[sorted.count / 2])
      p99.append(sorted[min(sorted.count - 1, sorted.count * 99 / 100)])
      keep.append(median(of: kept.keepMilliseconds))
      with.append(median(of: kept.frameMilliseconds))
      without.append(median(of: base.frameMilliseconds))
      ratios.append(with.last! / without.last!)
      takeovers.append(kept.takeoverMilliseconds)
      // Freed memory stays with the process: only the first run's growth is the frames'.
      residentGrowth = max(residentGrowth, kept.residentGrowth)
      last = kept
    }
    let sceneWithin = median(of: p99) <= 1000.0 / 60
    within = within && sceneWithin
    if scene == "stress" { stressRatios = ratios }
    let mb = { (bytes: Int) in format(Double(bytes) / 1_048_576, 1) }
    rows.append([
      scene, spread(p50, 2), spread(p99, 2) + (sceneWithin ? "" : " OVER"), spread(keep, 3),
      "\(format(median(of: with), 3)) / \(format(median(of: without), 3))",
      format(median(of: ratios), 2) + "×",
      "\(mb(last.historyBytes)) (\(mb(last.peakHistoryBytes)); limit \(mb(last.limitBytes)))",
      "\(last.framesKept) of \(last.frames)", mb(residentGrowth), spread(takeovers, 0),
    ])
  }
  print("")
  print(
    "\(name): a \(Int(seconds)) s run at 60 fps (headless, software renderer, 800 × 600, every "
      + "frame drawn), then \(jumps) jumps to random frames, each timed to its frame presented, "
      + "and a takeover from the frame before the last (the frame that replays the run); "
      + "median [min–max] over \(repetitions) runs")
  printTable(rows)
  print("budget: p99 jump ≤ 16.7 ms (one frame at 60 Hz): \(within ? "within" : "OVER")")
  let keepWithin = !stressRatios.isEmpty && median(of: stressRatios) <= 1.05
  print(
    "budget: stress's frame with the timeline against without ≤ 1.05× (median of the pairs' "
      + "ratios): \(format(median(of: stressRatios), 3))× [\(spread(stressRatios, 3))]: "
      + (keepWithin ? "within" : "OVER"))
  return [
    "\(within ? "within" : "over") \(name) p99 ≤ 16.7 ms",
    "\(keepWithin ? "within" : "over") (q) stress timeline on against off ≤ 1.05×",
  ]
}
