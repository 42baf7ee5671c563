import Foundation
import SandboxTestSupport
import Testing

/// `check` at scale: `--jobs` runs replays in worker processes with the same lines in the same
/// order as one process; `--shard K/N` takes a deterministic share, the N shares being the whole
/// suite with each replay in exactly one.
@Suite(.serialized) struct CheckShardTests {
  let goldens = AppHarness.repositoryRoot + "/assets/goldens"

  /// Four short recordings in a folder of their own.
  func suite() throws -> String {
    let folder = AppHarness.temporaryDirectory("check-suite")
    for name in ["tap-taps", "tossable-toss", "draggable-drag", "arc-move-taps"] {
      try FileManager.default.copyItem(
        atPath: AppHarness.asset("\(name).jsonl"), toPath: "\(folder)/\(name).jsonl")
    }
    return folder
  }

  func check(_ arguments: [String]) throws -> AppHarness.Result {
    try AppHarness.run(AppHarness.binary, ["check"] + arguments, environment: ["CI": ""])
  }

  @Test func workersPrintWhatOneProcessPrints() throws {
    let folder = try suite()
    let one = try check(["--replay", folder, "--goldens", goldens, "--jobs", "1"])
    let two = try check(["--replay", folder, "--goldens", goldens, "--jobs", "2"])
    #expect(one.status == 0 && two.status == 0, "\(one.stderr) \(two.stderr)")
    #expect(one.stdout == two.stdout)
    #expect(one.stdout.hasSuffix("4 replays: 4 passed, 0 failed\n"), "\(one.stdout)")
  }

  @Test func theSharesAreTheWholeSuiteEachReplayInOne() throws {
    let folder = try suite()
    var seen: [String] = []
    for k in 1...3 {
      let share = try check(["--replay", folder, "--goldens", goldens, "--shard", "\(k)/3"])
      #expect(share.status == 0, "\(share.stderr)")
      seen += share.stdout.split(separator: "\n").filter { $0.hasPrefix("PASS ") }.map {
        String($0.split(separator: " ")[1])
      }
    }
    #expect(
      seen.sorted() == ["arc-move-taps", "draggable-drag", "tap-taps", "tossable-toss"],
      "\(seen)")
  }

  @Test func aBadShareOrJobCountIsAUsageError() throws {
    for arguments in [
      ["--shard", "4/3"], ["--shard", "0/2"], ["--shard", "x"], ["--jobs", "0"],
    ] {
      let result = try check(
        ["--replay", AppHarness.asset("tap-taps.jsonl"), "--goldens", goldens] + arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
  }
}
