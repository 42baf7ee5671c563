import FoundationEssentials
import MaterialMotionChecking
import MaterialMotionSDL

/// Checks replays against their goldens, the engine of `motion-sandbox check`: each recording is
/// replayed in-process, its trace compared with `NAME.trace.txt` in the goldens folder and its
/// frames with every `NAME.frame-INDEX.png` there (NAME: the recording's file name without
/// `.jsonl`, the layout swift-snapshot-testing gives `testName.name.ext` with the replay's name
/// as the test name). Goldens are written as `RecordMode` says; what differs is written to the
/// artifacts folder (this run's trace, the curves, expected / actual / diff frames).
@MainActor
public struct MotionCheck {
  /// The folder of the goldens.
  public var goldens: String
  /// When goldens are written.
  public var record: RecordMode
  /// Where the files of a failure go.
  public var artifacts: String
  /// The scene to replay in, if not each recording's own.
  public var scene: String?
  /// `NAME=VALUE` parameters for every replay, as `--set` takes them.
  public var settings: [String]
  /// How close trace numbers must be.
  public var traceTolerance: Double
  /// How frames are compared.
  public var frameComparison: FrameComparison
  /// Frames to write goldens for when goldens are written (negative: from the end).
  public var recordFrames: [Int]
  /// The scenes replays can name.
  public var scenes: [any SandboxScene.Type]
  /// Pixels a point the frames are drawn at (1 to 4; a frame golden records its scale).
  public var pixelScale: Double
  /// The onion skin the frames are drawn with (nil, the default: none), as `--onion` draws
  /// it: frame goldens recorded without one differ from frames drawn with one.
  public var onion: OnionSettings?
  /// Whether files of an earlier run in ``artifacts`` are replaced (`--overwrite`); goldens
  /// are replaced as ``record`` says.
  public var overwrite = false

  /// A check of the goldens in `goldens`, with the defaults of `motion-sandbox check`.
  public init(
    goldens: String, record: RecordMode = .standard, artifacts: String,
    scene: String? = nil, settings: [String] = [], traceTolerance: Double = 0.0001,
    frameComparison: FrameComparison = FrameComparison(), recordFrames: [Int] = [],
    scenes: [any SandboxScene.Type] = BuiltInScenes.all, pixelScale: Double = 1,
    onion: OnionSettings? = nil
  ) {
    self.pixelScale = pixelScale
    self.goldens = goldens
    self.record = record
    self.artifacts = artifacts
    self.scene = scene
    self.settings = settings
    self.traceTolerance = traceTolerance
    self.frameComparison = frameComparison
    self.recordFrames = recordFrames
    self.scenes = scenes
    self.onion = onion
  }

  /// The goldens' name for a recording: its file name without `.jsonl`.
  nonisolated public static func name(of recording: String) -> String {
    let file = String(recording.split(separator: "/").last ?? Substring(recording))
    return file.hasSuffix(".jsonl") ? String(file.dropLast(6)) : file
  }

  /// Replays `recording` and checks it against its goldens. Its goldens and artifacts are
  /// written only once the replay has run to its end (all of them, or none).
  ///
  /// - Throws: `CheckProblem` when the check cannot be made (see its documentation);
  ///   ``CheckInterrupted`` when SIGINT or SIGTERM came (`Interrupts`, once installed), before
  ///   anything of this replay was written.
  public func check(_ recording: String) throws -> ReplayCheck {
    let writes = GoldenWrites()
    let check = try check(recording, writes: writes)
    try writes.commit(for: check.name)
    return check
  }

  private func check(_ recording: String, writes: GoldenWrites) throws -> ReplayCheck {
    let name = Self.name(of: recording)
    let replay: SceneReplay
    do {
      replay = try SceneReplay(
        recording: recording, scenes: scenes, scene: scene, settings: settings,
        pixelScale: pixelScale, onion: onion)
    } catch {
      // A recording's own problems name it already.
      let text = "\(error)"
      throw CheckProblem(text.hasPrefix(recording) ? text : "\(recording): \(text)")
    }
    let tracePath = "\(goldens)/\(name).trace.txt"
    // Recording every golden anew reads none of them (a broken one is simply replaced).
    let golden = record == .all ? nil : try readTrace(tracePath)
    let frameGoldens = try existingFrameGoldens(name)
    var wanted = Array(frameGoldens.keys)
    // --frames names frames to record: all of them anew, or as the first frame goldens.
    if record == .all || (frameGoldens.isEmpty && record.writesMissing) { wanted += recordFrames }
    if let past = recordFrames.first(where: { $0 >= replay.frameCount || $0 < -replay.frameCount })
    {
      throw CheckProblem(
        "--frames \(past): \(recording) replays \(replay.frameCount) frames (0 to \(replay.frameCount - 1), or -1 the last); choose frames within them"
      )
    }
    let start = ContinuousClock.now
    let capture = try replay.capture(frames: wanted, name: replay.fileName)
    if Interrupts.requested { throw CheckInterrupted(replay: name) }
    let replayed = ContinuousClock.now
    var check = ReplayCheck(name: name, recording: recording, scene: replay.sceneName)
    check.trace = try checkTrace(
      capture.trace, golden: golden, path: tracePath, name: name, writes: writes)
    for index in capture.frames.keys.sorted() {
      check.frames.append(
        try checkFrame(
          capture.frames[index]!, index: index, golden: frameGoldens[index], name: name,
          writes: writes))
    }
    check.timing = CheckTiming(
      frames: capture.frameCount, replaySeconds: Self.seconds(replayed - start),
      compareSeconds: Self.seconds(ContinuousClock.now - replayed))
    return check
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private func readTrace(_ path: String) throws -> MotionTrace? {
    guard FileManager.default.fileExists(atPath: path) else {
      if record.writesMissing { return nil }
      throw CheckProblem(
        "missing trace golden \(path); record it with --record missing (not on CI)")
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw CheckProblem("cannot read \(path) as UTF-8 text; record it again with --record all")
    }
    do {
      return try MotionTrace(text: text)
    } catch {
      throw CheckProblem("\(path) \(error); record it again with --record all")
    }
  }

  /// The frame goldens of `name` in the goldens folder, by frame index.
  private func existingFrameGoldens(_ name: String) throws -> [Int: String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: goldens)) ?? []
    var found: [Int: String] = [:]
    let prefix = "\(name).frame-"
    for file in files where file.hasPrefix(prefix) && file.hasSuffix(".png") {
      let digits = file.dropFirst(prefix.count).dropLast(4)
      guard let index = Int(digits), index >= 0, index < 10_000_000 else { continue }
      found[index] = "\(goldens)/\(file)"
    }
    return found
  }

  private func checkTrace(
    _ trace: MotionTrace, golden: MotionTrace?, path: String, name: String,
    writes: GoldenWrites
  ) throws -> TraceCheck {
    func write(_ bytes: [UInt8], to path: String) { writes.add(bytes, to: path, replacing: true) }
    func artifact(_ bytes: [UInt8], to path: String) {
      writes.add(bytes, to: path, replacing: overwrite)
    }
    guard let golden else {
      write(Array(trace.text.utf8), to: path)
      let why = record == .all ? "recorded \(path)" : "no trace golden: recorded \(path)"
      return TraceCheck(goldenPath: path, outcome: .recorded(why))
    }
    guard let divergence = trace.firstDivergence(from: golden, tolerance: traceTolerance) else {
      if record == .all { write(Array(trace.text.utf8), to: path) }
      return TraceCheck(
        goldenPath: path, outcome: record == .all ? .recorded("recorded \(path)") : .matched)
    }
    let folder = try artifactFolder(name)
    let actualPath = "\(folder)/\(name).trace.txt"
    artifact(Array(trace.text.utf8), to: actualPath)
    let curves = TraceCurve.curves(
      of: divergence.divergingKeys, golden: golden, actual: trace, tolerance: traceTolerance)
    if !curves.isEmpty {
      artifact(
        try CurvePlot.png(curves, title: "\(name): \(divergence)"), to: "\(folder)/curves.png")
    }
    if record.writesFailed {
      write(Array(trace.text.utf8), to: path)
      return TraceCheck(
        goldenPath: path, outcome: .recorded("\(divergence); recorded \(path) anew"),
        divergence: divergence, curves: curves, actualPath: actualPath)
    }
    return TraceCheck(
      goldenPath: path, outcome: .differed("\(divergence)"), divergence: divergence,
      curves: curves, actualPath: actualPath)
  }

  private func checkFrame(
    _ frame: FrameImage, index: Int, golden goldenPath: String?, name: String,
    writes: GoldenWrites
  ) throws -> FrameCheck {
    func write(_ bytes: [UInt8], to path: String) { writes.add(bytes, to: path, replacing: true) }
    func artifact(_ bytes: [UInt8], to path: String) {
      writes.add(bytes, to: path, replacing: overwrite)
    }
    let path = goldenPath ?? "\(goldens)/\(name).frame-\(index).png"
    guard let goldenPath, record != .all else {
      write(try frame.png(), to: path)
      return FrameCheck(index: index, goldenPath: path, outcome: .recorded("recorded \(path)"))
    }
    let golden: FrameImage
    do {
      golden = try FrameImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: goldenPath))))
    } catch {
      throw CheckProblem("\(goldenPath): \(error); record it again with --record all")
    }
    var check = FrameCheck(
      index: index, goldenPath: goldenPath, outcome: .matched,
      pixelBudget: frameComparison.pixelBudget, tolerance: frameComparison.tolerance)
    switch frameComparison.compare(frame, with: golden) {
    case .matched(let differing):
      check.differingPixels = differing
      return check
    case .otherEnvironment(let text):
      check.outcome = .otherEnvironment(text)
      return check
    case .otherSize(let text):
      check.outcome = .differed("frame \(index): \(text)")
    case .differed(let differing, let diff):
      check.differingPixels = differing
      check.outcome = .differed(
        "frame \(index): \(differing) pixels differ by more than \(frameComparison.tolerance) (budget \(frameComparison.pixelBudget))"
      )
      let folder = try artifactFolder(name)
      check.diffPath = "\(folder)/frame-\(index).diff.png"
      artifact(try diff.png(), to: check.diffPath!)
    }
    let folder = try artifactFolder(name)
    check.actualPath = "\(folder)/frame-\(index).actual.png"
    check.expectedPath = "\(folder)/frame-\(index).expected.png"
    artifact(try frame.png(), to: check.actualPath!)
    artifact(try golden.png(), to: check.expectedPath!)
    if record.writesFailed {
      write(try frame.png(), to: goldenPath)
      check.outcome = .recorded("\(check.outcome.text); recorded \(goldenPath) anew")
    }
    return check
  }

  /// Where the artifacts of `name` go (``OutputFile`` creates the folder when it writes one).
  private func artifactFolder(_ name: String) throws -> String {
    "\(artifacts)/\(name)"
  }
}
