import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// app-bench: the app-level workloads of Benchmarks/run.sh, measured by running the release
// motion-sandbox and the peers as processes and reading what they print. One file a workload:
//
//   (f) StressFrames.swift: stress frame time in a window (software, OpenGL/llvmpipe; headless
//       as information) against sdl-bare-loop drawing the same squares and labels, and the
//       software frame against sdl-cairo-loop drawing them anti-aliased with Cairo
//   (g) CaptureRuns.swift: capture at 1280x720 and 1920x1080 (and 960x540 at --pixel-scale 2)
//       from the stress scene against IMG_SavePNG on one background thread at the same size
//   (h) ReplaySpeed.swift: headless replay speed of the default scene's recorded pinch
//   (l) PausedWindow.swift: the CPU a paused window uses, against the same window running
//   (m) PhotoAlbum.swift: photo-album with 100 photos in a window against sdl-image-grid;
//       PhotoAlbumShadows.swift: the album at elevation 2 against the same without shadows
//   (n), (o) MotionCheckWorkload.swift: `motion-sandbox check` of every recording, the
//       in-process replay's speed, a failing check's files and report
//   (u) CheckSuiteWorkload.swift: `motion-sandbox check` of the suite with every golden on every
//       core, against the same check in one process
//   (p) CompareWorkload.swift: compare mode against the same scene in one pane
//   (s) StressScaling.swift: the stress frame with 1,000, 5,000 and 10,000 squares
//   (w) LottieWorkload.swift: a 10 s run of sticker-picker and of stress written as a Lottie

let options = Options.parse()
let log: (String) -> Void = options.verbose ? { print($0) } : { _ in }

/// A workload: its name (what `--only` matches) and how to run it.
struct AppBenchWorkload {
  let names: [String]
  let run: @MainActor (BenchContext) -> WorkloadOutcome
}

/// A workload that needs the checkout's `relativePath` (its photos or goldens): not measured,
/// with a warning and `missing` as an unmet budget, when there is none.
@MainActor func inRepository(
  containing relativePath: String, label: String, missing: String? = nil,
  _ run: @escaping @MainActor (BenchContext, String) -> WorkloadOutcome
) -> @MainActor (BenchContext) -> WorkloadOutcome {
  { bench in
    if let repository = bench.repository(containing: relativePath) {
      return run(bench, repository)
    }
    var outcome = WorkloadOutcome()
    outcome.failures.append(
      "\(label): no \(relativePath) found above \(bench.options.sandbox); give --repository")
    if let missing { outcome.checks.append(BudgetCheck(name: missing, within: false)) }
    return outcome
  }
}

let frames = (quick: 120, full: 600)
/// A photo of the album's, which the (m) workloads need a checkout with.
let albumPhoto = "assets/images/photo-00.png"
let workloads: [AppBenchWorkload] = [
  AppBenchWorkload(names: [stressName], run: runStressFrames),
  AppBenchWorkload(names: [captureName], run: runCaptures),
  AppBenchWorkload(names: [replayName], run: runReplaySpeed),
  AppBenchWorkload(names: [pausedName], run: runPausedWindow),
  AppBenchWorkload(
    names: [PhotoAlbumWorkload.name],
    run: inRepository(
      containing: albumPhoto, label: "(m)",
      missing: "(m) photo-album: not measured (no photos)"
    ) { bench, repository in
      let bareLoop = URL(fileURLWithPath: bench.options.bareLoop)
      return PhotoAlbumWorkload(
        setup: bench.setup(repository: repository, repetitions: 5),
        peer: URL(
          fileURLWithPath: bench.options.imageGrid
            ?? bareLoop.deletingLastPathComponent().appendingPathComponent("sdl-image-grid").path
        ).path,
        frames: bench.options.quick ? frames.quick : frames.full
      ).run()
    }),
  AppBenchWorkload(
    names: [PhotoAlbumShadowsWorkload.name],
    run: inRepository(
      containing: albumPhoto, label: "(m) shadows",
      missing: "(m) photo-album shadows: not measured (no photos)"
    ) { bench, repository in
      PhotoAlbumShadowsWorkload(
        setup: bench.setup(repository: repository, repetitions: 5),
        frames: bench.options.quick ? frames.quick : frames.full
      ).run()
    }),
  AppBenchWorkload(
    names: [MotionCheckWorkload.name, MotionCheckWorkload.failingName],
    run: inRepository(containing: "assets/goldens", label: "(n)") { bench, repository in
      MotionCheckWorkload(setup: bench.setup(repository: repository, repetitions: 3)).run()
    }),
  AppBenchWorkload(
    names: [CheckSuiteWorkload.name],
    run: inRepository(containing: "assets/goldens", label: "(u)") { bench, repository in
      CheckSuiteWorkload(setup: bench.setup(repository: repository, repetitions: 5)).run()
    }),
  AppBenchWorkload(
    names: [CompareWorkload.name],
    run: inRepository(containing: "assets/goldens", label: "(p)") { bench, repository in
      CompareWorkload(setup: bench.setup(repository: repository, repetitions: 5)).run()
    }),
  AppBenchWorkload(
    names: [LottieWorkload.name],
    run: inRepository(containing: "assets/replays", label: "(w)") { bench, repository in
      LottieWorkload(setup: bench.setup(repository: repository, repetitions: 3)).run()
    }),
  AppBenchWorkload(names: [StressScalingWorkload.name]) { bench in
    StressScalingWorkload(
      setup: bench.setup(repository: "", repetitions: 3),
      frames: bench.options.quick ? 120 : 300, bareLoop: bench.options.bareLoop
    ).run()
  },
]

let chosen = workloads.filter { $0.names.contains(where: options.common.selects) }
// `--only` may pick workloads of another tool (run.sh passes it to all of them).
guard !chosen.isEmpty else { exit(0) }

let scratch: String = {
  var template = Array("/tmp/motion-app-bench-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else {
    print("app-bench: cannot create a scratch directory in /tmp")
    exit(1)
  }
  return String(cString: made)
}()
Cleanup.shared.setScratch(scratch)
Cleanup.shared.installSignalHandlers()

let others = OtherCPUMeter()
print(
  "app-bench: release motion-sandbox against plain SDL2 peers, same run; "
    + "\(describeLoad(loadAverages())) at start")
let bench = BenchContext(options: options, scratch: scratch, log: log)
var total = WorkloadOutcome()
for workload in chosen {
  let outcome = workload.run(bench)
  total.checks += outcome.checks
  total.failures += outcome.failures
  total.skipped += outcome.skipped
}

print("app-bench: \(describeLoad(loadAverages())) at end")
for line in describeOthers(others.othersCores(), what: "app-bench") { print(line) }
// Rows not measured for a reason that is no failure of this run: warnings, without a budget
// and without exit status 1.
for line in total.skipped + total.failures { print("WARNING: \(line)") }
try? FileManager.default.removeItem(atPath: scratch)
guard options.common.logBudgets(total.checks.map { "\($0.within ? "within" : "over") \($0.name)" })
else {
  print("app-bench: cannot write the budget log \(options.common.budgetLog ?? "")")
  exit(2)
}
let missed = options.common.strict && total.checks.contains { !$0.within }
exit(!total.failures.isEmpty || missed ? 1 : 0)
