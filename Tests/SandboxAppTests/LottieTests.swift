import Foundation
import SandboxTestSupport
import Testing

/// `--lottie` and the W key through the app: what is written, and what is refused.
@Suite struct LottieTests {
  let toss = AppHarness.asset("tossable-toss.jsonl")

  /// The file as JSON, read as another tool would.
  func animation(at path: String) throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test func aReplayIsWrittenAtItsFrameRateAndSize() throws {
    let path = AppHarness.temporaryDirectory("lottie") + "/toss.json"
    let result = try AppHarness.sandbox(["--headless", "--replay", toss, "--lottie", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("lottie: \(path) (132 frames at 60 fps"), "\(result.stdout)")
    let lottie = try animation(at: path)
    #expect(lottie["fr"] as? Double == 60)
    #expect(lottie["w"] as? Int == 800 && lottie["h"] as? Int == 600)
    #expect(lottie["op"] as? Double == 132)
    // The square: one layer, its position keyframed (a toss and a spring back).
    let layers = try #require(lottie["layers"] as? [[String: Any]])
    let moving = layers.filter { layer in
      ((layer["ks"] as? [String: Any])?["p"] as? [String: Any])?["a"] as? Int == 1
    }
    #expect(!moving.isEmpty)
    let keys = try #require(
      ((moving[0]["ks"] as? [String: Any])?["p"] as? [String: Any])?["k"] as? [[String: Any]])
    #expect(keys.count > 2 && keys.count < 132, "\(keys.count) keyframes")
  }

  /// W writes the run so far (the frames before the one the key came in) beside the
  /// screenshots, as a new numbered file.
  @Test func theWKeyWritesTheRunSoFar() throws {
    let folder = AppHarness.temporaryDirectory("lottie-key")
    let recording = try AppHarness.writeRecording([
      #"{"format":"motion-sandbox-input","version":2,"scene":"tossable","size":[400,300],"fps":60}"#,
      #"{"t":0.1,"type":"key.down","key":"w","mods":[]}"#,
      #"{"t":0.1,"type":"key.up","key":"w","mods":[]}"#,
      #"{"t":0.2,"type":"key.down","key":"w","mods":[]}"#,
      #"{"t":0.2,"type":"key.up","key":"w","mods":[]}"#,
    ])
    let result = try AppHarness.sandbox([
      "--headless", "--replay", recording, "--screenshot-dir", folder,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let first = folder + "/motion-sandbox-tossable-run.json"
    let second = folder + "/motion-sandbox-tossable-run-2.json"
    #expect(result.stdout.contains("lottie: \(first) (6 frames"), "\(result.stdout)")
    #expect(result.stdout.contains("lottie: \(second) (12 frames"), "\(result.stdout)")
    #expect(try animation(at: first)["w"] as? Int == 400)
    #expect(try animation(at: second)["op"] as? Double == 12)
  }

  @Test func anExistingFileIsKeptUnlessOverwriteIsGiven() throws {
    let path = AppHarness.temporaryDirectory("lottie-exists") + "/run.json"
    try "mine".write(toFile: path, atomically: false, encoding: .utf8)
    let refused = try AppHarness.sandbox(["--headless", "--frames", "3", "--lottie", path])
    #expect(refused.status == 2, "\(refused.stderr)")
    #expect(
      refused.stderr
        == "motion-sandbox: error: --lottie \(path): the file exists; give a new name, or add --overwrite to replace it\n"
    )
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
    let replaced = try AppHarness.sandbox([
      "--headless", "--frames", "3", "--lottie", path, "--overwrite",
    ])
    #expect(replaced.status == 0, "\(replaced.stderr)")
    #expect(try animation(at: path)["op"] as? Double == 3)
  }

  @Test(arguments: [
    (
      ["--lottie", "run.txt"], 64,
      "--lottie writes a Lottie animation's JSON; give a file name ending in .json (got run.txt)"
    ),
    (
      ["--lottie", "/nonexistent-folder/run.json"], 2,
      "--lottie /nonexistent-folder/run.json: the folder /nonexistent-folder does not exist"
    ),
    (["--export", "css", "--lottie", "run.json"], 64, "--export prints and exits"),
  ])
  func aBadLottieFlagIsOneLine(arguments: [String], status: Int32, message: String) throws {
    let result = try AppHarness.sandbox(["--headless", "--frames", "3"] + arguments)
    #expect(result.status == status, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && lines[0].contains(message), "\(result.stderr)")
  }

  /// The file the run replays is never the animation's, however it is named.
  @Test func theReplayedRecordingIsNeverWritten() throws {
    let folder = AppHarness.temporaryDirectory("lottie-input")
    let recording = folder + "/input.json"
    try FileManager.default.copyItem(atPath: toss, toPath: recording)
    let before = try String(contentsOfFile: recording, encoding: .utf8)
    let result = try AppHarness.sandbox([
      "--headless", "--replay", recording, "--lottie", recording, "--overwrite",
    ])
    #expect(result.status == 2)
    #expect(result.stderr.contains("--lottie \(recording) is the file --replay reads"))
    #expect(try String(contentsOfFile: recording, encoding: .utf8) == before)
  }
}
