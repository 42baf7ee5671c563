import Foundation
import SandboxTestSupport
import Testing

/// The sandbox in a real X11 window (a private Xvfb), driven with real input from xdotool; each
/// result is read from a screenshot the app writes (F12).
@Suite(.serialized) struct LiveWindowTests {
  struct Session {
    let x: XvfbServer
    let app: Subprocess
    let window: String
    let dir: String

    func xdo(_ arguments: String...) throws { try x.xdotool(arguments) }

    func pause(_ seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }

    /// Presses F12, quits with Escape and returns the screenshot the app wrote.
    func finish() throws -> Frame {
      pause(0.4)
      try xdo("key", "--window", window, "F12")
      pause(0.4)
      try xdo("key", "--window", window, "Escape")
      let status = app.wait(timeout: 20)
      #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")
      return try Frame(path: #require(app.screenshots.first, "no screenshot: \(app.stdout)"))
    }
  }

  func start(_ scene: String, _ extra: [String] = []) throws -> Session {
    let x = try XvfbServer()
    defer { withExtendedLifetime(x) {} }
    let dir = AppHarness.temporaryDirectory("live-\(scene)")
    let (app, window) = try x.launch(["--scene", scene, "--screenshot-dir", dir] + extra)
    return Session(x: x, app: app, window: window, dir: dir)
  }

  @Test func dragMovesTheDraggableSquareByTheDraggedDistance() throws {
    let s = try start("draggable")
    try s.xdo("mousemove", "--window", s.window, "400", "300")
    try s.xdo("mousedown", "1")
    for step in 1...6 {
      try s.xdo("mousemove", "--window", s.window, "\(400 + step * 20)", "\(300 + step * 10)")
      s.pause(0.03)
    }
    try s.xdo("mouseup", "1")
    let square = try #require(try s.finish().square)
    let (cx, cy) = square.centre
    #expect(abs(cx - 520) <= 2 && abs(cy - 360) <= 2, "square centre \(cx), \(cy)")
  }

  @Test func ctrlWheelScalesTheScalableSquare() throws {
    let s = try start("scalable")
    try s.xdo("mousemove", "--window", s.window, "400", "300")
    try s.xdo("keydown", "ctrl")
    for _ in 0..<3 {
      try s.xdo("click", "4")
      s.pause(0.05)
    }
    try s.xdo("keyup", "ctrl")
    let square = try #require(try s.finish().square)
    #expect(
      abs((square.maxX - square.minX + 1) - 266) <= 2, "width \(square.maxX - square.minX + 1)")
  }

  @Test func altDragPinchesTheScalableSquare() throws {
    let s = try start("scalable")
    // Two mirrored touches about the square's centre, 100 apart, spread to 200 apart: 2×.
    try s.xdo("mousemove", "--window", s.window, "450", "300")
    try s.xdo("keydown", "alt")
    try s.xdo("mousedown", "1")
    for step in 1...5 {
      try s.xdo("mousemove", "--window", s.window, "\(450 + step * 10)", "300")
      s.pause(0.03)
    }
    try s.xdo("mouseup", "1")
    try s.xdo("keyup", "alt")
    let square = try #require(try s.finish().square)
    #expect(
      abs((square.maxX - square.minX + 1) - 400) <= 3, "width \(square.maxX - square.minX + 1)")
  }

  @Test func clickInTapSpringsTheSquareThere() throws {
    let s = try start("tap")
    try s.xdo("mousemove", "--window", s.window, "200", "150")
    try s.xdo("click", "1")
    s.pause(1.5)
    let square = try #require(try s.finish().square)
    let (cx, cy) = square.centre
    #expect(abs(cx - 200) <= 2 && abs(cy - 150) <= 2, "square centre \(cx), \(cy)")
  }

  /// A live session recorded under Xvfb, replayed headless, ends on the same frame.
  @Test func recordedLiveSessionReplaysToTheSameFrame() throws {
    let dir = AppHarness.temporaryDirectory("record")
    let recording = dir + "/session.jsonl"
    let s = try start("draggable", ["--renderer", "software", "--record-input", recording])
    try s.xdo("mousemove", "--window", s.window, "400", "300")
    try s.xdo("mousedown", "1")
    for step in 1...8 {
      try s.xdo("mousemove", "--window", s.window, "\(400 - step * 15)", "\(300 + step * 12)")
      s.pause(0.02)
    }
    try s.xdo("mouseup", "1")
    try s.xdo("keydown", "ctrl")
    try s.xdo("click", "4")
    try s.xdo("keyup", "ctrl")
    let live = try s.finish()

    let replay = try HeadlessReplay(recording)
    let replayed = try Frame(path: #require(replay.screenshots.first))
    #expect(replayed.width == live.width && replayed.height == live.height)
    let differing = live.differingPixels(from: replayed)
    #expect(differing == 0, "\(differing) pixels differ between the live frame and its replay")
    #expect(live.square != nil)
  }
}
