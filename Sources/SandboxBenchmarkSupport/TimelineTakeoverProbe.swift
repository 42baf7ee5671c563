import Foundation
import MaterialMotion
import MaterialMotionSDL
import MaterialMotionSandbox

/// The benchmark harness's measure of a takeover after a long run: a headless run of a built-in
/// scene on virtual time at 60 frames a second for as long as asked (a toss every 2.5 s), kept
/// by the timeline as the app keeps it but drawing no frame (drawing is not what a takeover
/// costs, and 30 minutes of frames drawn would take longer than the benchmark should); then
/// takeovers, each timed over the frame that carries it out, `repetitions` of each kind, two
/// seconds of the run apart: from the frame before the last, and from the kept frame farthest
/// from the checkpoint before it (the most frames made again).
@MainActor
public enum TimelineTakeoverProbe {
  /// What the probe measured.
  public struct Result: Sendable {
    /// Frames the run made before the first takeover.
    public var frames = 0
    /// The wall-clock time the run took, in seconds.
    public var runSeconds = 0.0
    /// The run's mean frame time in each minute of it, in ms: wall-clock, and the thread's CPU
    /// time.
    public var minuteMilliseconds: [Double] = []
    /// The run's mean frame CPU time (the thread's) in each minute of it, in ms.
    public var minuteCPUMilliseconds: [Double] = []
    /// The takeovers from the frame before the last, in ms: wall-clock time and the thread's
    /// CPU time (which other processes on the machine do not lengthen).
    public var lastMilliseconds: [Double] = []
    /// The thread's CPU time of each takeover from the frame before the last, in ms.
    public var lastCPUMilliseconds: [Double] = []
    /// The takeovers that make the most frames again, in ms (wall-clock and CPU time).
    public var worstMilliseconds: [Double] = []
    /// The thread's CPU time of each takeover that makes the most frames again, in ms.
    public var worstCPUMilliseconds: [Double] = []
    /// How many frames those made again (the frames between the checkpoint and the frame).
    public var worstFramesAgain = 0
    /// Whether every takeover started from a checkpoint (false: one from the run's start).
    public var fromCheckpoints = false
    /// The memory the timeline held at the end of the run: the kept frames, the input log and
    /// the checkpoints, in bytes.
    public var historyBytes = 0
    /// The bytes the input log held at the end of the run.
    public var logBytes = 0
    /// The bytes the checkpoints held at the end of the run.
    public var checkpointBytes = 0
    /// Frames kept at the end of the run.
    public var framesKept = 0

    /// Nothing measured yet.
    public init() {}
  }

  /// Runs `scene` for `minutes` of virtual time, then takes it over `repetitions` times each
  /// way (see the type); without `checkpoints`, every takeover replays the run from its start
  /// (as before the timeline made checkpoints).
  public static func run(
    scene: String, minutes: Double, repetitions: Int = 5, checkpoints: Bool = true
  ) throws -> Result {
    let run = try SceneRun.headless(scene: scene, of: SceneCatalog(BuiltInScenes.all))
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    session.makesCheckpoints = checkpoints
    let output = NoDrawing()
    session.output = output
    defer { withExtendedLifetime(output) {} }
    let header = RecordingHeader(scene: scene, width: 800, height: 600, fps: 60)
    host.replay = InputReplayer(
      Recording(header: header, events: TimelineProbe.tosses(for: minutes * 60)))
    var result = Result()
    result.frames = Int(minutes * 3600)
    let start = host.realTimeNow()
    var minuteStart = (start, threadCPUSeconds())
    for frame in 0..<result.frames {
      try host.runFrame()
      if frame % 3600 == 3599 || frame == result.frames - 1 {
        let now = (host.realTimeNow(), threadCPUSeconds())
        let frames = Double(frame % 3600 + 1)
        result.minuteMilliseconds.append((now.0 - minuteStart.0) * 1000 / frames)
        result.minuteCPUMilliseconds.append((now.1 - minuteStart.1) * 1000 / frames)
        minuteStart = now
      }
    }
    result.runSeconds = host.realTimeNow() - start
    let history = session.history
    result.historyBytes = history.bytes
    result.logBytes = session.logBytes
    result.checkpointBytes = session.checkpointBytes
    result.framesKept = history.frames.count
    result.fromCheckpoints = true
    for _ in 0..<max(1, repetitions) {
      let (wall, cpu) = try takeOver(run, from: history.frames.endIndex - 2)
      result.lastMilliseconds.append(wall)
      result.lastCPUMilliseconds.append(cpu)
      result.fromCheckpoints = result.fromCheckpoints && session.lastTakeoverCheckpoint != nil
      // Two seconds more, for checkpoints after the takeover; then the frame just before the
      // newest checkpoint, which the one before it must reach.
      for _ in 0..<120 { try host.runFrame() }
      guard checkpoints else { continue }
      let frames = session.checkpointFrames
      guard frames.count >= 2,
        let newest = history.index(ofFrameNumbered: frames[frames.count - 1]),
        let previous = history.index(ofFrameNumbered: frames[frames.count - 2])
      else {
        throw SandboxError("the run has \(frames.count) checkpoints after its takeover")
      }
      result.worstFramesAgain = newest - 1 - previous
      let (worstWall, worstCPU) = try takeOver(run, from: newest - 1)
      result.worstMilliseconds.append(worstWall)
      result.worstCPUMilliseconds.append(worstCPU)
      result.fromCheckpoints =
        result.fromCheckpoints && session.lastTakeoverCheckpoint == frames[frames.count - 2]
      for _ in 0..<120 { try host.runFrame() }
    }
    return result
  }

  /// Takes `run` over from the frame at position `index` of its timeline with a press (let go
  /// right after), and returns the time of the frame that carries the takeover out, in ms:
  /// wall-clock and the thread's CPU time.
  private static func takeOver(_ run: SceneRun, from index: Int) throws -> (Double, Double) {
    let (host, session) = (run.host, run.session)
    session.scrubber.jump(to: index)
    try host.runFrame()
    let press = PlatformInput.mouse(MouseInput(.down(.left), at: Point(x: 400, y: 300)))
    guard session.host(host, intercepts: TimedInput(time: host.frameTime, input: press)) else {
      throw SandboxError("the probe's press did not take the run over")
    }
    let start = (host.realTimeNow(), threadCPUSeconds())
    try host.runFrame()
    let wall = (host.realTimeNow() - start.0) * 1000
    let cpu = (threadCPUSeconds() - start.1) * 1000
    let release = PlatformInput.mouse(MouseInput(.up(.left), at: Point(x: 400, y: 300)))
    host.handle(TimedInput(time: host.frameTime, input: release))
    return (wall, cpu)
  }

  /// The calling thread's CPU time, in seconds.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}

/// A run's output that draws no frame.
@MainActor
final class NoDrawing: RunOutput {
  func run(_ host: SandboxHost, shouldDrawFrame index: Int, isLast: Bool) -> Bool { false }
}
