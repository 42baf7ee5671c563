import Foundation
import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// A test run's output, as the app's run is its session's: the frames it draws, and where the
/// square was.
@MainActor
final class SessionDriver: RunOutput {
  /// Pixels of the frames asked for, by frame index.
  var pixels: [Int: [UInt8]] = [:]
  var keepPixels: Set<Int> = []
  /// The square's position after every update of the run (not while held), by run time.
  var squares: [Double: Point] = [:]

  func runDidUpdate(_ host: SandboxHost) {
    if !host.isFrameHeld, !host.isFastForwarding, let square = findSquare(host.root) {
      squares[host.frameTime] = square.position
    }
  }
  func run(_ host: SandboxHost, didDrawFrame index: Int, isLast: Bool) throws {
    guard keepPixels.contains(index) else { return }
    var rgb: [UInt8] = []
    _ = try host.window.readPixelsRGB(into: &rgb)
    pixels[index] = rgb
  }
}

/// The element named "square" under `root`.
@MainActor
func findSquare(_ root: Element) -> Element? {
  if root.name == "square" { return root }
  for child in root.children { if let found = findSquare(child) { return found } }
  return nil
}

/// The timeline over a live run, driven through SDL's queue as live input is: frames scrubbed
/// back to are drawn as they were, the run stands still while held, and a takeover continues it
/// exactly as a replay of its recording does.
@MainActor
@Suite(.serialized) struct TimelineSessionTests {
  let width = 800
  let height = 600

  /// A headless tossable run on virtual time at 60 fps, recording to `recordingPath` if given.
  func makeRun(recordingPath: String? = nil) throws -> (SceneRun, SessionDriver) {
    let run = try SceneRun.headless(
      scene: TossableScene.name, of: SceneCatalog(BuiltInScenes.all), width: width,
      height: height)
    if let recordingPath {
      run.session.recording = try RecordingSession(
        path: recordingPath, header: run.session.log.header, host: run.host)
    }
    let driver = SessionDriver()
    run.session.output = driver
    return (run, driver)
  }

  /// Drags from the centre by `offset` over `frames` frames and lets go (a toss).
  func toss(_ host: SandboxHost, by offset: Point, frames: Int = 6) throws {
    let centre = Point(x: Double(width) / 2, y: Double(height) / 2)
    QueuedInput.mouseMotion(to: centre)
    QueuedInput.mouseButton(down: true, at: centre)
    try host.runFrame()
    for step in 1...frames {
      let f = Double(step) / Double(frames)
      QueuedInput.mouseMotion(to: Point(x: centre.x + offset.x * f, y: centre.y + offset.y * f))
      try host.runFrame()
    }
    QueuedInput.mouseButton(down: false, at: Point(x: centre.x + offset.x, y: centre.y + offset.y))
    try host.runFrame()
  }

  /// Shows the timeline (H) and clicks its bar a third of the way along: the run is held there.
  func scrubBack(_ host: SandboxHost, _ session: SandboxSession) throws {
    QueuedInput.keyPress("H")
    try host.runFrame()
    let track = session.scrubber.bar.trackFrame
    let onBar = Point(x: track.minX + track.width / 3, y: track.midY)
    QueuedInput.mouseButton(down: true, at: onBar)
    QueuedInput.mouseButton(down: false, at: onBar)
    try host.runFrame()
    try host.runFrame()
  }

  @Test func aFrameScrubbedBackToIsDrawnAsItWas() throws {
    let (run, driver) = try makeRun()
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    driver.keepPixels = [40]
    for _ in 0..<30 { try host.runFrame() }
    try toss(host, by: Point(x: 200, y: 60))
    while host.frameIndex < 90 { try host.runFrame() }
    // 89 is the last frame; 49 steps back is frame 40.
    for _ in 0..<49 { QueuedInput.keyPress(",") }
    driver.keepPixels = [90]
    try host.runFrame()
    #expect(session.scrubber.isScrubbing)
    #expect(session.history.frames[session.scrubber.position ?? 0].number == 40)
    let bar = session.scrubber.bar.element.frame
    let rows = Int(bar.minY)..<Int(bar.maxY.rounded(.up))
    let live = try #require(driver.pixels[40])
    let shown = try #require(driver.pixels[90])
    var differing = 0
    for y in 0..<height where !rows.contains(y) {
      let row = (y * width * 3)..<((y + 1) * width * 3)
      if live[row] != shown[row] { differing += 1 }
    }
    #expect(differing == 0, "\(differing) rows outside the bar differ from the frame as it was")
  }

  @Test func theRunStandsStillWhileHeldAndGoesOnWhereItWas() throws {
    let (run, driver) = try makeRun()
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    var shown = 0
    let subscription = host.input.subscribeToValue { _ in shown += 1 }
    defer { subscription.unsubscribe() }
    for _ in 0..<10 { try host.runFrame() }
    try toss(host, by: Point(x: -150, y: 0))
    while host.frameIndex < 30 { try host.runFrame() }
    let heldAt = host.frameTime
    let clockAt = host.clock.now
    let square = try #require(findSquare(host.root)).position
    let inputsBefore = shown
    for _ in 0..<10 { QueuedInput.keyPress(",") }
    QueuedInput.keyPress("J")
    for _ in 0..<50 { try host.runFrame() }
    #expect(host.frameTime == heldAt)
    #expect(host.clock.now == clockAt)
    #expect(try #require(findSquare(host.root)).position == square)
    QueuedInput.keyPress("P")
    try host.runFrame()
    #expect(!session.scrubber.isScrubbing)
    #expect(host.frameTime == heldAt)
    // The next frame is the one after the last before the hold.
    try host.runFrame()
    let next = Double(Int((heldAt * 60).rounded()) + 1) / 60
    #expect(host.frameTime == next)
    #expect(host.clock.now > clockAt)
    #expect(shown == inputsBefore, "the timeline's keys reached the run's input")
    #expect(driver.squares[next] != nil)
  }

  @Test func aTakeoverGoesOnExactlyAsItsRecordingReplays() throws {
    let directory = TestScratch.root + "/timeline-takeover"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/run.jsonl"
    var live: [Double: Point] = [:]
    var takeoverTime = 0.0
    var before = ""
    do {
      let (run, driver) = try makeRun(recordingPath: path)
      defer { run.close() }
      let (host, session) = (run.host, run.session)
      for _ in 0..<10 { try host.runFrame() }
      try toss(host, by: Point(x: 250, y: 80))
      // A second toss, after the frame taken over from below: the takeover cuts it off.
      while host.frameIndex < 80 { try host.runFrame() }
      try toss(host, by: Point(x: 0, y: 150))
      while host.frameIndex < 120 { try host.runFrame() }
      before = try String(contentsOfFile: path, encoding: .utf8)
      // Back along the bar (H shows it) to about a third of the run, then a toss the other way.
      try scrubBack(host, session)
      #expect(session.scrubber.isScrubbing)
      takeoverTime = session.history.frames[session.scrubber.position ?? 0].time
      try toss(host, by: Point(x: -200, y: -100))
      #expect(!session.scrubber.isScrubbing)
      for _ in 0..<90 { try host.runFrame() }
      live = driver.squares.filter { $0.key > takeoverTime }
      session.recording?.stop()
    }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("{\"format\":\"motion-sandbox-input\",\"version\":4,"))
    #expect(text.components(separatedBy: "\"type\":\"takeover\"").count == 2)
    // What was recorded before the frame taken over from is as it was (the header aside, which
    // says version 4 now).
    let lines = text.split(separator: "\n")
    let takeover = try #require(lines.firstIndex { $0.contains("\"type\":\"takeover\"") })
    let earlier = before.split(separator: "\n")
    #expect(takeover > 5)
    #expect(earlier.dropFirst().starts(with: lines[1..<takeover]), "the events before it changed")
    #expect(earlier.count > takeover + 5, "the second toss was not cut off")
    let replay = try SceneReplay(recording: path)
    var replayed: [Double: Point] = [:]
    try replay.run { frame in
      if let square = findSquare(frame.root) {
        replayed[Double(frame.index) / 60] = square.position
      }
    }
    var compared = 0
    for (time, position) in live {
      guard let other = replayed[time] else { continue }
      #expect(
        other == position, "at \(time) s the replay's square is at \(other), live \(position)")
      compared += 1
    }
    #expect(compared > 60, "only \(compared) frames after the takeover were compared")
  }

  @Test func aParameterChangeIsMarkedOnceAndARewriteOfTheSameValueIsNot() throws {
    let (run, driver) = try makeRun()
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    defer { withExtendedLifetime(driver) {} }
    for _ in 0..<5 { try host.runFrame() }
    let stiffness = try #require(
      session.switcher.tuningPanel.tuning.property(named: "spring.stiffness"))
    stiffness.value = 120
    try host.runFrame()
    stiffness.value = 120
    for _ in 0..<3 { try host.runFrame() }
    #expect(session.history.markers.filter { $0.kind == .parameterChanged }.count == 1)
  }

  @Test func aTakeoverLetsTheRunItReplacedGo() throws {
    weak var replacedScene: AnyObject?
    weak var replacedSwitcher: SceneSwitcher?
    let (run, driver) = try makeRun()
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    defer { withExtendedLifetime(driver) {} }
    do {
      replacedScene = session.switcher.scene as AnyObject
      replacedSwitcher = session.switcher
      for _ in 0..<60 { try host.runFrame() }
      for _ in 0..<30 { QueuedInput.keyPress(",") }
      try host.runFrame()
      try toss(host, by: Point(x: 100, y: 0))
      for _ in 0..<10 { try host.runFrame() }
      #expect(session.switcher !== replacedSwitcher)
    }
    #expect(replacedScene == nil, "the scene of the replaced run outlived the takeover")
    #expect(replacedSwitcher == nil, "the switcher of the replaced run outlived the takeover")
    run.close()
    host.delegate = nil
    #expect(session.history.frames.isEmpty)
  }
}
