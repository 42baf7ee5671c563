import Foundation
import SandboxTestSupport
import Testing

/// `--compare`: one recording, two tunings, side by side.
@Suite struct CompareTests {
  static let purple = (0x62, 0x00, 0xEE)

  /// Each pane moves exactly as a run of its own with the same parameters: the square of the
  /// left pane where the first run's is, the right pane's where the second run's is, 800 points
  /// further right; and the two tunings really differ.
  @Test func eachPaneMovesAsItsOwnRun() throws {
    let recording = AppHarness.asset("tossable-toss.jsonl")
    let a = ["spring.stiffness=120", "spring.damping=10"]
    let b = ["spring.stiffness=600"]
    let both = try HeadlessReplay(
      recording, capturingFrames: true,
      arguments: ["--compare", a.joined(separator: ","), b.joined(separator: ",")])
    let first = try HeadlessReplay(
      recording, capturingFrames: true, arguments: a.flatMap { ["--set", $0] })
    let second = try HeadlessReplay(
      recording, capturingFrames: true, arguments: b.flatMap { ["--set", $0] })
    #expect(both.frameCount == first.frameCount && both.frameCount > 110)
    var differed = false
    for index in stride(from: 40, to: both.frameCount, by: 10) {
      let frame = try both.frame(index)
      #expect(frame.width == 1600 && frame.height == 600)
      let left = frame.boundingBox(
        of: Self.purple, in: PixelBox(minX: 0, minY: 80, maxX: 797, maxY: 540))
      let right = frame.boundingBox(
        of: Self.purple, in: PixelBox(minX: 802, minY: 80, maxX: 1599, maxY: 540))
      let expectedLeft = try first.frame(index).square
      let expectedRight = try second.frame(index).square
      #expect(left == expectedLeft, "frame \(index)")
      #expect(
        right.map {
          PixelBox(minX: $0.minX - 800, minY: $0.minY, maxX: $0.maxX - 800, maxY: $0.maxY)
        }
          == expectedRight, "frame \(index)")
      if expectedLeft != expectedRight { differed = true }
    }
    #expect(differed, "the two tunings moved the same way")
  }

  /// A comparison is recorded with its two sets (a version 3 file) and replays as the same
  /// comparison, to the same last frame, with no flags.
  @Test func aRecordedComparisonReplaysAsOne() throws {
    let directory = AppHarness.temporaryDirectory("compare-record")
    let recording = directory + "/comparison.jsonl"
    let first = try AppHarness.sandbox([
      "--replay", AppHarness.asset("tossable-toss.jsonl"), "--headless",
      "--compare", "spring.stiffness=120,spring.damping=10", "spring.stiffness=600",
      "--record-input", recording, "--screenshot-dir", directory + "/first",
    ])
    #expect(first.status == 0, "\(first.stderr)")
    let header = try String(contentsOfFile: recording, encoding: .utf8).prefix { $0 != "\n" }
    #expect(header.contains(#""version":3"#) && header.contains(#""size":[800,600]"#))
    #expect(
      header.contains(
        #""compare":[{"spring.damping":10,"spring.stiffness":120},{"spring.stiffness":600}]"#))
    let again = try HeadlessReplay(recording)
    let a = try Frame(path: directory + "/first/motion-sandbox-tossable-final.png")
    let b = try again.finalFrame()
    #expect(a.width == 1600 && b.width == 1600)
    #expect(a.differingPixels(from: b, tolerance: 0) == 0, "the replayed comparison ends elsewhere")
  }

  /// C prints the values of the pane the pointer was last over: A's first, B's after the
  /// pointer went right.
  @Test func theTuningPanelFollowsThePointer() throws {
    let path = try AppHarness.writeRecording([
      #"{"format":"motion-sandbox-input","version":2,"scene":"tossable","size":[800,600],"fps":60}"#,
      #"{"t":0.1,"type":"key.down","key":"c","mods":[]}"#,
      #"{"t":0.15,"type":"key.up","key":"c","mods":[]}"#,
      #"{"t":0.2,"type":"mouse.motion","x":1200,"y":300,"mods":[]}"#,
      #"{"t":0.3,"type":"key.down","key":"c","mods":[]}"#,
      #"{"t":0.35,"type":"key.up","key":"c","mods":[]}"#,
    ])
    let directory = AppHarness.temporaryDirectory("compare-tuning")
    let result = try AppHarness.sandbox([
      "--replay", path, "--headless", "--screenshot-dir", directory,
      "--compare", "spring.stiffness=120", "spring.stiffness=600",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let printed = result.stdout.split(separator: "\n").filter { $0.hasPrefix("--set ") }
    #expect(printed.count == 2)
    #expect(printed.first?.contains("--set spring.stiffness=120") == true)
    #expect(printed.last?.contains("--set spring.stiffness=600") == true)
  }

  @Test(arguments: [
    (["--compare", "spring.stiffness=120"], "--compare takes two parameter sets"),
    (["--compare", "spring.stiffness=5000", ""], "--compare spring.stiffness=5000: out of range"),
    (["--compare", "nope=1", ""], "--compare nope=1"),
    (["--compare", "", "", "--export", "css"], "--export writes one set of parameters"),
    (["--compare", "", "", "--size", "5000x600"], "wider than 8192"),
  ])
  func aBadComparisonIsOneLine(arguments: [String], message: String) throws {
    let result = try AppHarness.sandbox(["--scene", "tossable", "--headless"] + arguments)
    #expect(result.status != 0)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && result.stderr.contains(message), "\(result.stderr)")
  }
}
