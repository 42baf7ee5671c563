import MaterialMotion
import MaterialMotionSDL
import MaterialMotionSandbox

/// The benchmark harness's measure of what the timeline costs a frame: two headless runs of a
/// built-in scene in one process, one that the timeline keeps (its frames, its checkpoints) and
/// one that it does not, made at the same time in blocks of frames (`block` of one, then `block`
/// of the other, which goes first alternating), every frame drawn, each frame's main-thread CPU
/// time taken. The two sides then share whatever else the machine is doing, which a run of one
/// after the other does not (on a shared machine the same run can take twice as long from one
/// minute to the next).
@MainActor
public enum TimelineKeepComparison {
  /// What the comparison measured.
  public struct Result: Sendable {
    /// The CPU time of each frame of the run the timeline keeps, in ms.
    public var with: [Double] = []
    /// The CPU time of each frame of the run it does not keep, in ms.
    public var without: [Double] = []
    /// The time keeping each frame took (its part of `with`), in ms.
    public var keepMilliseconds: [Double] = []
    /// The time keeping each frame that made a checkpoint took, in ms.
    public var checkpointMilliseconds: [Double] = []

    /// Nothing measured yet.
    public init() {}
  }

  /// Makes `seconds` of `scene` both ways (a toss every 2.5 s), `block` frames at a time.
  public static func run(scene: String, seconds: Double, block: Int = 60) throws -> Result {
    let catalog = try SceneCatalog(BuiltInScenes.all)
    let kept = try SceneRun.headless(scene: scene, of: catalog)
    defer { kept.close() }
    let plain = try SceneRun.headless(scene: scene, of: catalog)
    defer { plain.close() }
    let keeping = TimelineKeepTimer(session: kept.session, keeps: true)
    let notKeeping = TimelineKeepTimer(session: plain.session, keeps: false)
    kept.session.output = keeping
    plain.session.output = notKeeping
    defer { withExtendedLifetime((keeping, notKeeping)) {} }
    let header = RecordingHeader(scene: scene, width: 800, height: 600, fps: 60)
    let events = TimelineProbe.tosses(for: seconds)
    kept.host.replay = InputReplayer(Recording(header: header, events: events))
    plain.host.replay = InputReplayer(Recording(header: header, events: events))
    var result = Result()
    let frames = Int(seconds * 60)
    var made = 0
    while made < frames {
      let count = min(block, frames - made)
      let order = (made / block) % 2 == 0 ? [kept, plain] : [plain, kept]
      for run in order {
        for _ in 0..<count {
          let start = TimelineTakeoverProbe.threadCPUSeconds()
          try run.host.runFrame()
          let milliseconds = (TimelineTakeoverProbe.threadCPUSeconds() - start) * 1000
          if run === kept {
            result.with.append(milliseconds)
          } else {
            result.without.append(milliseconds)
          }
        }
      }
      made += count
    }
    result.keepMilliseconds = keeping.keepMilliseconds
    result.checkpointMilliseconds = keeping.checkpointMilliseconds
    return result
  }
}
