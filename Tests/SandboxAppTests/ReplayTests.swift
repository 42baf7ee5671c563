import Foundation
import SandboxTestSupport
import Testing

/// Headless replays of the recorded assets: what a person would see, frame for frame.
@Suite(.serialized) struct ReplayTests {

  /// Replays `asset` headless with every frame captured.
  func replay(_ asset: String, extra: [String] = []) throws -> HeadlessReplay {
    try HeadlessReplay(AppHarness.asset(asset), capturingFrames: true, arguments: extra)
  }

  /// Pushed FINGER events (SDL_PushEvent, the path real touches take) pinch the square: two
  /// fingers spreading from 0.1 to 0.25 of the width apart each side scale it 2.5×.
  @Test func twoFingerPinchFromPushedFingerEvents() throws {
    let replay = try self.replay("scalable-two-finger-pinch.jsonl")
    let square = try #require(try replay.frame(-1).square)
    #expect(abs((square.maxX - square.minX + 1) - 500) <= 2)
    #expect(abs((square.maxX + square.minX) / 2 - 400) <= 1)
    let first = try #require(try replay.frame(0).square)
    #expect(abs((first.maxX - first.minX + 1) - 200) <= 1)
  }

  /// Pushed MULTIGESTURE events alone (a device whose fingers are not tracked) pinch it too.
  @Test func multigestureOnlyPinch() throws {
    let square = try #require(try replay("scalable-multigesture-pinch.jsonl").frame(-1).square)
    // 30 events of dDist 0.004 on the 0.1 nominal radius: 2.2×.
    #expect(abs((square.maxX - square.minX + 1) - 440) <= 2)
  }

  @Test func ctrlWheelPinch() throws {
    let square = try #require(try replay("scalable-ctrl-wheel-pinch.jsonl").frame(-1).square)
    // Three wheel steps of 1.1×.
    #expect(abs((square.maxX - square.minX + 1) - 266) <= 2)
  }

  /// 70,000 events at one time (more than SDL's 65,535-event queue) are all delivered, in the
  /// frame they are due: a drag of 70,000 steps ends where its last step is.
  @Test func moreEventsAtOneTimeThanSDLsQueueHoldsAreAllDelivered() throws {
    var lines = [
      #"{"format":"motion-sandbox-input","version":2,"scene":"draggable","size":[800,600],"fps":60}"#,
      #"{"t":0.5,"type":"mouse.down","x":400,"y":300,"button":"left","mods":[]}"#,
    ]
    let steps = 70_000
    for i in 1...steps {
      lines.append(
        #"{"t":0.5,"type":"mouse.motion","x":\#(400 + 200 * i / steps),"y":300,"mods":[]}"#)
    }
    lines.append(#"{"t":0.5,"type":"mouse.up","x":600,"y":300,"button":"left","mods":[]}"#)
    let replay = try HeadlessReplay(
      AppHarness.writeRecording(lines, named: "flood.jsonl"), arguments: ["--frames", "40"])
    #expect(replay.finalFramePath?.hasSuffix("/motion-sandbox-draggable-final.png") == true)
    let square = try #require(try replay.finalFrame().square)
    #expect(abs((square.maxX + square.minX) / 2 - 600) <= 1, "square at \(square)")
  }

  /// A burst of scene-switch keys at one time builds only the last scene asked for (it used to
  /// build every one, 24 s for 500 of them): the run ends in pinch-lab.
  @Test func aBurstOfSceneSwitchesBuildsTheLastScene() throws {
    var lines = [
      #"{"format":"motion-sandbox-input","version":2,"scene":"scalable","size":[800,600],"fps":60}"#
    ]
    for i in 0..<500 {
      let key = i % 2 == 0 ? "9" : "8"
      lines.append(#"{"t":0.5,"type":"key.down","key":"\#(key)","mods":[]}"#)
      lines.append(#"{"t":0.5,"type":"key.up","key":"\#(key)","mods":[]}"#)
    }
    let replay = try HeadlessReplay(
      AppHarness.writeRecording(lines, named: "switches.jsonl"), arguments: ["--frames", "40"])
    #expect(replay.finalFramePath?.hasSuffix("/motion-sandbox-scalable-final.png") == true)
    let square = try #require(try replay.finalFrame().square)
    // pinch-lab's square: 120 points, centred in the free region right of its panel and trace
    // (x 506 to 792), at x 649: pixels 589 to 708.
    #expect(abs((square.minX + square.maxX) / 2 - 648) <= 1, "square: \(square)")
    #expect(abs(square.maxX - square.minX + 1 - 120) <= 1)
  }

  /// A headless run draws only the frames it writes; its final frame (here mid-animation, with
  /// the strip and its flash) and an F12 screenshot are those of a run that draws every frame.
  @Test func aHeadlessRunThatDrawsOnlyItsOutputsWritesTheSameFrames() throws {
    var lines = try String(contentsOfFile: AppHarness.asset("tossable-toss.jsonl"), encoding: .utf8)
      .split(separator: "\n").map(String.init)
    lines.append(#"{"t":1.2,"type":"key.down","key":"f12","mods":[]}"#)
    lines.append(#"{"t":1.2,"type":"key.up","key":"f12","mods":[]}"#)
    let path = try AppHarness.writeRecording(lines, named: "toss-f12.jsonl")
    var outputs: [[String]] = []
    for extra in [[], ["--draw-every-frame"]] {
      let replay = try HeadlessReplay(path, arguments: ["--frames", "75"] + extra)
      let stdout = replay.result.stdout
      #expect(stdout.contains("; 2 drawn (") == extra.isEmpty, "\(stdout)")
      let files = try FileManager.default.contentsOfDirectory(atPath: replay.directory).sorted()
      #expect(files.count == 2, "a screenshot and the final frame: \(files)")
      outputs.append(files.map { replay.directory + "/" + $0 })
    }
    for (a, b) in zip(outputs[0], outputs[1]) {
      #expect(FileManager.default.contentsEqual(atPath: a, andPath: b), "\(a) and \(b) differ")
    }
  }

  /// A version 1 recording replays exactly as the same events under a version 2 header: the
  /// format's new version added event types and header fields, and changed nothing a version 1
  /// file says (every frame of each replay compared byte for byte).
  @Test(arguments: [
    "scalable-two-finger-pinch.jsonl", "scalable-ctrl-wheel-pinch.jsonl",
    "scalable-multigesture-pinch.jsonl", "direct-rotate-and-drag.jsonl",
    "scalable-window-resize.jsonl",
  ])
  func aVersion1RecordingReplaysAsUnderAVersion2Header(asset: String) throws {
    let original = try String(contentsOfFile: AppHarness.asset(asset), encoding: .utf8)
    #expect(original.hasPrefix(#"{"format":"motion-sandbox-input","version":1,"#))
    let rewritten = AppHarness.temporaryDirectory("v1-v2-\(asset)") + "/" + asset
    try original.replacingOccurrences(of: #""version":1,"#, with: #""version":2,"#).write(
      toFile: rewritten, atomically: true, encoding: .utf8)
    let v1 = try HeadlessReplay(AppHarness.asset(asset), capturingFrames: true)
    let v2 = try HeadlessReplay(rewritten, capturingFrames: true)
    let count = v1.frameCount
    #expect(count > 30 && count == v2.frameCount)
    #expect(
      v1.firstDifferingFrame(comparedWith: v2) == nil,
      "a frame differs between version 1 and version 2")
  }

  @Test func replaysAreIdenticalAcrossRuns() throws {
    let a = try replay("scalable-two-finger-pinch.jsonl")
    let b = try replay("scalable-two-finger-pinch.jsonl")
    let count = a.frameCount
    #expect(count > 60 && count == b.frameCount)
    #expect(a.firstDifferingFrame(comparedWith: b) == nil, "a frame differs between two replays")
  }

  /// The square's centre in the last frame of a replay.
  func finalCentre(_ asset: String) throws -> (Double, Double) {
    try #require(try replay(asset).frame(-1).square).centre
  }

  @Test func recordedDragMovesTheSquare() throws {
    let (x, y) = try finalCentre("draggable-drag.jsonl")
    #expect(abs(x - 300) <= 1 && abs(y - 200) <= 1, "centre \(x), \(y)")
  }

  @Test func valveBlocksTheDragWhileClosed() throws {
    // Dragged right 80, then down 120 with the valve closed (ignored), then right 80 again.
    let (x, y) = try finalCentre("valve-toggle.jsonl")
    #expect(abs(x - 560) <= 1 && abs(y - 300) <= 1, "centre \(x), \(y)")
  }

  @Test func tapsSpringTheSquareToTheLastTap() throws {
    let (x, y) = try finalCentre("tap-taps.jsonl")
    #expect(abs(x - 620) <= 1 && abs(y - 420) <= 1, "centre \(x), \(y)")
  }

  @Test func tossedSquareSpringsBackToTheCentre() throws {
    let replay = try self.replay("tossable-toss.jsonl")
    let (x, y) = try #require(try replay.frame(-1).square).centre
    #expect(abs(x - 400) <= 1 && abs(y - 300) <= 1, "centre \(x), \(y)")
    // Mid-flight, right after the release, it is well away from the centre.
    let release = try #require(try replay.frame(75).square)
    #expect(abs(Double(release.minX + release.maxX) / 2 - 400) > 40)
  }

  /// A recorded touchpad pinch (Wayland pointer gestures, recorded live from the wlroots test
  /// compositor) replays through the same path as a live one: pinch to 1.5×, a 45° twist, then
  /// a pinch the compositor cancelled, which is undone.
  @Test func recordedTouchpadPinchScalesRotatesAndACancelledOneIsUndone() throws {
    let replay = try self.replay("direct-touchpad-pinch-rotate.jsonl")
    let last = try #require(try replay.frame(-1).square)
    // A 300-point square turned 45° spans 300·√2 points.
    for extent in [last.maxX - last.minX + 1, last.maxY - last.minY + 1] {
      #expect(abs(Double(extent) - 300 * 2.0.squareRoot()) <= 3, "extent \(extent)")
    }
    // Mid-way through the cancelled pinch it was smaller.
    let during = try #require(try replay.frame(140).square)
    #expect(during.maxX - during.minX < last.maxX - last.minX - 50)
  }

  /// A sticker dragged out of the tray with the mouse, then pinched to 2× and turned 30°
  /// clockwise in one touchpad pinch (XInput 2.4 from Xorg's inputtest touchpad, recorded live
  /// with the pointer over the sticker): it is drawn twice as large, turned, where it was put.
  @Test func recordedTouchpadPinchScalesAndTurnsADraggedOutSticker() throws {
    let replay = try self.replay("sticker-picker-touchpad.jsonl")
    // The amber sticker (#FFB300) above the tray, where another one takes its slot.
    let amber = (0xFF, 0xB3, 0x00)
    let aboveTray = PixelBox(minX: 0, minY: 0, maxX: 799, maxY: 449)

    // Put down at (400, 250) after the drag (frame 150, 2.5 s), before the pinch: 64 px, square
    // to the frame (its box is all sticker).
    let before = try replay.frame(150)
    let put = try #require(before.boundingBox(of: amber, in: aboveTray))
    #expect(abs(put.width - 64) <= 1 && abs(put.height - 64) <= 1, "before the pinch: \(put)")
    #expect(abs(put.centre.x - 400) <= 1 && abs(put.centre.y - 250) <= 1, "put at \(put)")
    #expect(before.pixelCount(of: amber, in: aboveTray) >= put.width * put.height - 8)

    let after = try replay.frame(-1)
    let box = try #require(after.boundingBox(of: amber, in: aboveTray))
    // Its area says its side whatever its turn: twice the 64 px.
    let side = Double(after.pixelCount(of: amber, in: aboveTray)).squareRoot()
    #expect(abs(side - 128) <= 3, "side \(side) px after the pinch (64 before)")
    #expect(abs(box.centre.x - 400) <= 2 && abs(box.centre.y - 250) <= 2, "pinched at \(box)")
    // Turned θ clockwise, a square's top corner is s·sin θ right of its box's left edge and
    // s·cos θ left of its right edge (turned anticlockwise, θ would read 90° − θ).
    let top = (box.minX...box.maxX).filter { after.matches(amber, at: $0, box.minY) }
    let corner = Double(top.reduce(0, +)) / Double(max(top.count, 1)) - Double(box.minX) + 0.5
    let turn = atan2(corner, Double(box.width) - corner) * 180 / .pi
    #expect(abs(turn - 30) <= 2, "turned \(turn)° (box \(box), top corner at \(corner))")
  }

  /// Time control recorded live under Xvfb (S, S: slow motion 0.10×; a toss; P: pause
  /// mid-flight; F12; ten N steps; F12; P; S): while paused the frames do not change at all,
  /// each step moves the square on, and the run finishes the toss afterwards.
  @Test func recordedTimeControlPausesStepsAndSlowsTheToss() throws {
    let replay = try self.replay("tossable-time-control.jsonl")
    func pixels(_ index: Int) throws -> [UInt8] { try replay.frame(index).pixels }
    // P is at 4.717 s (frame 284), the first N at 5.567 s (frame 334).
    #expect(try pixels(290) == pixels(330), "paused: nothing on screen changes")
    #expect(try replay.frame(290).square != nil)
    #expect(try pixels(330) != pixels(345), "a step moves it on")
    let last = try #require(try replay.frame(-1).square)
    #expect(
      abs((last.minX + last.maxX) / 2 - 400) <= 1 && abs((last.minY + last.maxY) / 2 - 300) <= 1)
  }

  /// A recorded `window.resize` resizes the window, the root element and the frames; the
  /// visualization strip stays glued to the bottom edge, full width.
  @Test func windowResizeResizesTheFramesAndTheStrip() throws {
    let replay = try self.replay("scalable-window-resize.jsonl")
    let before = try replay.frame(10)
    let after = try replay.frame(-1)
    #expect(before.width == 800 && before.height == 600)
    #expect(after.width == 1024 && after.height == 700)
    // The strip's 20 % black over #FAFAFA is (200, 200, 200) at the bottom corners.
    for x in [2, 1021] {
      let (r, g, b) = after.rgb(x, 698)
      #expect(
        abs(r - 200) <= 3 && abs(g - 200) <= 3 && abs(b - 200) <= 3, "strip at \(x): \(r) \(g) \(b)"
      )
    }
  }
}
