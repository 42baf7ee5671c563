/// A recording of input, as read from a file: its header and its events.
///
/// The format is JSON Lines: a ``RecordingHeader`` line, then one event per line, each a
/// ``RecordingKind`` of the format's table (``RecordingKind/all``). <doc:RecordingFormat>
/// describes every kind, field and range.
public struct Recording: Equatable, Sendable {
  /// The `format` value of the header line.
  public static let formatName = "motion-sandbox-input"
  /// The version this build writes. Version 2 added `touchpad.pinch`.
  public static let version = 2
  /// The version of a recording of a comparison (the header's `compare`), which builds that read
  /// only up to version 2 would replay in one pane: they refuse it instead.
  public static let compareVersion = 3
  /// The version of a recording that holds a `takeover` line (a run taken over from an earlier
  /// frame): builds that read only up to version 3 refuse it instead of replaying the two runs
  /// as one. A comparison's header may say version 4 too.
  public static let takeoverVersion = 4
  /// The version of a recording that holds touchpad swipes or holds: builds that read only up
  /// to version 4 refuse it instead of replaying it without them.
  public static let touchpadGesturesVersion = 5
  /// The version of a recording that names the touchpad its gestures came from
  /// (`touchpad.device`): builds that read only up to version 5 refuse it.
  public static let touchpadDeviceVersion = 6
  /// The version of a recording that holds a finger's pressure (`pressure` on `finger.*` lines,
  /// written when it is not 1): builds that read only up to version 6 refuse it.
  public static let fingerPressureVersion = 7
  /// The versions this build reads.
  public static let readableVersions = 1...7

  /// The header line.
  public var header: RecordingHeader
  /// Every complete event, in order; times never decrease.
  public var events: [TimedInput]
  /// The number of an incomplete last line that was skipped (a recording cut off by a crash, a
  /// kill or a full disk), or nil.
  public var skippedTornLine: Int?

  /// Creates a recording from its parts.
  public init(header: RecordingHeader, events: [TimedInput], skippedTornLine: Int? = nil) {
    self.header = header
    self.events = events
    self.skippedTornLine = skippedTornLine
  }

  /// Reads a whole recording, `name` being what messages call it (the file's path). Nothing is
  /// returned unless every complete line is valid: the format, the version, every field against
  /// its range, and times that never decrease.
  ///
  /// A last line that is incomplete (no newline after it, and not a whole JSON value: a
  /// recording cut off by a crash, a kill or a full disk) is skipped and reported in
  /// ``skippedTornLine``; a broken line anywhere else is an error.
  ///
  /// - Throws: ``PlatformError`` with the name, the line number and what is wrong, on one line.
  public init(parsing text: String, name: String) throws {
    self = try RecordingReader(name: name).read(text)
  }

  /// The header line, without a newline.
  public static func line(for header: RecordingHeader) -> String { header.line }

  /// `time` as a recording keeps it: to the microsecond, rounded down (never later than the
  /// frame the input came in, which a replay hands it to again), and unchanged when it already
  /// is a whole number of microseconds (to within a nanosecond, the replayer's tolerance). The
  /// host stamps every input it handles with such a time, so a replay of a recording hands the
  /// scenes the very times the recorded run did.
  public static func recordedTime(_ time: Double) -> Double {
    guard time.isFinite, abs(time) < 1e12 else { return time }
    return ((time * 1_000_000) + 0.001).rounded(.down) / 1_000_000
  }

  /// The line for `event`, without a newline; nil for input a recording does not hold (key
  /// repeats, window focus and close). Times are written to the microsecond
  /// (``recordedTime(_:)``).
  public static func line(for event: TimedInput) -> String? {
    RecordingKind.line(for: event.input, at: event.time)
  }
}
