import Foundation
import SandboxTestSupport
import Testing

/// Touchpad pinch end to end on X11 with no input hardware: a real Xorg (dummy video driver,
/// built-in `inputtest` input driver as a gesture touchpad) generates genuine XInput 2.4
/// `XI_GesturePinch*` events, exactly as from a laptop touchpad, for the real sandbox window.
/// Results are read from the screenshot the app writes (F12).
@Suite(.serialized) struct TouchpadX11Tests {
  struct Session {
    let server: XorgGestureServer
    let app: Subprocess
    let window: String
    /// The folder the app writes its screenshots to.
    let screenshots: String

    func pause(_ seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }

    /// Presses F12, quits with Escape and returns the screenshot the app wrote.
    func finish() throws -> Frame {
      pause(0.5)
      try server.xdotool(["key", "--window", window, "F12"])
      pause(0.5)
      try server.xdotool(["key", "--window", window, "Escape"])
      let status = app.wait(timeout: 20)
      #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")
      #expect(!app.stderr.contains("note:"), "touchpad pinch is available: \(app.stderr)")
      return try Frame(
        path: #require(app.screenshots.first, "no screenshot: \(app.stdout) \(app.stderr)"))
    }
  }

  func start(_ scene: String, _ extra: [String] = []) throws -> Session {
    let server = try ServerRequirement.start("Xorg with the dummy and inputtest drivers") {
      try XorgGestureServer()
    }
    let dir = AppHarness.temporaryDirectory("xi2-\(scene)")
    let (app, window) = try server.launch(
      ["--scene", scene, "--renderer", "software", "--screenshot-dir", dir] + extra)
    return Session(server: server, app: app, window: window, screenshots: dir)
  }

  func extent(_ frame: Frame) throws -> (width: Int, height: Int) {
    let square = try #require(frame.square)
    return (square.maxX - square.minX + 1, square.maxY - square.minY + 1)
  }

  /// A pinch to 1.5 makes the 200 px square 300 px; the events are in the recording, and a
  /// headless replay of that recording ends on the same frame.
  @Test func aPinchToOneAndAHalfMakesTheSquare300PixelsAndReplaysToTheSameFrame() throws {
    let dir = AppHarness.temporaryDirectory("xi2-record")
    let recording = dir + "/session.jsonl"
    let s = try start("scalable", ["--record-input", recording])
    try s.server.pinch(to: 1.5, steps: 10, interval: 0.016)
    let live = try s.finish()
    let (width, height) = try extent(live)
    #expect(abs(width - 300) <= 2 && abs(height - 300) <= 2, "square \(width)×\(height)")

    let text = try String(contentsOfFile: recording, encoding: .utf8)
    let pinches = text.split(separator: "\n").filter { $0.contains(#""type":"touchpad.pinch""#) }
    #expect(pinches.count == 12, "begin, 10 updates, end: \(pinches.count) recorded")
    #expect(pinches.allSatisfy { $0.contains(#""source":"xi2""#) })
    // The touchpad is named before its first gesture, which makes the file version 6.
    #expect(text.hasPrefix(#"{"format":"motion-sandbox-input","version":6,"#))
    let lines = text.split(separator: "\n")
    let device = try #require(lines.firstIndex { $0.contains(#""type":"touchpad.device""#) })
    #expect(lines[device].contains(#""source":"xi2""#))
    #expect(lines[device].contains(#""name":"inputtest-touchpad""#))
    #expect(lines[device + 1].contains(#""type":"touchpad.pinch","phase":"begin""#))

    let replay = try HeadlessReplay(recording)
    let replayed = try Frame(path: #require(replay.screenshots.first))
    #expect(replayed.width == live.width && replayed.height == live.height)
    let differing = live.differingPixels(from: replayed)
    #expect(differing == 0, "\(differing) pixels differ between the live frame and its replay")
  }

  /// A three-finger swipe to the left pages the carousel to page 2 (its teal card in the middle
  /// of the window), a cancelled one and a two-finger one change nothing; the swipes are in the
  /// recording (version 6, the touchpad named before them), and a headless replay of it ends on the same frame.
  @Test func aThreeFingerSwipePagesTheCarouselAndReplays() throws {
    let dir = AppHarness.temporaryDirectory("xi2-swipe")
    let recording = dir + "/session.jsonl"
    let s = try start("carousel", ["--record-input", recording])
    try s.server.swipe(fingers: 3, dx: -200, steps: 10, interval: 0.016)
    s.pause(0.8)
    try s.server.swipe(fingers: 2, dx: -200, steps: 10, interval: 0.016)
    try s.server.swipe(fingers: 4, dx: 200, steps: 10, interval: 0.016, cancelled: true)
    let live = try s.finish()
    let teal = (0x03, 0xDA, 0xC6)
    let card = try #require(live.boundingBox(of: teal), "no teal card on screen")
    #expect(abs(card.centre.x - 400) <= 2 && card.width >= 470, "page 2 in the middle: \(card)")

    let text = try String(contentsOfFile: recording, encoding: .utf8)
    let swipes = text.split(separator: "\n").filter { $0.contains(#""type":"touchpad.swipe""#) }
    #expect(swipes.count == 36, "three swipes of begin, 10 updates, end: \(swipes.count)")
    #expect(swipes.filter { $0.contains(#""fingers":3"#) }.count == 12)
    #expect(swipes.last?.contains(#""cancelled":true"#) == true)
    #expect(text.hasPrefix(#"{"format":"motion-sandbox-input","version":6,"#))

    let replay = try HeadlessReplay(recording)
    let replayed = try Frame(path: #require(replay.screenshots.first))
    let differing = live.differingPixels(from: replayed)
    #expect(differing == 0, "\(differing) pixels differ between the live frame and its replay")
  }

  /// A touchpad twist of 45° turns the rotatable square by 45°: its 200 px sides span 283 px.
  @Test func aRotationOf45DegreesRotatesTheSquare() throws {
    let s = try start("rotatable")
    try s.server.pinch(to: 1, rotation: 45, steps: 9, interval: 0.016)
    let (width, height) = try extent(try s.finish())
    let diagonal = 200 * 2.0.squareRoot()
    #expect(abs(Double(width) - diagonal) <= 3 && abs(Double(height) - diagonal) <= 3)
  }

  /// In sticker-picker, the amber sticker dragged out of the tray with the mouse and then pinched
  /// to 2× and turned 30° with the touchpad, the pointer over it, is drawn twice as large and
  /// turned where it was put (128 px a side, its box 128·(cos 30° + sin 30°) = 175 px wide).
  @Test func aPinchWithThePointerOverAStickerScalesAndTurnsIt() throws {
    let s = try start("sticker-picker")
    func move(_ x: Int, _ y: Int) throws {
      try s.server.xdotool(["mousemove", "--window", s.window, "\(x)", "\(y)"])
    }
    try move(610, 510)
    s.pause(0.2)
    try s.server.xdotool(["mousedown", "1"])
    // 260 px in 10 steps of at least 30 ms, then still: slower than the toss velocity.
    for step in 1...10 {
      s.pause(0.03)
      try move(610 - 21 * step, 510 - 26 * step)
    }
    s.pause(0.3)
    try s.server.xdotool(["mouseup", "1"])
    s.pause(0.3)
    try s.server.pinch(to: 2, rotation: 30, steps: 10, interval: 0.016)
    let frame = try s.finish()
    let amber = (0xFF, 0xB3, 0x00)
    let aboveTray = PixelBox(minX: 0, minY: 0, maxX: 799, maxY: 449)
    let box = try #require(frame.boundingBox(of: amber, in: aboveTray), "no sticker out")
    let side = Double(frame.pixelCount(of: amber, in: aboveTray)).squareRoot()
    #expect(abs(side - 128) <= 3, "side \(side) px (64 before the pinch)")
    #expect(abs(box.width - 175) <= 3 && abs(box.height - 175) <= 3, "turned: \(box)")
    #expect(abs(box.centre.x - 400) <= 2 && abs(box.centre.y - 250) <= 2, "at \(box)")
  }

  /// In photo-album, a photo clicked open (xdotool) and pinched in to 0.6 with the touchpad is
  /// dismissed: it flies back into its cell and the album is as it was before the click. Read
  /// from three screenshots (F12), in the order taken: the album, the open photo, the end.
  @Test func aPinchInOnAnOpenPhotoPutsItBackInTheAlbum() throws {
    let s = try start("photo-album")
    let (margin, cell) = (PhotoAlbumLiveTests.margin, PhotoAlbumLiveTests.firstCell)
    func move(_ x: Int, _ y: Int) throws {
      try s.server.xdotool(["mousemove", "--window", s.window, "\(x)", "\(y)"])
    }
    // Each screenshot is taken before the next input is sent (a loaded machine may otherwise
    // handle the key and the click in one frame, and shoot after the click).
    func screenshot(_ count: Int) throws {
      try s.server.xdotool(["key", "--window", s.window, "F12"])
      func written() -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: s.screenshots)) ?? []
        return names.filter { $0.hasSuffix(".png") }.count
      }
      let deadline = Date().addingTimeInterval(10)
      while written() < count && Date() < deadline { s.pause(0.02) }
    }
    s.pause(0.3)
    try screenshot(1)
    try move(cell.x, cell.y)
    s.pause(0.1)
    try s.server.xdotool(["click", "1"])
    s.pause(1.2)
    try screenshot(2)
    try move(400, 300)
    s.pause(0.2)
    try s.server.pinch(to: 0.6, steps: 10, interval: 0.016)
    s.pause(1)
    _ = try s.finish()
    let shots = try s.app.screenshots.map { try Frame(path: $0) }
    try #require(shots.count == 3, "screenshots: \(s.app.screenshots)")
    let (album, open, end) = (shots[0], shots[1], shots[2])
    // The margin: the album's background, the viewer's backdrop, the background again.
    let margins = [album, open, end].map { $0.rgb(margin.x, margin.y) }
    #expect(margins[0] == (0xFA, 0xFA, 0xFA), "before the click: \(margins[0])")
    #expect(abs(margins[1].0 - 0x12) <= 3, "the photo did not open: \(margins[1])")
    #expect(margins[2] == (0xFA, 0xFA, 0xFA), "not dismissed: \(margins[2])")
    #expect(PhotoAlbumLiveTests.gridDifferences(album, end) == 0)
  }

  /// A pinch the system cancels is undone: after a completed pinch to 1.5, a cancelled pinch
  /// to 2 leaves the square at 300 px.
  @Test func aCancelledPinchRestoresTheSquare() throws {
    let s = try start("scalable")
    try s.server.pinch(to: 1.5, steps: 5, interval: 0.016)
    s.pause(0.3)
    try s.server.pinchBegin()
    for step in 1...5 {
      try s.server.pinchUpdate(scale: 1 + 0.2 * Double(step))
      s.pause(0.016)
    }
    s.pause(0.3)
    try s.server.pinchEnd(cancelled: true)
    let (width, _) = try extent(try s.finish())
    #expect(abs(width - 300) <= 2, "square width \(width) after the cancelled pinch")
  }
}
