/// What one in-process replay produced for checking: its ``MotionTrace`` and the frames asked
/// for, with the environment they were drawn in.
public struct ReplayCapture: Sendable {
  /// Every frame's values.
  public var trace: MotionTrace
  /// The drawn frames, by index.
  public var frames: [Int: FrameImage]
  /// How many frames the replay made (fewer than planned when a recorded Esc ended it).
  public var frameCount: Int

  /// A replay's trace, its frames by index, and how many frames it made.
  public init(trace: MotionTrace, frames: [Int: FrameImage], frameCount: Int) {
    self.trace = trace
    self.frames = frames
    self.frameCount = frameCount
  }
}
