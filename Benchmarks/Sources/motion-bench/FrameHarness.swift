import BenchSupport

/// A workload with no OpenCombine counterpart: a scene stepped frame by frame, each frame timed
/// on its own, against an absolute budget in milliseconds per frame. Its row in the table has
/// "—" for OpenCombine and the ratio.
struct FrameWorkload: Sendable {
  /// Short label for the table, e.g. `(e) motion frame: ...`.
  let name: String
  /// The largest acceptable median, in milliseconds per frame.
  let budgetMilliseconds: Double
  /// Builds the scene (untimed). `scale` is 1 for the full run and smaller for `--quick`.
  let makeScene: @MainActor @Sendable (_ scale: Double) -> FrameScene
}

/// One built scene of a ``FrameWorkload``.
struct FrameScene {
  /// Frames run untimed before the timed ones.
  let warmUpFrames: Int
  /// Frames timed one by one.
  let timedFrames: Int
  /// Makes one frame: the timed part.
  let frame: @MainActor () -> Void
  /// Untimed, after every timed frame, with its time in ms: records what the frame did (for
  /// ``report`` and ``summary``).
  let observe: @MainActor (_ milliseconds: Double) -> Void
  /// What the timed frames did, e.g. how many springs moved per frame, or nil when it is as
  /// intended. A non-nil report is printed under the table.
  let report: @MainActor () -> String?
  /// A line describing what was verified, printed under the table.
  let summary: @MainActor () -> String
  /// Untimed clean-up.
  let teardown: @MainActor () -> Void
}

/// Figures of one ``FrameWorkload`` run.
struct FrameResult {
  let workload: FrameWorkload
  let repetitions: Int
  /// Medians over the repetitions of each repetition's median and 99th percentile, in ms.
  let median: Double
  let p99: Double
  /// Every repetition's median, in ms.
  let medians: [Double]
  /// Frames timed per repetition.
  let framesPerRepetition: Int
  /// The last repetition's summary, and every report that was not nil.
  let summary: String
  let problems: [String]

  var withinBudget: Bool { median <= workload.budgetMilliseconds }
}

@MainActor
enum FrameHarness {
  /// Runs `workload` `repetitions` times (each a fresh scene, after one untimed warm-up scene)
  /// and keeps the medians of the per-repetition median and p99.
  static func measure(
    _ workload: FrameWorkload, scale: Double, repetitions: Int, log: (String) -> Void
  ) -> FrameResult {
    let warmUp = workload.makeScene(min(scale, 0.1))
    for _ in 0..<(warmUp.warmUpFrames + warmUp.timedFrames) { warmUp.frame() }
    warmUp.teardown()

    var medians: [Double] = []
    var p99s: [Double] = []
    var problems: [String] = []
    var summary = ""
    var framesPerRepetition = 0
    for repetition in 0..<repetitions {
      let scene = workload.makeScene(scale)
      let samples = time(scene)
      framesPerRepetition = samples.count
      let stats = Percentiles(samples)
      medians.append(stats.median)
      p99s.append(stats.p99)
      if let problem = scene.report() { problems.append(problem) }
      summary = scene.summary()
      scene.teardown()
      log(
        "  \(workload.name) rep \(repetition + 1)/\(repetitions): median "
          + "\(format(stats.median, 3)) ms, p99 \(format(stats.p99, 3)) ms, max "
          + "\(format(samples.max() ?? 0, 3)) ms over \(samples.count) frames")
    }
    return FrameResult(
      workload: workload, repetitions: repetitions, median: median(of: medians),
      p99: median(of: p99s), medians: medians, framesPerRepetition: framesPerRepetition,
      summary: summary,
      problems: problems)
  }

  /// Warms `scene` up, then times each of its frames; milliseconds per frame.
  static func time(_ scene: FrameScene) -> [Double] {
    for _ in 0..<scene.warmUpFrames { scene.frame() }
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(scene.timedFrames)
    for _ in 0..<scene.timedFrames {
      let start = clock.now
      scene.frame()
      let elapsed = start.duration(to: clock.now)
      let (seconds, attoseconds) = elapsed.components
      let milliseconds = Double(seconds) * 1e3 + Double(attoseconds) / 1e15
      scene.observe(milliseconds)
      samples.append(milliseconds)
    }
    return samples
  }

  /// Mallocs per frame of `workload` (a short run after the warm-up frames), or nil when the
  /// interposer is not loaded.
  static func countMallocs(_ workload: FrameWorkload, scale: Double) -> Double? {
    guard let counter = AllocationCounter.shared else { return nil }
    let scene = workload.makeScene(min(scale, 0.1))
    for _ in 0..<scene.warmUpFrames { scene.frame() }
    let frames = scene.timedFrames
    let (mallocs, _) = counter.countMallocs {
      for _ in 0..<frames { scene.frame() }
      return 0
    }
    scene.teardown()
    return Double(mallocs) / Double(frames)
  }
}

/// Median and 99th percentile (nearest rank), as motion-sandbox computes its frame times.
struct Percentiles {
  let median: Double
  let p99: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else {
      (median, p99) = (0, 0)
      return
    }
    median = sorted[sorted.count / 2]
    let rank = Int((0.99 * Double(sorted.count)).rounded(.up)) - 1
    p99 = sorted[max(0, min(sorted.count - 1, rank))]
  }
}
