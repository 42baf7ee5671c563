import MaterialMotion
import MaterialMotionSDL
import MaterialMotionSandbox

/// The benchmark harness's way into the gesture lab: a headless replay of touchpad gestures at
/// 1 kHz (pinches and swipes in turn, an event every millisecond) in the `gesture-lab` scene,
/// 60 frames a second, every frame drawn; and, in the same process, the lab's statistics alone
/// over the same events and frames, with its view refreshed as the scene refreshes it (ten times
/// a second).
@MainActor
public enum GestureLabProbe {
  /// What a probe measured.
  public struct Result: Sendable {
    /// Each frame of the scene's run, in ms (input, the lab, drawing).
    public var frameMilliseconds: [Double] = []
    /// The statistics' share of each frame, in ms: recording the frame's events, the frame's
    /// latency step, and a refresh of the view every sixth frame.
    public var statisticsMilliseconds: [Double] = []
    /// Gesture events replayed.
    public var events = 0
  }

  /// The lab's scene (`GestureLabScene`'s name, which recordings carry).
  static let scene = "gesture-lab"

  /// Replays `seconds` of gestures at `rate` events a second in the lab.
  public static func run(seconds: Double, rate: Double = 1000) throws -> Result {
    let recording = Recording(
      header: RecordingHeader(scene: scene, width: 800, height: 600, fps: 60),
      events: gestures(seconds: seconds, rate: rate))
    var result = Result()
    result.events = recording.events.count
    let run = try SceneRun.headless(scene: scene, of: SceneCatalog(BuiltInScenes.all))
    defer { run.close() }
    let host = run.host
    host.replay = InputReplayer(recording)
    let frames = Int(seconds * 60)
    for _ in 0..<frames {
      let start = host.realTimeNow()
      try host.runFrame()
      result.frameMilliseconds.append((host.realTimeNow() - start) * 1000)
    }
    // The statistics alone, on the same events and frames.
    var statistics = GestureStatistics()
    let view = GestureLabView(width: 784)
    var next = 0
    for frame in 0..<frames {
      let time = Double(frame) / 60
      let start = host.realTimeNow()
      while next < recording.events.count, recording.events[next].time <= time {
        statistics.record(recording.events[next])
        next += 1
      }
      statistics.frame(time: time, lastShown: time - 0.004)
      if frame % 6 == 0 { view.show(statistics) }
      result.statisticsMilliseconds.append((host.realTimeNow() - start) * 1000)
    }
    return result
  }

  /// Gestures at `rate` events a second for `seconds`: a pinch, then a three-finger swipe, each
  /// 200 events long.
  static func gestures(seconds: Double, rate: Double) -> [TimedInput] {
    var events: [TimedInput] = []
    let count = Int(seconds * rate)
    events.reserveCapacity(count)
    for index in 0..<count {
      let t = Recording.recordedTime(0.1 + Double(index) / rate)
      let step = index % 200
      let phase: TouchpadPhase = step == 0 ? .begin : step == 199 ? .end : .update
      let at = Point(x: 400, y: 300)
      let input: PlatformInput =
        (index / 200) % 2 == 0
        ? .touchpadPinch(
          TouchpadPinch(
            phase: phase, source: .xi2, scale: 1 + Double(step) * 0.002,
            rotationDegrees: phase == .update ? 0.3 : 0, location: at))
        : .touchpadSwipe(
          TouchpadSwipe(
            phase: phase, source: .xi2, fingers: 3,
            delta: phase == .update ? Point(x: 1.5, y: -0.5) : .zero, location: at))
      events.append(TimedInput(time: t, input: input))
    }
    return events
  }
}
