import MaterialMotion

/// The whole run at the end of one frame, as a takeover from a later frame needs it: the host's
/// time, clock and time control, the window's size, the scenes and panels
/// (``SceneSwitcher/Checkpoint``), the scene's own ``SceneCheckpoint``, and where the frame's
/// input ends in the run's log. A value: it holds no scene, element or clock.
struct RunCheckpoint {
  /// The frame's number (the host's frame index when it was made).
  let frameNumber: Int
  /// The run's time of the frame (input time).
  let time: Double
  /// The frame clock's time.
  let clockTime: Double
  /// Slow motion and pause as they were after the frame.
  let timeControl: TimeControl
  /// The position in the run's log after the frame's input.
  let inputEnd: Int
  /// Touches the host's translator had numbered (``InputActivity/touchesNumbered``).
  let touchesNumbered: Int
  /// The window's size in points.
  let windowSize: Size
  /// The scenes and panels.
  let switcher: SceneSwitcher.Checkpoint
  /// The scene shown.
  let scene: any SceneCheckpoint
  /// The last frame it can be taken over to (nil: any later frame): a frame of the run that was
  /// not kept (a window paused with nothing happening skips its frames, and the skipped frames
  /// still move the time control's notion of the last frame) ends a checkpoint's reach.
  var lastUsableFrame: Int?

  /// Roughly how many bytes it takes.
  var bytes: Int { MemoryLayout<Self>.stride + switcher.bytes + scene.bytes }
}
