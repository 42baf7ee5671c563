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
      "scene", "jump p50 ms", "jump p99 ms", "history MB (peak)", "frames kept",
      "RSS growth MB (first run)", "takeover ms",
    ]
  ]
  var within = true
  for scene in ["tossable", "stress"] {
    var p50: [Double] = []
    var p99: [Double] = []
    var takeovers: [Double] = []
    var residentGrowth = 0
    var last = TimelineProbe.Result()
    for _ in 0..<repetitions {
      let kept = try TimelineProbe.run(scene: scene, seconds: seconds, jumps: jumps)
      let sorted = kept.jumpMilliseconds.sorted()
      p50.append(sorted[sorted.count / 2])
      p99.append(sorted[min(sorted.count - 1, sorted.count * 99 / 100)])
      takeovers.append(kept.takeoverMilliseconds)
      // Freed memory stays with the process: only the first run's growth is the frames'.
      residentGrowth = max(residentGrowth, kept.residentGrowth)
      last = kept
    }
    let sceneWithin = median(of: p99) <= 1000.0 / 60
    within = within && sceneWithin
    let mb = { (bytes: Int) in format(Double(bytes) / 1_048_576, 1) }
    rows.append([
      scene, spread(p50, 2), spread(p99, 2) + (sceneWithin ? "" : " OVER"),
      "\(mb(last.historyBytes)) (\(mb(last.peakHistoryBytes)); limit \(mb(last.limitBytes)))",
      "\(last.framesKept) of \(last.frames)", mb(residentGrowth), spread(takeovers, 0),
    ])
  }
  print("")
  print(
    "\(name): a \(Int(seconds)) s run at 60 fps (headless, software renderer, 800 × 600, every "
      + "frame drawn), then \(jumps) jumps to random frames, each timed to its frame presented, "
      + "and a takeover from the frame before the last; median [min–max] over \(repetitions) runs")
  printTable(rows)
  print("budget: p99 jump ≤ 16.7 ms (one frame at 60 Hz): \(within ? "within" : "OVER")")
  return ["\(within ? "within" : "over") \(name) p99 ≤ 16.7 ms"]
}

/// What keeping the frames costs `tossable` and `stress`: the frame with the timeline against
/// the frame without it, both made in one process at the same time, in blocks of a second
/// (TimelineKeepComparison); prints the table and returns the budget line (stress ≤ 1.05×).
@MainActor
func measureKeeping(_ arguments: BenchArguments) throws -> [String] {
  let quick = arguments.quick
  let name = "(q) timeline on against off"
  let repetitions = arguments.repetitions ?? (quick ? 3 : 5)
  let seconds = quick ? 60.0 : 300.0
  print("  running \(name)")
  var rows = [
    [
      "scene", "keeping a frame ms (mean, with the checkpoints)", "a frame with a checkpoint ms",
      "frame CPU ms with / without timeline",
      "ratio (median of the runs')",
    ]
  ]
  var stressRatios: [Double] = []
  for scene in ["tossable", "stress"] {
    var keep: [Double] = []
    var keepMean: [Double] = []
    var checkpoint: [Double] = []
    var with: [Double] = []
    var without: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<repetitions {
      let run = try TimelineKeepComparison.run(scene: scene, seconds: seconds)
      keep.append(median(of: run.keepMilliseconds))
      if !run.checkpointMilliseconds.isEmpty {
        checkpoint.append(median(of: run.checkpointMilliseconds))
      }
      keepMean.append(
        run.keepMilliseconds.reduce(0, +) / Double(max(1, run.keepMilliseconds.count)))
      with.append(median(of: run.with))
      without.append(median(of: run.without))
      ratios.append(with.last! / without.last!)
    }
    if scene == "stress" { stressRatios = ratios }
    rows.append([
      scene, "\(spread(keep, 3)) (\(format(median(of: keepMean), 3)))", spread(checkpoint, 2),
      "\(spread(with, 3)) / \(spread(without, 3))",
      spread(ratios, 3) + "×",
    ])
  }
  let within = !stressRatios.isEmpty && median(of: stressRatios) <= 1.05
  print("")
  print(
    "\(name): two \(Int(seconds)) s runs of each scene at 60 fps (headless, software renderer, "
      + "800 × 600, every frame drawn, a toss every 2.5 s), one kept by the timeline and one not, "
      + "made at the same time a second at a time; each frame's main-thread CPU time; "
      + "median [min–max] over \(repetitions) runs")
  printTable(rows)
  print(
    "budget: stress's frame with the timeline against without ≤ 1.05× (the median of the runs' "
      + "ratios of their median frames): \(within ? "within" : "OVER")")
  return ["\(within ? "within" : "over") \(name) on stress ≤ 1.05×"]
}
