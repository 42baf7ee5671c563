import SandboxTestSupport
import Testing

/// Runs the built `my-scenes` app headless on the recorded replay and checks what it drew.
struct SlideSceneTests {
  let app = AppHarness.binary(named: "my-scenes")
  let teal = (0x01, 0x87, 0x86)

  /// Three taps (recorded live under Xvfb, then Esc) send the square right, left and right again:
  /// the final frame shows it 200×200 around (600, 300), and the window's background where it
  /// started.
  @Test func threeTapsLeaveTheSquareOnTheRight() throws {
    let replay = try HeadlessReplay(AppHarness.packageFile("replays/slide-taps.jsonl"), binary: app)
    #expect(replay.finalFramePath?.hasSuffix("/my-scenes-slide-final.png") == true)
    let frame = try replay.finalFrame()
    #expect(frame.width == 800 && frame.height == 600)

    let square = try #require(frame.boundingBox(of: teal, tolerance: 2), "no teal square")
    let expected = PixelBox(minX: 500, minY: 200, maxX: 699, maxY: 399)
    #expect(square.matches(expected, within: 1), "teal spans \(square)")
    #expect(frame.matches(teal, at: 600, 300, tolerance: 2))
    #expect(frame.rgb(200, 300) == (0xFA, 0xFA, 0xFA), "the background where it started")
  }

  /// `--list-scenes` shows the built-in scenes, then ours, last.
  @Test func listScenesShowsBuiltInAndCustomScenes() throws {
    let result = try AppHarness.run(app, ["--list-scenes"])
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
