import Foundation
import SandboxTestSupport
import Testing

/// Live tuning end to end with the built app: `--set` and its errors, the recording header's
/// `params` and `panels`, and the replay of a tuning session recorded live.
@Suite(.serialized) struct TuningTests {
  /// The sliders' colour (#3700B3): present in a frame exactly when the panel is shown.
  func showsPanel(_ frame: Frame) -> Bool {
    guard let box = frame.boundingBox(of: (0x37, 0x00, 0xB3), tolerance: 4) else { return false }
    return box.minX >= frame.width - 260 && box.minY >= 80
  }

  /// One line on stderr, and the status of the exit table: 64 for a flag, 2 for a recording.
  func expectOneLineError(
    _ arguments: [String], _ expected: String, status: Int32 = 64,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try AppHarness.sandbox(arguments)
    #expect(result.status == status, "exit status for \(arguments)", sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n").filter { !$0.contains("no display found") }
    #expect(lines.count == 1, "stderr was: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(
      lines.first?.hasPrefix("motion-sandbox: error: \(expected)") == true,
      "stderr was: \(result.stderr)", sourceLocation: sourceLocation)
  }

  @Test func badSetFlagsAreOneLineErrorsBeforeAnythingRuns() throws {
    let dir = AppHarness.temporaryDirectory("set-errors")
    let common = ["--headless", "--frames", "2", "--screenshot-dir", dir]
    try expectOneLineError(
      common + ["--set", "spring.stiffnes=100"],
      #"--set spring.stiffnes=100: no scene has a parameter named "spring.stiffnes"; the parameters are square.size (40 to 400 pt), drag.resistance (0 to 400 pt), spring.stiffness (1 to 1000), spring.damping (0 to 100), spring.mass (0.1 to 10), tween.duration (0.05 to 3 s), tween.easing (linear, easeIn, easeOut, easeInOut, materialStandard, materialDeceleration, materialAcceleration, materialSharp, ease, m3Emphasized, m3EmphasizedAccelerate, m3EmphasizedDecelerate, m3StandardAccelerate, m3StandardDecelerate), trace.length (1 to 20 s)"#
    )
    try expectOneLineError(
      common + ["--set", "spring.damping=-1"],
      "--set spring.damping=-1: out of range; spring.damping takes 0 to 100")
    try expectOneLineError(
      common + ["--set", "square.size"], "--set square.size: expected NAME=VALUE")
    try expectOneLineError(
      common + ["--set", "trace.length=long"],
      "--set trace.length=long: not a number; trace.length takes 1 to 20 s")
    // A name only another scene declares is fine: parameters are per scene.
    let result = try AppHarness.sandbox(
      common + ["--scene", "scalable", "--set", "trace.length=8", "--set", "spring.mass=2"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir) == [
        "motion-sandbox-scalable-final.png"
      ])
  }

  @Test func aRecordingsParamsAreCheckedBeforeAnythingRuns() throws {
    let dir = AppHarness.temporaryDirectory("params-errors")
    for (params, expected) in [
      (
        #"{"spring.stiffness":0}"#,
        #""params": "spring.stiffness": out of range; spring.stiffness takes 1 to 1000"#
      ),
      (#"{"wobble":1}"#, #""params": "wobble": no scene has a parameter named "wobble""#),
      (#"{"wobble":"x"}"#, #"field "params": "wobble" must be a number"#),
    ] {
      let path = dir + "/r.jsonl"
      try
        (#"{"format":"motion-sandbox-input","version":2,"scene":"tossable","size":[800,600],"fps":60,"params":"#
        + params + "}\n").write(toFile: path, atomically: true, encoding: .utf8)
      try expectOneLineError(
        ["--replay", path, "--headless", "--capture", dir + "/frames"],
        "\(path) line 1: \(expected)", status: 2)
      #expect(!FileManager.default.fileExists(atPath: dir + "/frames"))
    }
  }

  /// `--set` values and `--tuning` go into the recording's header; its replay applies them and
  /// shows the panel; `--set` given with the replay wins.
  @Test func setValuesRoundTripThroughARecordingHeader() throws {
    let dir = AppHarness.temporaryDirectory("set-roundtrip")
    let recording = dir + "/session.jsonl"
    let live = try AppHarness.sandbox([
      "--scene", "draggable", "--headless", "--frames", "3", "--tuning", "--set", "square.size=100",
      "--set", "drag.resistance=20", "--set", "spring.damping=12.5", "--record-input", recording,
      "--screenshot-dir", dir + "/live",
    ])
    #expect(live.status == 0, "\(live.stderr)")
    let header = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")[0]
    #expect(
      header
        == #"{"format":"motion-sandbox-input","version":2,"scene":"draggable","size":[800,600],"fps":60,"params":{"drag.resistance":20,"spring.damping":12.5,"square.size":100},"panels":["tuning"]}"#
    )

    func replayed(_ extra: [String]) throws -> Frame {
      let replay = try HeadlessReplay(recording, arguments: extra)
      return try Frame(path: replay.directory + "/motion-sandbox-draggable-final.png")
    }
    let small = try replayed([])
    let square = try #require(small.square)
    #expect(square.maxX - square.minX + 1 == 100 && square.maxY - square.minY + 1 == 100)
    #expect(showsPanel(small), "the replay starts with the panel, as the session did")
    let large = try #require(try replayed(["--set", "square.size=300"]).square)
    #expect(large.maxX - large.minX + 1 == 300, "--set given with --replay overrides the header")

    // Without --tuning or --set, the header has neither and the panel stays hidden.
    let plain = dir + "/plain.jsonl"
    let result = try AppHarness.sandbox([
      "--scene", "draggable", "--headless", "--frames", "2", "--record-input", plain,
      "--screenshot-dir", dir + "/plain",
    ])
    #expect(result.status == 0)
    let plainHeader = try String(contentsOfFile: plain, encoding: .utf8)
    #expect(!plainHeader.contains("params") && !plainHeader.contains("panels"))
    #expect(!showsPanel(try Frame(path: dir + "/plain/motion-sandbox-draggable-final.png")))
  }

  /// The tuning session recorded live under Xvfb with xdotool (tossable, `--tuning`): damping
  /// dragged from 30 to 10 on its slider, Up, Right, Shift+Right (stiffness 342 → 353), Down,
  /// Down, Right (mass 1.0 → 1.1), C, then a toss to the lower left, Esc. Its replay prints the
  /// same flags, the under-damped spring carries the square past the centre, and two replays are
  /// identical frame for frame (the golden frames are in `ReplayTests`).
  @Test func aRecordedTuningSessionReplaysTheSameFrames() throws {
    func replay() throws -> HeadlessReplay {
      try HeadlessReplay(AppHarness.asset("tossable-tuning.jsonl"), capturingFrames: true)
    }
    let a = try replay()
    let b = try replay()
    #expect(
      a.result.stdout.contains(
        "--set square.size=200 --set spring.stiffness=353 --set spring.damping=10 --set spring.mass=1.1\n"
      ), "\(a.result.stdout)")
    let count = a.frameCount
    #expect(count > 500 && count == b.frameCount)
    #expect(a.firstDifferingFrame(comparedWith: b) == nil, "a frame differs between two replays")
    // Released to the lower left at frame ~371: with damping 10 it swings past the centre.
    var farthestRight = 0.0
    for i in stride(from: 372, to: 450, by: 2) {
      if let square = try a.frame(i).square {
        farthestRight = max(farthestRight, Double(square.minX) + 100)
      }
    }
    #expect(farthestRight > 440, "the square's centre got to x \(farthestRight)")
    let last = try #require(try a.frame(count - 1).square)
    #expect(abs(Double(last.minX + last.maxX) / 2 - 400) <= 1)
  }

  @Test func helpDescribesTuning() throws {
    let result = try AppHarness.sandbox(["--help"])
    #expect(result.status == 0)
    for text in [
      "--set <name=value>", "--tuning", "T           show or hide the tuning panel",
      "C           print the parameters' values as --set flags",
    ] {
      #expect(result.stdout.contains(text), "--help lacks \(text)")
    }
  }
}
