import MaterialMotion
import MaterialMotionSDL
import Testing

@testable import MaterialMotionSandbox

/// What the timeline keeps of a run stays within its bounds however long the run: the input
/// log, the kept frames (their records too) and the checkpoints.
@MainActor
@Suite(.serialized) struct TimelineBoundsTests {
  @Test func theLogKeepsItsLastEventsWithinItsBound() throws {
    let run = try SceneRun.headless(scene: TossableScene.name, of: SceneCatalog(BuiltInScenes.all))
    defer { run.close() }
    let limit = 64 << 10
    let log = RunLog(host: run.host, header: run.session.log.header, limitBytes: limit)
    defer { log.stop() }
    var peak = 0
    for index in 0..<100_000 {
      let moved = MouseInput(.moved, at: Point(x: Double(index % 800), y: 300))
      log.append(TimedInput(time: Double(index) / 1000, input: .mouse(moved)))
      peak = max(peak, log.bytes)
    }
    #expect(peak <= limit, "the log took \(peak) bytes")
    #expect(log.end == 100_000)
    #expect(!log.isComplete)
    #expect(log.count * RunLog.eventBytes >= limit / 2, "only \(log.count) events kept")
    let last = log.events(in: (log.end - 3)..<log.end).map(\.time)
    #expect(last == [99_997, 99_998, 99_999].map { Double($0) / 1000 })
    #expect(log.events(in: 0..<10).isEmpty)
  }

  @Test func framesThatChangeNothingStillCountTowardsTheBound() {
    let root = Element(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.addChild(Element(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    let limit = 256 << 10
    let history = FrameHistory(limitBytes: limit)
    for frame in 0..<50_000 {
      history.append(root, number: frame, time: Double(frame) / 60, clockTime: 0)
    }
    #expect(history.bytes <= limit)
    #expect(history.peakBytes <= limit)
    #expect(history.droppedFrames > 40_000)
    #expect(history.frames.last?.number == 49_999)
  }

  @Test func checkpointsKeepWithinTheirBoundAndTheirOrder() {
    struct Blob: SceneCheckpoint { var bytes: Int { 10_000 } }
    let checkpoints = RunCheckpoints(interval: 1, limitBytes: 100_000)
    let switcher = SceneSwitcher.Checkpoint(
      sceneType: StressScene.self, sceneBuild: 1, remembered: [:], values: [:],
      selectedParameter: 0,
      tuningShown: false, plotsShown: false)
    for frame in 0..<1_000 {
      #expect(checkpoints.isDue(at: Double(frame)))
      checkpoints.add(
        RunCheckpoint(
          frameNumber: frame * 60, time: Double(frame), clockTime: Double(frame),
          timeControl: TimeControl(), inputEnd: frame, touchesNumbered: 0,
          windowSize: Size(width: 800, height: 600), switcher: switcher, scene: Blob()))
      #expect(!checkpoints.isDue(at: Double(frame) + 0.5))
    }
    #expect(checkpoints.bytes <= 100_000)
    #expect(checkpoints.all.count >= 8)
    #expect(checkpoints.all.last?.frameNumber == 999 * 60)
    #expect(checkpoints.latest(reaching: 999 * 60 - 1)?.frameNumber == 998 * 60)
    #expect(checkpoints.latest(reaching: 10) == nil)
    // A skipped frame ends every checkpoint's reach there, and makes the next one due.
    checkpoints.frameSkipped(after: 999 * 60 + 5)
    #expect(checkpoints.latest(reaching: 999 * 60 + 6) == nil)
    #expect(checkpoints.latest(reaching: 999 * 60 + 5)?.frameNumber == 999 * 60)
    #expect(checkpoints.isDue(at: 999.1))
  }

  /// Twenty minutes of `tossable` on virtual time, dragged back and forth all along (an input
  /// event every frame), with small bounds: the log, the frames and the checkpoints stay
  /// within them, and a takeover that would need the events let go is refused.
  @Test func aLongRunStaysWithinTheTimelinesBounds() throws {
    let run = try SceneRun.headless(scene: TossableScene.name, of: SceneCatalog(BuiltInScenes.all))
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    let output = FrameRecorder()
    session.output = output
    session.log.limitBytes = 128 << 10
    session.history.limitBytes = 1 << 20
    let minutes = 20.0
    var events: [TimedInput] = []
    for frame in 0..<Int(minutes * 3600) {
      let t = Double(frame) / 60
      let phase = frame % 120
      let x = 400 + Double(phase < 60 ? phase : 120 - phase) * 3
      let mouse =
        phase == 0
        ? MouseInput(.down(.left), at: Point(x: x, y: 300))
        : phase == 100
          ? MouseInput(.up(.left), at: Point(x: x, y: 300))
          : MouseInput(.moved, at: Point(x: x, y: 300))
      events.append(TimedInput(time: t, input: .mouse(mouse)))
    }
    host.replay = InputReplayer(Recording(header: session.log.header, events: events))
    var peak = 0
    for frame in 0..<Int(minutes * 3600) {
      try host.runFrame()
      if frame % 600 == 0 { peak = max(peak, session.log.bytes) }
    }
    #expect(session.log.end >= events.count - 1)
    #expect(peak <= session.log.limitBytes && session.log.bytes <= session.log.limitBytes)
    #expect(session.history.peakBytes <= session.history.limitBytes)
    #expect(session.history.droppedFrames > 0)
    #expect(session.checkpoints.bytes <= session.checkpoints.limitBytes)
    #expect(!session.log.isComplete)
    // Tossable makes no checkpoints, and the log no longer reaches back to the run's start.
    #expect(session.checkpoints.all.isEmpty)
    session.scrubber.jump(to: session.history.frames.startIndex)
    try host.runFrame()
    let press = PlatformInput.mouse(MouseInput(.down(.left), at: Point(x: 400, y: 300)))
    #expect(!session.host(host, intercepts: TimedInput(time: host.frameTime, input: press)))
    #expect(!session.scrubber.isScrubbing)
  }
}
