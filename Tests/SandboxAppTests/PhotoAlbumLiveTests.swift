import Foundation
import SandboxTestSupport
import Testing

/// `photo-album` in a real X11 window (a private Xvfb) driven by xdotool: a photo opened and
/// dismissed with a fast drag leaves the album as it was; a transition reversed mid-flight never
/// jumps. With 30 photos in 800×600 the grid has 6 columns of 99-point cells spread across the
/// width from x 29 to 770 and from y 60, so the 30 points right of x 770 are background (or the
/// viewer's backdrop over it).
@Suite(.serialized) struct PhotoAlbumLiveTests {
  /// The centre of cell 0 and a point of the right margin, where only the backdrop draws.
  static let firstCell = (x: 53, y: 109)
  static let margin = (x: 790, y: 300)
  static let background = 0xFA
  static let backdrop = 0x12

  struct Session {
    let x: XvfbServer
    let app: Subprocess
    let window: String
    let recording: String
    let dir: String

    /// `extra`: more flags (a slower transition).
    init(_ extra: [String] = []) throws {
      x = try XvfbServer()
      dir = AppHarness.temporaryDirectory("live-photo-album")
      recording = dir + "/input.jsonl"
      (app, window) = try x.launch(
        [
          "--scene", "photo-album", "--screenshot-dir", dir, "--record-input", recording,
        ] + extra)
      // The pointer in the window: its keys (F12) reach it.
      try xdo("mousemove", "--window", window, "700", "300")
    }

    func xdo(_ arguments: String...) throws { try x.xdotool(arguments) }
    func pause(_ seconds: Double) { usleep(UInt32(seconds * 1_000_000)) }

    func click(_ x: Int, _ y: Int) throws {
      try xdo("mousemove", "--window", window, "\(x)", "\(y)")
      pause(0.05)
      try xdo("click", "1")
    }

    /// Takes a screenshot (F12) and returns it once the app has written it (read from the
    /// folder: the app's standard output is only read at its end).
    func screenshot() throws -> Frame {
      func pictures() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [])
          .filter { $0.hasSuffix(".png") }.sorted()
      }
      let before = Set(pictures())
      try xdo("key", "--window", window, "F12")
      let deadline = Date().addingTimeInterval(10)
      while Date() < deadline {
        if let new = pictures().first(where: { !before.contains($0) }) {
          pause(0.2)  // written to a temporary name and renamed; let it settle anyway
          return try Frame(path: dir + "/" + new)
        }
        pause(0.05)
      }
      throw HarnessError("no screenshot within 10 s: \(app.stderr)")
    }

    func quit() {
      try? xdo("key", "--window", window, "Escape")
      let status = app.wait(timeout: 20)
      #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")
    }
  }

  /// Pixels that differ between `a` and `b` in the grid's rows (56 to 575: the title, hint and
  /// visualization strip are left out).
  static func gridDifferences(_ a: Frame, _ b: Frame) -> Int {
    var count = 0
    for y in 56..<576 {
      for x in 0..<a.width {
        let (p, q) = (a.rgb(x, y), b.rgb(x, y))
        if abs(p.0 - q.0) > 2 || abs(p.1 - q.1) > 2 || abs(p.2 - q.2) > 2 { count += 1 }
      }
    }
    return count
  }

  @Test func aPhotoOpensAndAFastDragDownPutsTheAlbumBackAsItWas() throws {
    let s = try Session()
    s.pause(0.5)
    let album = try s.screenshot()
    try s.click(Self.firstCell.x, Self.firstCell.y)
    s.pause(1.2)
    let open = try s.screenshot()
    // The backdrop covers the window and the photo is centred, 552 points square.
    #expect(open.matches((0x12, 0x12, 0x12), at: Self.margin.x, Self.margin.y))
    #expect(open.matches((0x12, 0x12, 0x12), at: 100, 300))
    #expect(!open.matches((0x12, 0x12, 0x12), at: 400, 300, tolerance: 20))
    try s.xdo("mousemove", "--window", s.window, "400", "300")
    try s.xdo("mousedown", "1")
    for step in 1...6 {
      try s.xdo("mousemove", "--window", s.window, "400", "\(300 + step * 30)")
      s.pause(0.016)
    }
    try s.xdo("mouseup", "1")
    s.pause(1.5)
    let back = try s.screenshot()
    s.quit()
    #expect(back.matches((0xFA, 0xFA, 0xFA), at: Self.margin.x, Self.margin.y))
    #expect(Self.gridDifferences(album, back) == 0)
  }

  /// A tap on the opening photo once the transition is seen under way reverses it where it is
  /// (the transition is slowed to 2 s, and the tap waits until a screenshot shows the backdrop
  /// darkening, so it lands mid-flight however busy the machine is). Replayed
  /// from the live recording with every frame captured, the backdrop's darkness (read in the
  /// margin) never changes by more in a frame after the turn than the spring's largest step
  /// before it.
  @Test func aTransitionReversedMidFlightNeverJumps() throws {
    let s = try Session(["--set", "spring.suggestedDuration=2"])
    s.pause(0.5)
    try s.click(Self.firstCell.x, Self.firstCell.y)
    // On a busy machine the app may not have taken the first click yet: a second one now
    // would open a photo of the grid instead of reversing the transition.
    let deadline = Date().addingTimeInterval(1.5)
    while Date() < deadline,
      try s.screenshot().rgb(Self.margin.x, Self.margin.y).0 >= Self.background - 2
    {
      s.pause(0.02)
    }
    try s.click(400, 300)
    s.pause(3)
    s.quit()
    let replay = try HeadlessReplay(s.recording, capturingFrames: true)
    let levels = try (0..<replay.frameCount).map { index in
      let (r, _, _) = try replay.frame(index).rgb(Self.margin.x, Self.margin.y)
      return Double(Self.background - r) / Double(Self.background - Self.backdrop)
    }
    let peak = try #require(levels.indices.max { levels[$0] < levels[$1] })
    let start = try #require(levels.firstIndex { $0 > 0 })
    #expect(
      levels[peak] > 0.1 && levels[peak] < 0.98, "peak \(levels[peak]): no reversal? \(levels)")
    #expect(levels.last == 0, "the album is not back: \(levels.suffix(3))")
    let steps = zip(levels.dropFirst(), levels).map { abs($0 - $1) }
    let before = steps[start - 1..<peak].max() ?? 0
    let after = steps[peak...].max() ?? 0
    // One grey level of rounding either side.
    #expect(after <= before + 2.0 / Double(Self.background - Self.backdrop), "\(steps)")
  }
}
