/// How long one replay's check took: the in-process replay, and writing what differed.
public struct CheckTiming: Sendable, Equatable, Codable {
  /// Frames the replay made.
  public var frames: Int
  /// Seconds the replay took (input, motion, the trace and the frames drawn for goldens).
  public var replaySeconds: Double
  /// Seconds spent comparing and writing goldens, artifacts and plots.
  public var compareSeconds: Double

  /// A timing from its parts.
  public init(frames: Int, replaySeconds: Double, compareSeconds: Double) {
    self.frames = frames
    self.replaySeconds = replaySeconds
    self.compareSeconds = compareSeconds
  }
}
