import Foundation
import SandboxTestSupport
import Testing

/// Touchpad pinch end to end on native Wayland with no input hardware: a small wlroots headless
/// compositor built for the tests sends `zwp_pointer_gestures_v1` pinches to the real sandbox
/// running with `SDL_VIDEODRIVER=wayland`.
@Suite(.serialized) struct TouchpadWaylandTests {
  func pause(_ seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }

  /// The compositor with the sandbox showing `scene` and recording to a new file, the pointer
  /// at the window's centre.
  func start(_ scene: String) throws -> (
    compositor: WaylandGestureCompositor, app: Subprocess, recording: String
  ) {
    let compositor = try ServerRequirement.start("the wlroots test compositor") {
      try WaylandGestureCompositor()
    }
    let dir = AppHarness.temporaryDirectory("wayland-\(scene)")
    let recording = dir + "/session.jsonl"
    let app = try compositor.launch([
      "--scene", scene, "--renderer", "software", "--screenshot-dir", dir,
      "--record-input", recording,
    ])
    let size = try compositor.waitForWindow(of: app)
    #expect(size.width == 800 && size.height == 600)
    pause(0.5)
    try compositor.pointer(x: 400, y: 300)
    pause(0.1)
    return (compositor, app, recording)
  }

  /// Presses F12, quits with Escape and returns the screenshot the app wrote; the app must exit
  /// with 0 and say nothing about the touchpad being unavailable.
  func finish(_ app: Subprocess, on compositor: WaylandGestureCompositor) throws -> Frame {
    pause(0.5)
    try compositor.key("F12")
    pause(0.5)
    try compositor.key("Escape")
    let status = app.wait(timeout: 20)
    #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")
    #expect(!app.stderr.contains("note:"), "touchpad gestures are available: \(app.stderr)")
    return try Frame(
      path: #require(app.screenshots.first, "no screenshot: \(app.stdout) \(app.stderr)"))
  }

  @Test func aTouchpadPinchToOneAndAHalfMakesTheSquare300PointsAndIsRecorded() throws {
    let (compositor, app, recording) = try start("scalable")
    defer { withExtendedLifetime(compositor) {} }
    try compositor.pinchBegin(fingers: 2)
    for step in 1...10 {
      try compositor.pinchUpdate(scale: 1 + 0.05 * Double(step))
      pause(0.016)
    }
    try compositor.pinchEnd()
    let frame = try finish(app, on: compositor)
    let square = try #require(frame.square)
    let width = square.maxX - square.minX + 1
    #expect(abs(width - 300) <= 2, "square width \(width)")

    let text = try String(contentsOfFile: recording, encoding: .utf8)
    let pinches = text.split(separator: "\n").filter { $0.contains(#""type":"touchpad.pinch""#) }
    #expect(pinches.count == 12, "begin, 10 updates, end: \(pinches.count)")
    #expect(pinches.allSatisfy { $0.contains(#""source":"wayland""#) })
    #expect(pinches.last?.contains(#""phase":"end""#) == true)
  }

  /// Real pointer-gesture swipes and holds: a three-finger swipe pages the carousel (a
  /// two-finger one does not), and every swipe and hold event is recorded (version 6: the seat is named too), a
  /// cancelled hold as cancelled.
  @Test func aSwipePagesTheCarouselAndSwipesAndHoldsAreRecorded() throws {
    let (compositor, app, recording) = try start("carousel")
    defer { withExtendedLifetime(compositor) {} }
    try compositor.holdBegin(fingers: 2)
    pause(0.1)
    try compositor.holdEnd(cancelled: true)
    try compositor.swipe(fingers: 3, dx: -200)
    pause(0.8)
    try compositor.swipe(fingers: 2, dx: -200)
    try compositor.holdBegin(fingers: 3)
    pause(0.1)
    try compositor.holdEnd()
    let frame = try finish(app, on: compositor)
    let teal = (0x03, 0xDA, 0xC6)
    let card = try #require(frame.boundingBox(of: teal), "no teal card on screen")
    #expect(abs(card.centre.x - 400) <= 2 && card.width >= 470, "page 2 in the middle: \(card)")

    let text = try String(contentsOfFile: recording, encoding: .utf8)
    let lines = text.split(separator: "\n")
    let swipes = lines.filter { $0.contains(#""type":"touchpad.swipe""#) }
    let holds = lines.filter { $0.contains(#""type":"touchpad.hold""#) }
    #expect(swipes.count == 24, "two swipes of begin, 10 updates, end: \(swipes.count)")
    #expect(swipes.allSatisfy { $0.contains(#""source":"wayland""#) })
    #expect(holds.count == 4, "two holds: \(holds)")
    #expect(holds[1].contains(#""cancelled":true"#) && holds[3].contains(#""cancelled":false"#))
    // The seat is named once, before the first gesture (a hold), which makes the file version 6.
    #expect(text.hasPrefix(#"{"format":"motion-sandbox-input","version":6,"#))
    let devices = lines.filter { $0.contains(#""type":"touchpad.device""#) }
    #expect(devices.count == 1, "\(devices)")
    #expect(
      devices.first?.hasSuffix(
        #""type":"touchpad.device","source":"wayland","id":-1,"name":"seat0"}"#) == true)
  }

  /// A compositor without pointer gestures: one note on standard error, not an error, and the
  /// rest of the app works (keys, screenshots).
  @Test func aCompositorWithoutPointerGesturesGetsOneNoteAndTheRestWorks() throws {
    let compositor = try ServerRequirement.start("the wlroots test compositor") {
      try WaylandGestureCompositor(pointerGestures: false)
    }
    defer { withExtendedLifetime(compositor) {} }
    let dir = AppHarness.temporaryDirectory("wayland-nogestures")
    let app = try compositor.launch(["--scene", "scalable", "--screenshot-dir", dir])
    try compositor.waitForWindow(of: app)
    pause(0.5)
    try compositor.key("F12")
    pause(0.5)
    try compositor.key("Escape")
    #expect(app.wait(timeout: 20) == 0, "\(app.stderr)")
    let notes = app.stderr.split(separator: "\n").filter { $0.contains("note:") }
    #expect(notes.count == 1, "stderr: \(app.stderr)")
    #expect(
      notes.first?.contains("does not offer zwp_pointer_gestures_v1") == true, "\(app.stderr)")
    #expect(app.stdout.contains("screenshot: "), "the rest of the app works: \(app.stdout)")
  }
}
