import Foundation
import MaterialMotionSDL
import SandboxTestSupport

@testable import MaterialMotionChecking
@testable import MaterialMotionSandbox

/// Real checks for ``CheckReport``'s tests: `tossable-toss.jsonl` replayed in process with the
/// default spring (the golden) and with `spring.stiffness=900` (this run), so its trace really
/// diverges and its frames really differ; their traces, frames and difference images written to
/// a temporary folder as a motion check writes them. Beside it, checks that exercise the rest of
/// the page: a name to escape with frame files that are missing, another environment, a pass and
/// a golden written.
struct ReportFixture: Sendable {
  /// The folder the files are in.
  let directory: String
  /// The checks, the real failure first.
  let checks: [ReplayCheck]
  /// The real failure's first divergence.
  let divergence: TraceDivergence
  /// The frames of the real failure that differ (their images exist).
  let differingFrames: [FrameCheck]
  /// The name of the check whose differing frame's files are missing.
  static let escapedName = "pinch <&> \"quoted\" 'check'"
  /// The tolerance frames are compared with.
  static let pixelTolerance = 2

  /// The fixture, made once per test process.
  @MainActor static func shared() throws -> ReportFixture {
    if let made { return try made.get() }
    let result = Result { try make() }
    made = result
    return try result.get()
  }

  @MainActor private static var made: Result<ReportFixture, Error>?

  /// Replays `asset` in process, tracing every frame and keeping the pixels of `drawn` frames.
  @MainActor
  static func replay(
    _ asset: String, settings: [String] = [], drawn: Set<Int> = []
  ) throws -> (trace: MotionTrace, pixels: [Int: [UInt8]], width: Int, height: Int) {
    try replay(
      SceneReplay(recording: AppHarness.asset(asset), settings: settings), named: asset,
      drawn: drawn)
  }

  /// Runs `replay` (named `asset` in its trace), tracing every frame and keeping the pixels of
  /// `drawn` frames.
  @MainActor
  static func replay(
    _ replay: SceneReplay, named asset: String, drawn: Set<Int>
  ) throws -> (trace: MotionTrace, pixels: [Int: [UInt8]], width: Int, height: Int) {
    var recorder = TraceRecorder(
      header: MotionTrace.Header(
        scene: replay.sceneName, replay: asset, width: replay.header.width,
        height: replay.header.height, fps: replay.header.fps, parameters: replay.parameters))
    var pixels: [Int: [UInt8]] = [:]
    var size = (0, 0)
    try replay.run(drawing: { index, _ in drawn.contains(index) }) { frame in
      recorder.record(frame.root, time: frame.time)
      if let rgb = frame.pixels {
        pixels[frame.index] = rgb
        size = (frame.width, frame.height)
      }
    }
    return (recorder.trace, pixels, size.0, size.1)
  }

  /// The frames where the square is furthest apart in the two traces while inside the window
  /// in both, the furthest first.
  static func framesApart(_ golden: MotionTrace, _ actual: MotionTrace, count: Int) -> [Int] {
    func positions(_ trace: MotionTrace) -> [[Double]?] {
      trace.series(of: "square.position").map { value in
        if case .numbers(let xy)? = value { return Array(xy) }
        return nil
      }
    }
    let (a, b) = (positions(golden), positions(actual))
    let width = Double(golden.header.width)
    let height = Double(golden.header.height)
    func inside(_ p: [Double]) -> Bool {
      p[0] > 110 && p[0] < width - 110 && p[1] > 110 && p[1] < height - 110
    }
    let apart = (0..<min(a.count, b.count)).compactMap { index -> (Int, Double)? in
      guard let p = a[index], let q = b[index], inside(p), inside(q) else { return nil }
      return (index, hypot(p[0] - q[0], p[1] - q[1]))
    }
    // Keep frames at least 10 apart, so they show different moments.
    var chosen: [Int] = []
    for (index, _) in apart.sorted(by: { $0.1 > $1.1 })
    where chosen.allSatisfy({ abs($0 - index) >= 10 }) {
      chosen.append(index)
      if chosen.count == count { break }
    }
    return chosen
  }

  @MainActor
  private static func make() throws -> ReportFixture {
    let asset = "tossable-toss.jsonl"
    let stiffer = ["spring.stiffness=900"]
    let golden = try replay(asset).trace
    var actual = try replay(asset, settings: stiffer).trace
    // The same parameters in both headers, so the motion itself is what differs.
    actual.header.parameters = golden.header.parameters
    guard let divergence = actual.firstDivergence(from: golden) else {
      throw HarnessError("a stiffer spring did not change the trace of \(asset)")
    }
    let drawn = framesApart(golden, actual, count: 2)
    guard drawn.count == 2 else { throw HarnessError("no two frames apart: \(drawn)") }
    let expected = try replay(asset, drawn: Set(drawn))
    let mine = try replay(asset, settings: stiffer, drawn: Set(drawn))

    let directory = AppHarness.temporaryDirectory("check-report")
    let goldens = directory + "/goldens"
    let artifacts = directory + "/artifacts"
    for folder in [goldens, artifacts] {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    let goldenTrace = goldens + "/tossable-toss.trace"
    let actualTrace = artifacts + "/tossable-toss.trace"
    try golden.text.write(toFile: goldenTrace, atomically: true, encoding: .utf8)
    try actual.text.write(toFile: actualTrace, atomically: true, encoding: .utf8)

    var frames: [FrameCheck] = []
    for index in drawn.sorted() {
      let (w, h) = (expected.width, expected.height)
      let e = try required(expected.pixels[index], "golden frame \(index)")
      let a = try required(mine.pixels[index], "this run's frame \(index)")
      let stem = artifacts + "/tossable-toss-frame-\(index)"
      let goldenPath = goldens + "/tossable-toss-frame-\(index).png"
      try PNGFile.write(path: goldenPath, pixels: e, width: w, height: h, replacing: true)
      try PNGFile.write(
        path: stem + "-expected.png", pixels: e, width: w, height: h, replacing: true)
      try PNGFile.write(path: stem + "-actual.png", pixels: a, width: w, height: h, replacing: true)
      let (diff, differing) = differenceImage(golden: e, actual: a)
      try PNGFile.write(
        path: stem + "-diff.png", pixels: diff, width: w, height: h, replacing: true)
      frames.append(
        FrameCheck(
          index: index, goldenPath: goldenPath,
          outcome: .differed("\(differing) pixels differ by more than \(pixelTolerance)"),
          differingPixels: differing, pixelBudget: 40, tolerance: pixelTolerance,
          actualPath: stem + "-actual.png", expectedPath: stem + "-expected.png",
          diffPath: stem + "-diff.png"))
    }
    frames.insert(
      FrameCheck(index: 0, goldenPath: goldens + "/tossable-toss-frame-0.png", outcome: .matched),
      at: 0)
    let failed = ReplayCheck(
      name: "tossable-toss", recording: AppHarness.asset(asset), scene: "tossable",
      trace: TraceCheck(
        goldenPath: goldenTrace, outcome: .differed(divergence.description),
        divergence: divergence,
        curves: TraceCurve.curves(
          of: divergence.divergingKeys, golden: golden, actual: actual,
          tolerance: divergence.tolerance),
        actualPath: actualTrace),
      frames: frames)
    let missing = directory + "/nowhere"
    let escaped = ReplayCheck(
      name: escapedName, recording: directory + "/<pinch>.jsonl", scene: "scalable & co",
      frames: [
        FrameCheck(
          index: 12, goldenPath: missing + "/golden.png", outcome: .differed("99 pixels differ"),
          differingPixels: 99, pixelBudget: 0, tolerance: 2, actualPath: missing + "/actual.png",
          expectedPath: missing + "/expected.png", diffPath: missing + "/diff.png")
      ])
    let otherEnvironment = ReplayCheck(
      name: "scalable-pinch", recording: "scalable-pinch.jsonl", scene: "scalable",
      trace: TraceCheck(goldenPath: goldens + "/scalable-pinch.trace", outcome: .matched),
      frames: [
        FrameCheck(
          index: 30, goldenPath: goldens + "/scalable-pinch-frame-30.png",
          outcome: .otherEnvironment(
            "the golden was drawn with font DejaVuSans 2.36, this run 2.37"))
      ])
    let passed = ReplayCheck(
      name: "draggable-drag", recording: "draggable-drag.jsonl", scene: "draggable",
      trace: TraceCheck(goldenPath: goldens + "/draggable-drag.trace", outcome: .matched),
      frames: [FrameCheck(index: 5, goldenPath: goldens + "/d-5.png", outcome: .matched)])
    let recorded = ReplayCheck(
      name: "spring-flick", recording: "spring-flick.jsonl", scene: "spring",
      trace: TraceCheck(
        goldenPath: goldens + "/spring-flick.trace", outcome: .recorded("there was no golden")))
    return ReportFixture(
      directory: directory, checks: [failed, escaped, otherEnvironment, passed, recorded],
      divergence: divergence, differingFrames: frames.filter { $0.outcome != .matched })
  }

  /// Differing pixels (beyond ``pixelTolerance`` in a channel) red over a dimmed golden, as RGB;
  /// and how many there are.
  static func differenceImage(golden: [UInt8], actual: [UInt8]) -> ([UInt8], Int) {
    var diff = [UInt8](repeating: 0, count: golden.count)
    var differing = 0
    for p in stride(from: 0, to: golden.count, by: 3) {
      let differs = (0..<3).contains {
        abs(Int(golden[p + $0]) - Int(actual[p + $0])) > pixelTolerance
      }
      if differs {
        differing += 1
        (diff[p], diff[p + 1], diff[p + 2]) = (255, 0, 0)
      } else {
        for c in 0..<3 { diff[p + c] = UInt8(165 + Int(golden[p + c]) * 90 / 255) }
      }
    }
    return (diff, differing)
  }

  private static func required<T>(_ value: T?, _ what: String) throws -> T {
    guard let value else { throw HarnessError("no \(what)") }
    return value
  }
}
