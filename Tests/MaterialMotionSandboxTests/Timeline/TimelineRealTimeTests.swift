import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// What a run on real time shows when a takeover has brought it back to a frame, before it
/// goes on: every element as drawing reads it.
@MainActor
final class RewoundFrame: RunOutput {
  /// The run's time of the frame to catch.
  var time: Double?
  /// What the run showed at that time while it was made again.
  var elements: [ElementSnapshot.Appearance]?

  func runDidUpdate(_ host: SandboxHost) {
    guard host.isFastForwarding, let time, host.frameTime == time else { return }
    elements = flattened(ElementSnapshot(of: host.root))
  }

  func run(_ host: SandboxHost, shouldDrawFrame index: Int, isLast: Bool) -> Bool { false }
}

/// A takeover from a checkpoint on real time (frames at whatever times they were made, not on a
/// grid) brings the run back to exactly the frame shown: the frames after the checkpoint are
/// made again at their own times with their own input, and a pause (whose frames with nothing
/// new are skipped, not kept) does not lead it astray.
@MainActor
@Suite(.serialized) struct TimelineRealTimeTests {
  /// A headless `stress` run on real time that draws nothing.
  func makeRun() throws -> (SceneRun, RewoundFrame) {
    let catalog = try SceneCatalog(BuiltInScenes.all)
    let base = try HostRun(title: "stress", width: 800, height: 600, timing: .realTime)
    let run = SceneRun(
      on: base, setup: SandboxSession.Setup(catalog: catalog, sceneType: StressScene.self),
      header: RecordingHeader(scene: StressScene.name, width: 800, height: 600, fps: 60))
    let output = RewoundFrame()
    run.session.output = output
    return (run, output)
  }

  /// Runs frames of `host` until `seconds` of real time have passed.
  func run(_ host: SandboxHost, for seconds: Double) throws {
    let end = host.realTimeNow() + seconds
    while host.realTimeNow() < end { try host.runFrame() }
  }

  /// Takes `run` over from the kept frame numbered `number` and returns what the run showed
  /// when it was made again, and what the timeline kept of it.
  func takeOver(_ run: SceneRun, _ output: RewoundFrame, from number: Int) throws -> (
    again: [ElementSnapshot.Appearance], kept: [ElementSnapshot.Appearance]
  ) {
    let (host, session) = (run.host, run.session)
    let index = try #require(session.history.index(ofFrameNumbered: number))
    let kept = flattened(session.history.snapshot(at: index))
    output.time = session.history.frames[index].time
    session.scrubber.jump(to: index)
    try host.runFrame()
    let press = PlatformInput.mouse(MouseInput(.down(.left), at: Point(x: 400, y: 300)))
    #expect(session.host(host, intercepts: TimedInput(time: host.frameTime, input: press)))
    try host.runFrame()
    let release = PlatformInput.mouse(MouseInput(.up(.left), at: Point(x: 400, y: 300)))
    host.handle(TimedInput(time: host.frameTime, input: release))
    return (try #require(output.elements), kept)
  }

  /// The elements that differ, the readout aside (it shows measured frame times).
  func differing(_ a: [ElementSnapshot.Appearance], _ b: [ElementSnapshot.Appearance]) -> Int {
    zip(a, b).filter { pair in
      if case .label(let text, _, _, _) = pair.0.content, text.hasPrefix("frame ") { return false }
      return pair.0 != pair.1
    }.count + abs(a.count - b.count)
  }

  @Test func aTakeoverOnRealTimeBringsTheRunBackToExactlyTheFrameShown() throws {
    let (run, output) = try makeRun()
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    try self.run(host, for: 2.5)
    let frames = session.checkpointFrames
    try #require(frames.count >= 2, "checkpoints of frames \(frames)")
    // The frame before the newest checkpoint: the one before it, and the frames since.
    let (again, kept) = try takeOver(run, output, from: frames[frames.count - 1] - 1)
    #expect(session.lastTakeoverCheckpoint == frames[frames.count - 2])
    #expect(differing(again, kept) == 0, "\(differing(again, kept)) elements differ")
  }

  @Test func aPauseDoesNotLeadATakeoverAstray() throws {
    let (run, output) = try makeRun()
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    // One checkpoint, of the first frame, and then only those a skipped frame asks for.
    session.checkpoints.interval = 1_000
    try self.run(host, for: 1)
    let paused = try #require(session.history.frames.last).number
    // Paused for half a second: frames with nothing new are skipped, and not kept; the time
    // control's last frame moves on with them.
    QueuedInput.keyPress("P")
    try self.run(host, for: 0.5)
    QueuedInput.keyPress("P")
    try self.run(host, for: 0.5)
    let last = try #require(session.history.frames.last).number
    let (again, kept) = try takeOver(run, output, from: last - 1)
    // Not the checkpoint of the first frame: a skipped frame ended its reach.
    let checkpoint = try #require(session.lastTakeoverCheckpoint)
    #expect(checkpoint > paused)
    #expect(differing(again, kept) == 0, "from the checkpoint of frame \(checkpoint)")
  }
}
