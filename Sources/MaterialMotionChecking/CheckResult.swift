/// What checking one replay against its goldens found: the trace's verdict and each frame's,
/// with the files a reviewer reads (``CheckReport`` turns these into its page).
public struct ReplayCheck: Sendable {
  /// The replay's name (its file name without `.jsonl`): goldens are named after it.
  public var name: String
  /// The recording's path.
  public var recording: String
  /// The scene it was replayed in.
  public var scene: String
  /// The trace golden's verdict (nil when the trace was not checked).
  public var trace: TraceCheck?
  /// The frame goldens' verdicts.
  public var frames: [FrameCheck]
  /// How long the replay and the failure's files took (nil when not measured).
  public var timing: CheckTiming?

  /// A check of `name` with no verdicts yet.
  public init(
    name: String, recording: String, scene: String, trace: TraceCheck? = nil,
    frames: [FrameCheck] = []
  ) {
    self.name = name
    self.recording = recording
    self.scene = scene
    self.trace = trace
    self.frames = frames
  }

  /// Whether the trace and every frame matched (or were recorded).
  public var passed: Bool {
    (trace?.outcome.passed ?? true) && frames.allSatisfy(\.outcome.passed)
  }
}

/// How long one replay's check took: the in-process replay, and writing what differed.
public struct CheckTiming: Sendable, Equatable {
  /// Frames the replay made.
  public var frames: Int
  /// Seconds the replay took (input, motion, the trace and the frames drawn for goldens).
  public var replaySeconds: Double
  /// Seconds spent comparing and writing goldens, artifacts and plots.
  public var compareSeconds: Double

  /// A timing from its parts.
  public init(frames: Int, replaySeconds: Double, compareSeconds: Double) {
    self.frames = frames
    self.replaySeconds = replaySeconds
    self.compareSeconds = compareSeconds
  }
}

/// How one golden compared.
public enum GoldenOutcome: Sendable, Equatable {
  /// It matched.
  case matched
  /// It did not match; the text says how (the first divergence, or the pixels that differ).
  case differed(String)
  /// The golden was written (record mode `all`, `missing` or `failed`); the text says why.
  case recorded(String)
  /// The frame golden comes from another environment (font, SDL, renderer): its pixels were
  /// not compared; the text says what differs.
  case otherEnvironment(String)

  /// Whether the check passes with this outcome: matched, or recorded by a mode that does not
  /// fail (`all` fails, as the library's does, so a run that records is never taken for a pass;
  /// see ``RecordMode``).
  public var passed: Bool {
    if case .matched = self { return true }
    return false
  }
}

/// The trace golden's verdict and, when it differed, the curves of the values that diverged.
public struct TraceCheck: Sendable {
  /// The golden's path.
  public var goldenPath: String
  /// What happened.
  public var outcome: GoldenOutcome
  /// The first divergence, when the trace differed.
  public var divergence: TraceDivergence?
  /// Expected against actual for every diverging number (empty when it matched).
  public var curves: [TraceCurve]
  /// Where this run's trace was written, when it differed (to diff with the golden).
  public var actualPath: String?

  /// A verdict from its parts.
  public init(
    goldenPath: String, outcome: GoldenOutcome, divergence: TraceDivergence? = nil,
    curves: [TraceCurve] = [], actualPath: String? = nil
  ) {
    self.goldenPath = goldenPath
    self.outcome = outcome
    self.divergence = divergence
    self.curves = curves
    self.actualPath = actualPath
  }
}

/// One number over time in the golden and in this run: a component of a diverging key.
public struct TraceCurve: Sendable, Equatable {
  /// What it is: `square.position.x`, `square.scale`.
  public var label: String
  /// Frame times, in seconds (the golden's; this run's where the golden has fewer frames).
  public var times: [Double]
  /// The golden's values per frame (nil where the key did not exist).
  public var expected: [Double?]
  /// This run's values per frame.
  public var actual: [Double?]
  /// The first frame where the two differ beyond the tolerance, if any.
  public var firstDivergingFrame: Int?

  /// A curve from its parts.
  public init(
    label: String, times: [Double], expected: [Double?], actual: [Double?],
    firstDivergingFrame: Int?
  ) {
    self.label = label
    self.times = times
    self.expected = expected
    self.actual = actual
    self.firstDivergingFrame = firstDivergingFrame
  }

  /// The curves of `keys` in `golden` and `actual`: one per numeric component (`.x` and `.y`
  /// for two), none for texts.
  public static func curves(
    of keys: [String], golden: MotionTrace, actual: MotionTrace, tolerance: Double
  ) -> [TraceCurve] {
    let longer = golden.frames.count >= actual.frames.count ? golden : actual
    let times = longer.frames.map(\.time)
    var curves: [TraceCurve] = []
    for key in keys {
      let expected = golden.series(of: key)
      let mine = actual.series(of: key)
      let width =
        (expected + mine).compactMap { value -> Int? in
          if case .numbers(let n)? = value { return n.count }
          return nil
        }.max() ?? 0
      for component in 0..<width {
        func numbers(_ series: [MotionTrace.Value?]) -> [Double?] {
          (0..<times.count).map { index in
            guard index < series.count, case .numbers(let n)? = series[index], component < n.count
            else { return nil }
            return n[component]
          }
        }
        let e = numbers(expected)
        let a = numbers(mine)
        let first = (0..<times.count).first { index in
          switch (e[index], a[index]) {
          case (nil, nil): return false
          case (let x?, let y?): return !(abs(x - y) <= tolerance + 1e-9)
          default: return true
          }
        }
        let suffix = width == 1 ? "" : (width == 2 ? [".x", ".y"][component] : ".\(component)")
        curves.append(
          TraceCurve(
            label: key + suffix, times: times, expected: e, actual: a, firstDivergingFrame: first))
      }
    }
    return curves
  }
}

/// A frame golden's verdict, with the images a reviewer compares.
public struct FrameCheck: Sendable {
  /// The frame's index in the replay.
  public var index: Int
  /// The golden's path.
  public var goldenPath: String
  /// What happened.
  public var outcome: GoldenOutcome
  /// Pixels differing by more than the tolerance (outside the masks).
  public var differingPixels: Int
  /// How many differing pixels pass.
  public var pixelBudget: Int
  /// The per-channel tolerance.
  public var tolerance: Int
  /// This run's frame, when it differed: a PNG in the artifacts folder.
  public var actualPath: String?
  /// The golden, copied beside it.
  public var expectedPath: String?
  /// The difference image: differing pixels red over a dimmed copy of the golden, masks blue.
  public var diffPath: String?

  /// A verdict from its parts.
  public init(
    index: Int, goldenPath: String, outcome: GoldenOutcome, differingPixels: Int = 0,
    pixelBudget: Int = 0, tolerance: Int = 0, actualPath: String? = nil,
    expectedPath: String? = nil, diffPath: String? = nil
  ) {
    self.index = index
    self.goldenPath = goldenPath
    self.outcome = outcome
    self.differingPixels = differingPixels
    self.pixelBudget = pixelBudget
    self.tolerance = tolerance
    self.actualPath = actualPath
    self.expectedPath = expectedPath
    self.diffPath = diffPath
  }
}
