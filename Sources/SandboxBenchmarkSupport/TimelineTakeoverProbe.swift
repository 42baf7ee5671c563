import MaterialMotion
import MaterialMotionSDL
import MaterialMotionSandbox

/// The benchmark harness's measure of a takeover after a long run: a headless run of a built-in
/// scene on virtual time at 60 frames a second for as long as asked (a toss every 2.5 s), kept
/// by the timeline as the app keeps it but drawing no frame (drawing is not what a takeover
/// costs, and 30 minutes of frames drawn would take longer than the benchmark should); then two
/// takeovers, each timed over the frame that carries it out: from the frame before the last,
/// and from the kept frame farthest from the checkpoint before it (the most frames made again).
@MainActor
public enum TimelineTakeoverProbe {
  /// What the probe measured.
  public struct Result: Sendable {
    /// Frames the run made before the first takeover.
    public var frames = 0
    /// The wall-clock time the run took, in seconds.
    public var runSeconds = 0.0
    /// The takeover from the frame before the last, in ms.
    public var lastMilliseconds = 0.0
    /// The takeover that makes the most frames again, in ms.
    public var worstMilliseconds = 0.0
    /// How many frames that one made again (the frames between its checkpoint and its frame).
    public var worstFramesAgain = 0
    /// Whether both started from a checkpoint (false: from the run's start).
    public var fromCheckpoints = false
    /// The memory the timeline held at the end of the run: the kept frames, the input log and
    /// the checkpoints, in bytes.
    public var historyBytes = 0
    public var logBytes = 0
    public var checkpointBytes = 0
    /// Frames kept at the end of the run.
    public var framesKept = 0

    /// Nothing measured yet.
    public init() {}
  }

  /// Runs `scene` for `minutes` of virtual time, then takes it over twice (see the type).
  public static func run(scene: String, minutes: Double) throws -> Result {
    let run = try SceneRun.headless(scene: scene, of: SceneCatalog(BuiltInScenes.all))
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    let output = NoDrawing()
    session.output = output
    defer { withExtendedLifetime(output) {} }
    let header = RecordingHeader(scene: scene, width: 800, height: 600, fps: 60)
    host.replay = InputReplayer(
      Recording(header: header, events: TimelineProbe.tosses(for: minutes * 60)))
    var result = Result()
    result.frames = Int(minutes * 3600)
    let start = host.realTimeNow()
    for _ in 0..<result.frames { try host.runFrame() }
    result.runSeconds = host.realTimeNow() - start
    let history = session.history
    result.historyBytes = history.bytes
    result.logBytes = session.logBytes
    result.checkpointBytes = session.checkpointBytes
    result.framesKept = history.frames.count
    result.lastMilliseconds = try takeOver(run, from: history.frames.endIndex - 2)
    let last = session.lastTakeoverCheckpoint
    // Two seconds more, for checkpoints after the takeover; then the frame just before the
    // newest checkpoint, which the one before it must reach.
    for _ in 0..<120 { try host.runFrame() }
    let frames = session.checkpointFrames
    guard frames.count >= 2, let newest = history.index(ofFrameNumbered: frames[frames.count - 1]),
      let previous = history.index(ofFrameNumbered: frames[frames.count - 2])
    else {
      throw SandboxError("the run has \(frames.count) checkpoints after its takeover")
    }
    result.worstFramesAgain = newest - 1 - previous
    result.worstMilliseconds = try takeOver(run, from: newest - 1)
    result.fromCheckpoints =
      last != nil && session.lastTakeoverCheckpoint == frames[frames.count - 2]
    return result
  }

  /// Takes `run` over from the frame at position `index` of its timeline with a press, and
  /// returns the time of the frame that carries the takeover out, in ms.
  private static func takeOver(_ run: SceneRun, from index: Int) throws -> Double {
    let (host, session) = (run.host, run.session)
    session.scrubber.jump(to: index)
    try host.runFrame()
    let press = PlatformInput.mouse(MouseInput(.down(.left), at: Point(x: 400, y: 300)))
    guard session.host(host, intercepts: TimedInput(time: host.frameTime, input: press)) else {
      throw SandboxError("the probe's press did not take the run over")
    }
    let start = host.realTimeNow()
    try host.runFrame()
    let milliseconds = (host.realTimeNow() - start) * 1000
    let release = PlatformInput.mouse(MouseInput(.up(.left), at: Point(x: 400, y: 300)))
    host.handle(TimedInput(time: host.frameTime, input: release))
    return milliseconds
  }
}

/// A run's output that draws no frame.
@MainActor
final class NoDrawing: RunOutput {
  func run(_ host: SandboxHost, shouldDrawFrame index: Int, isLast: Bool) -> Bool { false }
}
