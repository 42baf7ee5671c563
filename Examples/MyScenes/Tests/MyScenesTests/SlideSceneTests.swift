import MaterialMotionSandbox
import MaterialMotionTesting
import SandboxTestSupport
import Testing

@testable import my_scenes

@MainActor
struct SlideSceneTests {
  /// Three taps (recorded live, then Esc) replayed in-process against the goldens in
  /// Goldens/: every frame's motion, and the last frame's pixels.
  @Test func threeTaps() throws {
    let replay = try MotionReplay(
      recording: AppHarness.packageFile("replays/slide-taps.jsonl"), frames: [-1],
      scenes: BuiltInScenes.all + [SlideScene.self])
    assertMotion(of: replay, goldens: AppHarness.packageFile("Tests/Goldens"), frames: [-1])
  }

  /// `--list-scenes` shows the built-in scenes, then ours, last.
  @Test func listScenesShowsBuiltInAndCustomScenes() throws {
    let result = try AppHarness.run(AppHarness.binary(named: "my-scenes"), ["--list-scenes"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map {
      $0.split(separator: " ").joined(separator: " ")
    }
    #expect(
      lines.first
        == "1 scalable Pinch the square: two fingers, ctrl + wheel, or Alt + drag with the mouse.")
    #expect(
      lines.last
        == "\(lines.count) slide Tap anywhere: the square slides to the other side with a tween.")
  }
}
