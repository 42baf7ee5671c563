import Foundation
import SandboxTestSupport
import Testing

/// `check`'s outputs under the one policy and its command line under the one exit table: an
/// artifacts folder of an earlier run is kept unless `--overwrite`; two recordings of one name
/// are refused before either is replayed; every message is one line in the project's words.
@Suite(.serialized) struct CheckOutputTests {
  let toss = AppHarness.asset("tossable-toss.jsonl")
  let goldens = AppHarness.repositoryRoot + "/assets/goldens"

  func check(_ arguments: [String]) throws -> AppHarness.Result {
    try AppHarness.run(AppHarness.binary, ["check"] + arguments, environment: ["CI": ""])
  }

  @Test func anEarlierRunsArtifactsAreKeptUnlessOverwrite() throws {
    let artifacts = AppHarness.temporaryDirectory("check-artifacts-kept")
    try "earlier".write(toFile: artifacts + "/report.html", atomically: false, encoding: .utf8)
    let failing = ["--replay", toss, "--goldens", goldens, "--set", "spring.stiffness=900"]
    let refused = try check(failing + ["--artifacts", artifacts, "--record", "never"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "motion-sandbox check: error: --artifacts \(artifacts)/report.html: the file exists; give a new name, or add --overwrite to replace it\n"
    )
    #expect(refused.stdout.isEmpty)
    #expect(try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8) == "earlier")
    let replaced = try check(
      failing + ["--artifacts", artifacts, "--record", "never", "--overwrite"])
    #expect(replaced.status == 1)
    #expect(try String(contentsOfFile: artifacts + "/report.html", encoding: .utf8) != "earlier")
  }

  @Test func twoRecordingsOfOneNameAreRefused() throws {
    let a = AppHarness.temporaryDirectory("check-name-a") + "/x.jsonl"
    let b = AppHarness.temporaryDirectory("check-name-b") + "/x.jsonl"
    for path in [a, b] { try FileManager.default.copyItem(atPath: toss, toPath: path) }
    let written = AppHarness.temporaryDirectory("check-name-goldens")
    let result = try check(["--replay", a, "--replay", b, "--goldens", written, "--record", "all"])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "motion-sandbox check: error: --replay \(a) and \(b) are both named x: their goldens would be the same files (\(written)/x.*); rename one\n"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: written).isEmpty)
  }

  @Test func anUnknownSceneOrParameterIsOneLineForAllReplays() throws {
    let scene = try check([
      "--scene", "nosuch", "--replay", AppHarness.asset(""), "--goldens", goldens,
    ])
    #expect(scene.status == 64)
    #expect(scene.stderr.split(separator: "\n").count == 1, "\(scene.stderr)")
    #expect(scene.stderr.hasPrefix("motion-sandbox check: error: unknown scene \"nosuch\"; choose"))
    let set = try check([
      "--set", "nosuch.value=1", "--replay", AppHarness.asset(""), "--goldens", goldens,
    ])
    #expect(set.status == 64)
    #expect(set.stderr.split(separator: "\n").count == 1, "\(set.stderr)")
  }

  @Test func negativeFramesAndMasksAreValuesAndAFramePastTheEndIsRefused() throws {
    let written = AppHarness.temporaryDirectory("check-frames")
    let last = try check([
      "--replay", toss, "--goldens", written, "--record", "all", "--frames", "-1",
    ])
    #expect(last.status == 0, "\(last.stderr)")
    #expect(FileManager.default.fileExists(atPath: written + "/tossable-toss.frame-131.png"))
    let past = try check([
      "--replay", toss, "--goldens", AppHarness.temporaryDirectory("check-past"), "--record",
      "all", "--frames", "132",
    ])
    #expect(past.status == 2)
    #expect(
      past.stderr.contains(
        "--frames 132: \(toss) replays 132 frames (0 to 131, or -1 the last); choose frames within them"
      ), "\(past.stderr)")
    let mask = try check(["--replay", toss, "--goldens", goldens, "--mask", "-5,-5,10,10"])
    #expect(mask.status == 64)
    #expect(
      mask.stderr.contains("--mask -5,-5,10,10: expected X,Y,WIDTH,HEIGHT in pixels"),
      "\(mask.stderr)")
  }

  @Test func messagesAreInTheProjectsWordsOnce() throws {
    let empty = try AppHarness.writeRecording([], named: "empty.jsonl")
    try "".write(toFile: empty, atomically: false, encoding: .utf8)
    let result = try check(["--replay", empty, "--goldens", AppHarness.temporaryDirectory("e")])
    #expect(result.status == 2)
    #expect(
      result.stderr.components(separatedBy: empty).count == 2, "the path once: \(result.stderr)")
    // A golden recorded anew after a difference says why in words, not as Swift spells a case.
    let broken = AppHarness.temporaryDirectory("check-words")
    for file in ["tossable-toss.trace.txt", "tossable-toss.frame-75.png"] {
      try FileManager.default.copyItem(atPath: goldens + "/" + file, toPath: broken + "/" + file)
    }
    let failed = try check([
      "--replay", toss, "--goldens", broken, "--record", "failed", "--set", "spring.stiffness=900",
    ])
    #expect(!failed.stdout.contains("differed("), "\(failed.stdout)")
    #expect(failed.stdout.contains("pixels differ by more than 2"), "\(failed.stdout)")
  }
}
