import Foundation
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// Replay after replay in one process (the fuzzers' way) keeps memory flat: a run used to keep
/// its host, scenes and final-frame buffer alive through closures it stored on the host that
/// captured the host, and opened its fonts anew (about 0.65 MB per run), so the in-process
/// fuzzers ran out of memory.
@MainActor
struct InProcessReplayMemoryTests {
  @Test
  func replayAfterReplayInOneProcessKeepsMemoryFlat() throws {
    let directory = AppHarness.temporaryDirectory("replay-memory")
    let options = try SandboxOptions.parse([
      "--headless", "--replay", AppHarness.asset("scalable-ctrl-wheel-pinch.jsonl"), "--frames",
      "3", "--screenshot-dir", directory,
    ])
    let catalog = try SceneCatalog(BuiltInScenes.all)
    try QuietOutput.run(hidingRunsIn: directory) {
      for _ in 0..<5 { try SandboxRun(options: options, catalog: catalog).start() }
      let grown = try ProcessMemory.smallestGrowth(blocks: 3) {
        for _ in 0..<20 { try SandboxRun(options: options, catalog: catalog).start() }
      }
      let why =
        "20 replays grew the resident size by \(grown >> 10) KiB: something keeps every run alive "
        + "(closures a run leaves on its host that capture the host, which SandboxRun clears "
        + "when it ends; fonts, which every window's text cache shares)"
      #expect(grown < 3 << 20, "\(why)")
    }
    try? FileManager.default.removeItem(atPath: directory)
  }
}
