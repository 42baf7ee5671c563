import Foundation
import MaterialMotionChecking
import MaterialMotionSandbox
import MaterialMotionTesting
import SandboxTestSupport
import SnapshotTesting
import Testing

/// The testing library's own behaviour, through swift-snapshot-testing's `verifySnapshot` (which
/// returns the failure instead of recording it): what a missing, matching, diverging, corrupt or
/// foreign golden gives.
@MainActor
@Suite(.serialized) struct AssertMotionTests {
  let recording = AppHarness.asset("tossable-toss.jsonl")

  func verify<Format>(
    _ replay: MotionReplay, as strategy: Snapshotting<MotionReplay, Format>, named name: String,
    in directory: String, record: SnapshotTestingConfiguration.Record = .missing
  ) -> String? {
    verifySnapshot(
      of: replay, as: strategy, named: name, record: record, snapshotDirectory: directory,
      testName: replay.name)
  }

  @Test func aMissingGoldenIsRecordedThenMatchesAndABrokenSpringNamesItsFirstDivergence() throws {
    let goldens = AppHarness.temporaryDirectory("assert-motion")
    let replay = try MotionReplay(recording: recording, frames: [75])
    let first = verify(replay, as: .motionTrace, named: "trace", in: goldens)
    #expect(first?.contains("No reference was found on disk") == true, "\(first ?? "nil")")
    #expect(FileManager.default.fileExists(atPath: "\(goldens)/tossable-toss.trace.txt"))
    #expect(verify(replay, as: .motionTrace, named: "trace", in: goldens) == nil)
    #expect(verify(replay, as: .frame(75), named: "frame-75", in: goldens) != nil)
    #expect(verify(replay, as: .frame(75), named: "frame-75", in: goldens) == nil)

    let artifacts = AppHarness.temporaryDirectory("assert-motion-artifacts")
    setenv("SNAPSHOT_ARTIFACTS", artifacts, 1)
    defer { unsetenv("SNAPSHOT_ARTIFACTS") }
    let stiffer = try MotionReplay(
      recording: recording, settings: ["spring.stiffness=900"], frames: [75])
    let trace = try #require(verify(stiffer, as: .motionTrace, named: "trace", in: goldens))
    #expect(
      trace.contains(
        "frame 71, square.position: expected 524.7380 362.3690, got 516.7846 358.3923 (tolerance 0.0001); parameters differ: spring.stiffness unset in the golden, 900 here"
      ), "\(trace)")
    let folder = "\(artifacts)/motion/tossable-toss"
    #expect(trace.contains("report: \(folder)/report.html"))
    for file in ["report.html", "tossable-toss.trace.txt", "curves.svg"] {
      #expect(FileManager.default.fileExists(atPath: "\(folder)/\(file)"), "\(file)")
    }
    let frame = try #require(verify(stiffer, as: .frame(75), named: "frame-75", in: goldens))
    #expect(frame.contains("frame 75: 38651 pixels differ by more than 2 (budget 0)"), "\(frame)")
    #expect(FileManager.default.fileExists(atPath: "\(folder)/frame-75.diff.png"))
    // A budget larger than the difference, or a mask over all of it, passes.
    #expect(
      verify(stiffer, as: .frame(75, pixelBudget: 40_000), named: "frame-75", in: goldens) == nil)
    let everything = PixelMask(x: 0, y: 0, width: 800, height: 600)
    #expect(
      verify(stiffer, as: .frame(75, masks: [everything]), named: "frame-75", in: goldens) == nil)
  }

  /// A golden that cannot be read, and a frame that was not drawn, say so; never records a
  /// stand-in.
  @Test func corruptGoldensAndFramesNotDrawnAreNamed() throws {
    let goldens = AppHarness.temporaryDirectory("assert-motion-corrupt")
    let replay = try MotionReplay(recording: recording, frames: [75])
    try "motion-sandbox trace 1\nscene tossable\n".write(
      toFile: "\(goldens)/tossable-toss.trace.txt", atomically: true, encoding: .utf8)
    let trace = try #require(verify(replay, as: .motionTrace, named: "trace", in: goldens))
    #expect(
      trace.contains("the trace golden cannot be read (line 1: not a motion trace"), "\(trace)")
    try Data("not a png".utf8).write(
      to: URL(fileURLWithPath: "\(goldens)/tossable-toss.frame-75.png"))
    let frame = try #require(verify(replay, as: .frame(75), named: "frame-75", in: goldens))
    #expect(frame.contains("the frame golden is not a readable PNG"), "\(frame)")
    let missing = try #require(
      verify(replay, as: .frame(40), named: "frame-40", in: goldens, record: .never))
    #expect(missing.contains("No reference was found on disk"), "\(missing)")
  }

  /// A frame golden from another environment is reported as such, not as failed pixels.
  @Test func aGoldenFromAnotherEnvironmentIsReportedAsSuch() throws {
    let goldens = AppHarness.temporaryDirectory("assert-motion-environment")
    let replay = try MotionReplay(recording: recording, frames: [75])
    var golden = try #require(replay.frames[75])
    golden.environment?.font = "OtherSans.ttf, 1 bytes"
    try Data(golden.png()).write(to: URL(fileURLWithPath: "\(goldens)/tossable-toss.frame-75.png"))
    let message = try #require(verify(replay, as: .frame(75), named: "frame-75", in: goldens))
    #expect(
      message.contains("frame 75: the golden was drawn in another environment (font DejaVuSans"),
      "\(message)")
    #expect(!message.contains("pixels differ"))
  }

  /// Replay after replay in one test process keeps memory flat: nothing of a replay (host,
  /// scene, runtime, subscriptions, drawn frames) outlives it. (The scene picker's list used to:
  /// its tap subscription, its element and its recognizer kept one another alive, some 100 KB a
  /// run, 2 MB a block of 20.)
  @Test func replaysDoNotLeak() throws {
    let short = AppHarness.asset("tap-taps.jsonl")
    for _ in 0..<20 { _ = try MotionReplay(recording: short, frames: [-1]) }
    let grown = try ProcessMemory.smallestGrowth(blocks: 3) {
      for _ in 0..<20 { _ = try MotionReplay(recording: short, frames: [-1]) }
    }
    #expect(grown < 1 << 20, "20 replays grew the resident size by \(grown >> 10) KiB")
  }
}
