import Foundation
import SandboxTestSupport
import Testing

/// The tuning panel in a real X11 window (a private Xvfb) driven with xdotool: dragging the
/// stiffness slider changes how the tossed square springs back, at once.
@Suite(.serialized) struct LiveTuningTests {
  /// The window point of `fraction` along the track of the panel's row `row` in an 800×600
  /// window (the panel is 252 points wide, 8 from the right edge, 80 from the top; rows of 38
  /// points start 40 points down; tracks are inset 12 points and sit 27 points into their row).
  func track(row: Int, _ fraction: Double) -> (String, String) {
    let x = 800 - 252 - 8 + 12 + fraction * (252 - 24)
    let y = 80 + 40 + Double(row) * 38 + 27
    return (String(Int(x.rounded())), String(Int(y.rounded())))
  }

  func centre(_ frame: Frame) throws -> (x: Double, y: Double) {
    try #require(frame.square).centre
  }

  @Test func draggingTheStiffnessSliderChangesTheToss() throws {
    let x = try XvfbServer()
    defer { withExtendedLifetime(x) {} }
    let dir = AppHarness.temporaryDirectory("live-tuning")
    let recording = dir + "/session.jsonl"
    let (app, window) = try x.launch([
      "--scene", "tossable", "--tuning", "--renderer", "software", "--record-input", recording,
      "--screenshot-dir", dir,
    ])
    func xdo(_ arguments: String...) throws { try x.xdotool(arguments) }
    func pause(_ seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }
    /// Drags the square 160 points left, fast, and lets go; waits 1.2 s and takes a screenshot.
    func toss() throws {
      try xdo("mousemove", "--window", window, "400", "300")
      try xdo("mousedown", "1")
      for step in 1...8 {
        try xdo("mousemove", "--window", window, "\(400 - step * 20)", "300")
        pause(0.02)
      }
      try xdo("mouseup", "1")
      pause(1.2)
      try xdo("key", "--window", window, "F12")
      pause(0.4)
    }

    // With the default stiffness (342) the square is back in the centre well within 1.2 s.
    try toss()
    // Press on the stiffness slider (row 1) and drag past its left end: stiffness 1.
    let (startX, y) = track(row: 1, 0.3)
    try xdo("mousemove", "--window", window, startX, y)
    try xdo("mousedown", "1")
    for fraction in [0.2, 0.1, 0.0, -0.2] {
      let (fx, _) = track(row: 1, fraction)
      try xdo("mousemove", "--window", window, fx, y)
      pause(0.03)
    }
    try xdo("mouseup", "1")
    pause(0.3)
    // The same toss: with stiffness 1 the square is still far from the centre after 1.2 s.
    try toss()
    try xdo("key", "--window", window, "c")
    pause(0.3)
    try xdo("key", "--window", window, "Escape")
    let status = app.wait(timeout: 20)
    #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")

    #expect(
      app.stdout.contains(
        "--set square.size=200 --set spring.stiffness=1 --set spring.damping=30 --set spring.mass=1"
      ), "C printed: \(app.stdout)")
    let shots = app.screenshots
    try #require(shots.count == 2, "\(app.stdout)")
    let stiff = try centre(Frame(path: shots[0]))
    let soft = try centre(Frame(path: shots[1]))
    #expect(abs(stiff.x - 400) <= 2 && abs(stiff.y - 300) <= 2, "default stiffness: \(stiff)")
    #expect(400 - soft.x >= 100, "stiffness 1: centre at \(soft), 1.2 s after the release")

    // The session replays: the same slider value, the same two outcomes.
    let replay = try HeadlessReplay(recording)
    #expect(replay.result.stdout.contains("--set spring.stiffness=1 "))
    let replayed = replay.screenshots
    try #require(replayed.count == 2)
    let replayedStiff = try centre(Frame(path: replayed[0]))
    let replayedSoft = try centre(Frame(path: replayed[1]))
    #expect(abs(replayedStiff.x - 400) <= 2, "replayed default toss: \(replayedStiff)")
    #expect(abs(replayedSoft.x - soft.x) <= 3, "replayed soft toss \(replayedSoft), live \(soft)")
  }
}
