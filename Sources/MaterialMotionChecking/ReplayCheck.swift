/// What checking one replay against its goldens found: the trace's verdict and each frame's,
/// with the files a reviewer reads (``CheckReport`` turns these into its page).
public struct ReplayCheck: Sendable, Codable {
  /// The replay's name (its file name without `.jsonl`): goldens are named after it.
  public var name: String
  /// The recording's path.
  public var recording: String
  /// The scene it was replayed in.
  public var scene: String
  /// The trace golden's verdict (nil when the trace was not checked).
  public var trace: TraceCheck?
  /// The frame goldens' verdicts.
  public var frames: [FrameCheck]
  /// How long the replay and the failure's files took (nil when not measured).
  public var timing: CheckTiming?

  /// A check of `name` with no verdicts yet.
  public init(
    name: String, recording: String, scene: String, trace: TraceCheck? = nil,
    frames: [FrameCheck] = []
  ) {
    self.name = name
    self.recording = recording
    self.scene = scene
    self.trace = trace
    self.frames = frames
  }

  /// Whether the trace and every frame matched (or were recorded).
  public var passed: Bool {
    (trace?.outcome.passed ?? true) && frames.allSatisfy(\.outcome.passed)
  }
}
