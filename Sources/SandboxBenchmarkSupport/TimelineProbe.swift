import Foundation
import MaterialMotion
import MaterialMotionSDL
import MaterialMotionSandbox

/// The benchmark harness's way into the timeline: a headless run of a built-in scene on virtual
/// time at 60 frames a second, every frame drawn and kept by the timeline as the app keeps them,
/// then jumps to random frames of it, each timed from the jump to the end of the frame that
/// shows it (drawn and presented).
@MainActor
public enum TimelineProbe {
  /// What a probe measured.
  public struct Result: Sendable {
    /// Frames the run made.
    public var frames = 0
    /// Each frame's time, in ms (input, motion, the timeline keeping it, drawing).
    public var frameMilliseconds: [Double] = []
    /// Each frame's CPU time on the main thread, in ms (what other processes on the machine
    /// do not lengthen).
    public var frameCPUMilliseconds: [Double] = []
    /// The time the timeline took to keep each frame (its part of the frame's time), in ms;
    /// empty without recording.
    public var keepMilliseconds: [Double] = []
    /// Each jump's time to its frame presented, in ms.
    public var jumpMilliseconds: [Double] = []
    /// The history's estimate of the bytes its snapshots hold at the end.
    public var historyBytes = 0
    /// The most the estimate reached.
    public var peakHistoryBytes = 0
    /// The history's limit.
    public var limitBytes = 0
    /// Frames kept.
    public var framesKept = 0
    /// Frames let go to stay within the limit.
    public var framesDropped = 0
    /// Resident memory growth over the run, in bytes (from `/proc/self/statm`; 0 elsewhere).
    public var residentGrowth = 0
    /// A takeover from the frame before the last: the frame that starts the run over and
    /// replays it through that frame, in ms (0 without recording).
    public var takeoverMilliseconds = 0.0

    /// Nothing measured yet.
    public init() {}
  }

  /// Runs `scene` for `seconds` (a toss every 2.5 s, alternating directions) and, unless
  /// `recording` is false, keeps its frames in the timeline; then makes `jumps` jumps (none
  /// without recording).
  public static func run(
    scene: String, seconds: Double, jumps: Int, recording: Bool = true
  ) throws -> Result {
    let run = try SceneRun.headless(scene: scene, of: SceneCatalog(BuiltInScenes.all))
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    let timer = TimelineKeepTimer(session: session, keeps: recording)
    session.output = timer
    defer { withExtendedLifetime(timer) {} }
    let header = RecordingHeader(scene: scene, width: 800, height: 600, fps: 60)
    host.replay = InputReplayer(Recording(header: header, events: tosses(for: seconds)))
    let residentBefore = residentBytes()
    var result = Result()
    let frames = Int(seconds * 60)
    result.frameMilliseconds.reserveCapacity(frames)
    result.frameCPUMilliseconds.reserveCapacity(frames)
    for _ in 0..<frames {
      let start = (host.realTimeNow(), TimelineTakeoverProbe.threadCPUSeconds())
      try host.runFrame()
      result.frameMilliseconds.append((host.realTimeNow() - start.0) * 1000)
      result.frameCPUMilliseconds.append(
        (TimelineTakeoverProbe.threadCPUSeconds() - start.1) * 1000)
    }
    result.frames = frames
    result.keepMilliseconds = timer.keepMilliseconds
    session.output = nil
    session.scrubber.isRecording = recording
    let history = session.history
    result.residentGrowth = max(0, residentBytes() - residentBefore)
    result.historyBytes = history.bytes
    result.peakHistoryBytes = history.peakBytes
    result.limitBytes = history.limitBytes
    result.framesKept = history.frames.count
    result.framesDropped = history.droppedFrames
    guard recording, !history.frames.isEmpty else { return result }
    var generator = SplitMix64(seed: 22)
    let range = history.frames.startIndex..<history.frames.endIndex
    for _ in 0..<jumps {
      let target = range.lowerBound + Int(generator.next() % UInt64(range.count))
      let start = host.realTimeNow()
      session.scrubber.jump(to: target)
      try host.runFrame()
      result.jumpMilliseconds.append((host.realTimeNow() - start) * 1000)
    }
    session.scrubber.jump(to: history.frames.endIndex - 2)
    try host.runFrame()
    let press = PlatformInput.mouse(MouseInput(.down(.left), at: Point(x: 400, y: 300)))
    guard session.host(host, intercepts: TimedInput(time: host.frameTime, input: press)) else {
      throw SandboxError("the probe's press did not take the run over")
    }
    let start = host.realTimeNow()
    try host.runFrame()
    result.takeoverMilliseconds = (host.realTimeNow() - start) * 1000
    return result
  }

  /// A toss from the centre every 2.5 s for `seconds`, alternating directions.
  static func tosses(for seconds: Double) -> [TimedInput] {
    var events: [TimedInput] = []
    var start = 0.5
    var sign = 1.0
    while start + 0.2 < seconds {
      let centre = Point(x: 400, y: 300)
      events.append(TimedInput(time: start, input: .mouse(MouseInput(.down(.left), at: centre))))
      for step in 1...6 {
        let at = Point(x: 400 + sign * Double(step) * 30, y: 300 + Double(step) * 8)
        events.append(
          TimedInput(time: start + Double(step) / 60, input: .mouse(MouseInput(.moved, at: at))))
      }
      let end = Point(x: 400 + sign * 180, y: 348)
      events.append(
        TimedInput(time: start + 7.0 / 60, input: .mouse(MouseInput(.up(.left), at: end))))
      start += 2.5
      sign = -sign
    }
    return events
  }

  /// Resident memory in bytes, from `/proc/self/statm` (0 where there is none).
  private static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }
}
