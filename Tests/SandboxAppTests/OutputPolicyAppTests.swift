import Foundation
import SandboxTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every output of a run goes through the one policy: an existing file is refused in one line
/// (exit status 2) and kept, unless `--overwrite`; an input is never written, `--overwrite` or
/// not; two outputs never share a path; the final frame takes a new number.
@Suite(.serialized) struct OutputPolicyAppTests {
  let toss = AppHarness.asset("tossable-toss.jsonl")

  func expectRefused(
    _ arguments: [String], saying text: String, keeps files: [String: String],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try AppHarness.sandbox(["--headless", "--frames", "3"] + arguments)
    #expect(result.status == 2, "\(arguments): \(result.stderr)", sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(
      lines.first?.contains(text) == true, "\(result.stderr)", sourceLocation: sourceLocation)
    for (path, text) in files {
      #expect(
        try String(contentsOfFile: path, encoding: .utf8) == text, "\(path) is intact",
        sourceLocation: sourceLocation)
    }
  }

  @Test func anExistingVideoIsKeptUnlessOverwriteIsGiven() throws {
    let dir = AppHarness.temporaryDirectory("policy-video")
    let kept = dir + "/keep.mp4"
    try "mine".write(toFile: kept, atomically: false, encoding: .utf8)
    try expectRefused(
      ["--video", kept],
      saying: "--video \(kept): the file exists; give a new name, or add --overwrite to replace it",
      keeps: [kept: "mine"])
    guard AppHarness.which("ffmpeg") != nil else { return }
    let replaced = try AppHarness.sandbox([
      "--headless", "--frames", "3", "--video", kept, "--overwrite",
    ])
    #expect(replaced.status == 0, "\(replaced.stderr)")
    #expect(try FileManager.default.attributesOfItem(atPath: kept)[.size] as? Int ?? 0 > 100)
  }

  @Test func theRecordingBeingReplayedIsNeverAVideoEvenWithOverwrite() throws {
    let dir = AppHarness.temporaryDirectory("policy-replay")
    let recording = dir + "/r.gif"
    let text = try String(contentsOfFile: toss, encoding: .utf8)
    try text.write(toFile: recording, atomically: false, encoding: .utf8)
    try expectRefused(
      ["--replay", recording, "--video", recording, "--overwrite"],
      saying: "--video \(recording) is the file --replay reads", keeps: [recording: text])
  }

  @Test func aCaptureFolderWithFramesIsRefusedAndAReplayInItIsNeverWritten() throws {
    let dir = AppHarness.temporaryDirectory("policy-capture")
    try "old frame".write(toFile: dir + "/frame-000000.png", atomically: false, encoding: .utf8)
    try expectRefused(
      ["--capture", dir], saying: "--capture \(dir): it holds frame-000000.png of an earlier run",
      keeps: [dir + "/frame-000000.png": "old frame"])
    let source = dir + "/frame-000005.png"
    let text = try String(contentsOfFile: toss, encoding: .utf8)
    try text.write(toFile: source, atomically: false, encoding: .utf8)
    try expectRefused(
      ["--replay", source, "--capture", dir, "--overwrite"],
      saying: "--capture \(dir)/frame-000005.png is the file --replay reads",
      keeps: [source: text, dir + "/frame-000000.png": "old frame"])
  }

  @Test func oneRunsTwoOutputsNeverShareAPath() throws {
    let dir = AppHarness.temporaryDirectory("policy-same")
    let result = try AppHarness.sandbox([
      "--headless", "--frames", "2", "--report", dir + "/same.png", "--report-sheet",
      dir + "/same.png",
    ])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "motion-sandbox: error: --report-sheet \(dir)/same.png is also --report's file; give each output its own name\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test func theFinalFrameTakesANewNumberAndKeepsTheLastRuns() throws {
    let dir = AppHarness.temporaryDirectory("policy-final")
    let first = dir + "/motion-sandbox-tossable-final.png"
    try "last run's".write(toFile: first, atomically: false, encoding: .utf8)
    let result = try AppHarness.sandbox([
      "--headless", "--frames", "2", "--scene", "tossable", "--screenshot-dir", dir,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("final frame: \(dir)/motion-sandbox-tossable-final-2.png"))
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "last run's")
  }
}
