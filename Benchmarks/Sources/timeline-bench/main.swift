import BenchSupport
import Foundation
import SandboxBenchmarkSupport

// timeline-bench: issue 22's scrubbing budget and issue 32's long-session budgets. A 5-minute
// run of a built-in scene (18,000 frames at 60 fps, headless, software renderer, every frame
// drawn, a toss every 2.5 s) is kept by the timeline as the app keeps it; then the timeline
// jumps to random frames of it, each timed from the jump to the end of the frame that shows
// it. Budgets: p99 of the jumps within one frame at 60 Hz (16.7 ms); on `stress`, the frame
// with the timeline against the same run without it (its peer, same process, alternating which
// goes first) ≤ 1.05×. Reported: the memory the kept frames take (the history's own estimate
// and the process's resident growth; bounded by the history's limit), and what keeping the
// frames costs a frame, timed on its own in the run. Then a takeover after a long run of
// `stress` (30 minutes of virtual time unless `--takeover-minutes N`; frames kept, none
// drawn), timed over the frame that carries it out: budget ≤ 100 ms
// (TimelineTakeoverProbe). Then keeping a frame of a stress-like tree on its own, the way before
// (ElementSnapshot objects) against the way now (ElementSnapshotArena), alternating
// (CaptureComparison.swift).

@MainActor
func run() throws {
  let arguments = BenchArguments()
  let others = OtherCPUMeter()
  var budgets: [String] = []
  if arguments.selects("(q) timeline scrub jumps") {
    budgets += try measureScrubJumps(arguments)
  }
  if arguments.selects("(q) timeline on against off") {
    budgets += try measureKeeping(arguments)
  }
  if arguments.selects("(q) takeover after a long run") {
    print("  running (q) takeover after a long run")
    budgets.append(try measureTakeover(quick: arguments.quick, repetitions: arguments.repetitions))
  }
  if arguments.selects("(q) keeping a frame of a stress-like tree") {
    compareCaptures(quick: arguments.quick)
  }
  for line in describeOthers(others.othersCores(), what: "timeline-bench") { print(line) }
  arguments.logBudgets(budgets)
  if budgets.contains(where: { $0.hasPrefix("over") }) && arguments.strict { exit(1) }
}

/// Keeping a frame of a stress-like tree both ways, alternating: prints the table.
@MainActor
func compareCaptures(quick: Bool) {
  let comparison = CaptureComparison(frames: quick ? 2_000 : 4_000, runs: quick ? 3 : 5)
  let (objects, arena) = comparison.measure()
  print("")
  print(
    "(q) keeping a frame of a stress-like tree (1,000 moving squares, 100 changing labels, 100 "
      + "fading highlights; caches evicted between frames; the last \(CaptureComparison.kept) "
      + "frames kept): median [min–max] over \(comparison.runs) alternating runs of "
      + "\(comparison.frames) frames")
  let ways = [("ElementSnapshot objects (before)", objects), ("ElementSnapshotArena (now)", arena)]
  printTable(
    [["kept as", "ms a frame, filling", "ms a frame, full", "KB a frame"]]
      + ways.map { way, runs in
        [
          way, spread(runs.map(\.filling), 3), spread(runs.map(\.full), 3),
          format(median(of: runs.map(\.bytesPerFrame)) / 1024, 1),
        ]
      })
}

MainActor.assumeIsolated {
  do {
    try run()
  } catch {
    print("timeline-bench: \(error)")
    exit(1)
  }
}
