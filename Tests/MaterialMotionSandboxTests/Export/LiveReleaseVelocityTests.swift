import Foundation
import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// E in a live run compares each export from the release velocity of the run's last gesture,
/// read from the timeline's frames and the scene's strip: the same velocity `--export --replay`
/// reads from a replay's trace of the same input.
@MainActor
@Suite(.serialized) struct LiveReleaseVelocityTests {
  /// A headless run of `recording`'s scene given its input frame by frame as a live run is,
  /// for as many frames as the recording takes to settle.
  func liveRun(of recording: String) throws -> SceneRun {
    let replayer = try InputReplayer(path: AppHarness.asset(recording))
    let run = try SceneRun.headless(
      scene: replayer.header.scene, of: SceneCatalog(BuiltInScenes.all),
      width: replayer.header.width, height: replayer.header.height, fps: replayer.header.fps)
    run.host.replay = replayer
    for _ in 0..<replayer.frameCount(fps: replayer.header.fps) { try run.host.runFrame() }
    return run
  }

  /// The velocity a replay's trace gives (`--export --replay`).
  func fromTrace(_ recording: String) throws -> Double? {
    ReleaseVelocity.measure(
      try SceneReplay(recording: AppHarness.asset(recording)).capture().trace)
  }

  @Test(arguments: ["tossable-toss.jsonl", "change-direction-flings.jsonl"])
  func theLiveRunsVelocityIsTheReplaysOne(recording: String) throws {
    let run = try liveRun(of: recording)
    defer { run.close() }
    let live = try #require(run.session.switcher.tuningPanel.releaseVelocity?())
    let traced = try #require(try fromTrace(recording))
    #expect(abs(traced) > 0.1, "a release that moves: \(traced)")
    // The trace rounds positions to 0.0001 point; the timeline keeps them exactly.
    #expect(abs(live - traced) <= 1e-3 * max(1, abs(traced)), "live \(live), traced \(traced)")

    // And E's file says so.
    let folder = TestScratch.root + "/live-release-\(recording)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let panel = run.session.switcher.tuningPanel
    panel.exportFile = { try ExportFile.write($0, into: folder) }
    panel.output = { _ in }
    run.host.replay = nil
    QueuedInput.keyPress("E")
    try run.host.runFrame()
    let files = try FileManager.default.contentsOfDirectory(atPath: folder)
    let file = try #require(files.first, "E wrote nothing into \(folder)")
    let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
    #expect(text.contains("the release velocity of the last gesture, "), "\(text.prefix(600))")
    #expect(!text.contains("from rest only"))
  }

  /// A run with no gesture yet, or a scene without a release velocity stream: from rest only.
  @Test func withoutAGestureItIsFromRestOnly() throws {
    let run = try SceneRun.headless(scene: TossableScene.name, of: SceneCatalog(BuiltInScenes.all))
    defer { run.close() }
    for _ in 0..<30 { try run.host.runFrame() }
    #expect(run.session.switcher.tuningPanel.releaseVelocity?() == nil)
  }
}
