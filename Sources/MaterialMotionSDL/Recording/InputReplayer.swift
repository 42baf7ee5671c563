/// Plays a recording back, deterministically: hands the host each recorded ``TimedInput`` when
/// its time has come, so replayed input enters exactly where live input does (see
/// ``SandboxHost/replay``) and takes the same path from there.
///
/// Before frame k (at virtual time k / fps) every recorded event with t ≤ that time is due, in
/// file order, however many there are.
@MainActor
public final class InputReplayer {
  /// The recording's header.
  public let header: RecordingHeader
  private let events: [TimedInput]
  private var next = 0

  /// The incomplete last line skipped when the file was read (a recording cut off by a crash, a
  /// kill or a full disk), or nil.
  public let skippedTornLine: Int?

  /// Creates a replayer for a recording.
  public init(_ recording: Recording) {
    header = recording.header
    events = recording.events
    skippedTornLine = recording.skippedTornLine
  }

  /// Reads and validates a recording file; nothing runs when it is malformed.
  ///
  /// - Throws: ``PlatformError`` naming the file, the line and what is wrong.
  public convenience init(path: String) throws {
    let text = try TextFile.read(path, purpose: "--replay")
    self.init(try Recording(parsing: text, name: path))
  }

  /// The number of events in the recording.
  public var eventCount: Int { events.count }

  /// The time of the last event (0 for none).
  public var duration: Double { events.last?.time ?? 0 }

  /// Whether every event has been handed out.
  public var isFinished: Bool { next >= events.count }

  /// The number of frames a replay at `fps` runs: through the last event plus `settle` seconds.
  public func frameCount(fps: Double, settle: Double = 1) -> Int {
    Int(((duration + settle) * fps).rounded(.up)) + 1
  }

  /// Calls `body` with every event due at or before `time` that was not handed out yet, in
  /// order.
  public func deliver(upTo time: Double, _ body: (TimedInput) throws -> Void) rethrows {
    while next < events.count, events[next].time <= time + 1e-9 {
      next += 1
      try body(events[next - 1])
    }
  }
}
