import MaterialMotionChecking
import MaterialMotionSandbox

/// A recording replayed in-process for a snapshot test: its trace and the frames asked for.
///
/// ```swift
/// @MainActor @Test func toss() throws {
///   let replay = try MotionReplay(recording: "replays/tossable-toss.jsonl", frames: [40, -1])
///   assertSnapshot(of: replay, as: .motionTrace)
///   assertSnapshot(of: replay, as: .frame(40))
/// }
/// ```
///
/// The replay runs once, when it is made, on the recording's fixed time step with no window (see
/// `SceneReplay`): every frame is traced, and only the frames in `frames` are drawn.
public struct MotionReplay: Sendable {
  /// The replay's name: the recording's file name without `.jsonl`.
  public let name: String
  /// The scene it ran in.
  public let scene: String
  /// Every frame's values.
  public let trace: MotionTrace
  /// The frames drawn, by index (negative indices asked for are stored under both the asked
  /// index and the frame's own).
  public let frames: [Int: FrameImage]
  /// How many frames the replay made.
  public let frameCount: Int

  /// Replays `recording` (a `--record-input` file) in `scene` (default: the recording's), with
  /// `settings` (`NAME=VALUE`, as `--set` takes them) and the plots shown when `plots` is true
  /// (as `--plots`), drawing `frames` (-1 is the last frame made) at `pixelScale` pixels a point
  /// (1 to 4, as `--pixel-scale`). `name` names its goldens (default: the recording's file name
  /// without `.jsonl`).
  ///
  /// - Throws: an error whose description is one line: a recording that cannot be read, an
  ///   unknown scene or parameter, no font.
  @MainActor
  public init(
    scene: String? = nil, recording: String, name: String? = nil, settings: [String] = [],
    plots: Bool = false, frames: [Int] = [], scenes: [any SandboxScene.Type] = BuiltInScenes.all,
    pixelScale: Double = 1
  ) throws {
    let replay = try SceneReplay(
      recording: recording, scenes: scenes, scene: scene, settings: settings, plots: plots,
      pixelScale: pixelScale)
    let capture = try replay.capture(frames: frames, name: name.map { $0 + ".jsonl" })
    var drawn = capture.frames
    for index in frames where index < 0 {
      drawn[index] = capture.frames[capture.frameCount + index]
    }
    self.name = name ?? MotionCheck.name(of: recording)
    self.scene = replay.sceneName
    trace = capture.trace
    self.frames = drawn
    frameCount = capture.frameCount
  }
}
