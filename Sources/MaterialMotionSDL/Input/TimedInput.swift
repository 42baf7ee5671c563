/// A platform input event and when it happened.
public struct TimedInput: Hashable, Sendable {
  /// Seconds on the input clock: since the host started (live) or since the recording started
  /// (replayed, and as a recording writes it). Never decreasing from one event to the next.
  public var time: Double
  /// What happened.
  public var input: PlatformInput

  /// Creates a timed input: `input` at `time` seconds.
  public init(time: Double, input: PlatformInput) {
    self.time = time
    self.input = input
  }
}
