import Foundation
import SandboxTestSupport
import Testing

/// The timeline in a real X11 window (a private Xvfb) driven with xdotool: stepping back shows
/// an earlier frame and records nothing, P goes back to the run, and pressing the scene while
/// looking back takes the run over; the recording keeps the run before that frame, says so, and
/// replays.
@Suite(.serialized) struct TimelineLiveTests {
  @Test func lookingBackAndTakingOver() throws {
    let x = try XvfbServer()
    defer { withExtendedLifetime(x) {} }
    let dir = AppHarness.temporaryDirectory("timeline-live")
    let recording = dir + "/session.jsonl"
    let (app, window) = try x.launch([
      // A soft spring: the square takes seconds to come back, whatever the frame rate.
      "--scene", "tossable", "--set", "spring.stiffness=20", "--renderer", "software",
      "--record-input", recording,
      "--screenshot-dir", dir,
    ])
    func xdo(_ arguments: String...) throws { try x.xdotool(arguments) }
    func pause(_ seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }
    func screenshot() throws {
      try xdo("key", "--window", window, "F12")
      pause(0.4)
    }
    /// Drags from (`x`, 300) by `dx` points, fast, and lets go.
    func toss(from x: Int, by dx: Int) throws {
      try xdo("mousemove", "--window", window, "\(x)", "300")
      try xdo("mousedown", "1")
      for step in 1...8 {
        try xdo("mousemove", "--window", window, "\(x + step * dx / 8)", "300")
        pause(0.02)
      }
      try xdo("mouseup", "1")
    }

    try toss(from: 400, by: 200)
    pause(1.2)
    // 1: 60 frames back the square is farther out than now.
    try xdo("key", "--window", window, "h")
    try xdo("key", "--repeat", "60", "--delay", "5", "--window", window, "comma")
    pause(0.3)
    try screenshot()
    // 2: P, back to the run where it was held: nearer the centre.
    try xdo("key", "--window", window, "p")
    pause(0.3)
    try screenshot()
    // Back again, and a toss the other way, from where the square is in the frame shown (how
    // far out it was 60 frames back depends on the frame rate), takes over from that frame.
    try xdo("key", "--repeat", "60", "--delay", "5", "--window", window, "comma")
    pause(0.3)
    let shown = try #require(try Frame(path: try newScreenshot(in: dir, after: screenshot)).square)
    try toss(from: Int(shown.centre.x.rounded()), by: -200)
    pause(1.5)
    try screenshot()
    try xdo("key", "--window", window, "Escape")
    let status = app.wait(timeout: 20)
    #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")

    let shots = app.screenshots
    try #require(shots.count == 4, "\(app.stdout)")
    let back = try #require(try Frame(path: shots[0]).square).centre
    let live = try #require(try Frame(path: shots[1]).square).centre
    #expect(back.x - live.x >= 10, "60 frames back the square is at \(back), then at \(live)")
    #expect(live.x > 402, "the run held: the square still on its way back, at \(live)")
    let final = try #require(try Frame(path: shots[3]).square).centre

    let text = try String(contentsOfFile: recording, encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.first?.contains("\"version\":4") == true, "header: \(lines.first ?? "")")
    let takeover = try #require(lines.firstIndex { $0.contains("\"type\":\"takeover\"") })
    #expect(lines.filter { $0.contains("\"type\":\"takeover\"") }.count == 1)
    // The first toss stays; the timeline's keys (h, comma, p) were never recorded.
    #expect(lines[..<takeover].contains { $0.contains("\"mouse.up\"") })
    #expect(!text.contains("\"key\":\"comma\"") && !text.contains("\"key\":\"h\""))
    #expect(!text.contains("\"key\":\"p\""))
    #expect(lines[(takeover + 1)...].contains { $0.contains("\"mouse.down\"") })

    // The recording replays the run that took over: its last screenshot (the F12 after the
    // takeover; the earlier ones were cut off with what they followed) shows the square where
    // the live one did, to within the difference between live and replayed frame times.
    let replay = try HeadlessReplay(recording)
    let lastShot = try #require(replay.screenshots.last)
    let replayed = try #require(try Frame(path: lastShot).square)
    #expect(replay.screenshots.count == 1, "\(replay.screenshots)")
    #expect(abs(replayed.centre.x - final.x) <= 8, "replayed \(replayed.centre), live \(final)")
    #expect(final.x < 400, "the takeover's toss went left: \(final)")
  }

  /// The PNG that `take` adds to `dir` (written whole: screenshots are renamed into place).
  private func newScreenshot(in dir: String, after take: () throws -> Void) throws -> String {
    func shots() -> Set<String> {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
      return Set(names.filter { $0.hasSuffix(".png") && !$0.hasPrefix(".") })
    }
    let before = shots()
    try take()
    for _ in 0..<100 {
      if let new = shots().subtracting(before).first { return dir + "/" + new }
      usleep(50_000)
    }
    throw CocoaError(.fileNoSuchFile)
  }
}
