import MaterialMotion
import MaterialMotionSDL

/// Every input a run handled, live or replayed, as a recording of it would hold it (a
/// ``RecordingHeader`` and the events): what a takeover replays to bring the run back to an
/// earlier frame. Input a rewind replays is not logged again.
///
/// Each event has a position: how many events the run handled before it, counted from the run's
/// start and never reused (the timeline notes, for every frame it keeps, the position after the
/// frame's input, so a takeover replays exactly the input each frame had).
///
/// Memory is bounded: the events take at most ``limitBytes`` (32 MiB unless set: 72 bytes an
/// event, about 466,000 events, an hour of a mouse moving all the time at 120 Hz). When a new
/// one would pass it, the oldest quarter goes (``start`` moves on), and a takeover that needs
/// them is no longer possible (the run is no longer ``isComplete``).
@MainActor
final class RunLog {
  /// The run's header: its scene, window, frame rate, parameters, panels, comparison.
  let header: RecordingHeader
  /// The most bytes the events may take (their storage, counted at ``eventBytes`` each): from
  /// the next event on.
  var limitBytes: Int
  /// What one event takes in the log.
  static let eventBytes = MemoryLayout<TimedInput>.stride
  /// The events kept, oldest first (at positions ``start`` ..< ``end``).
  private var storage: [TimedInput] = []
  /// The position of the oldest event kept: how many were let go from the front.
  private(set) var start = 0
  private var subscription: Subscription?

  /// Logs what `host` handles from now on, keeping at most `limitBytes` of events.
  init(host: SandboxHost, header: RecordingHeader, limitBytes: Int = 32 << 20) {
    self.header = header
    self.limitBytes = limitBytes
    subscription = host.input.subscribeToValue { [weak self, unowned host] timed in
      guard !host.isFastForwarding else { return }
      // (The host stamps input as a recording keeps it: a rewind replays what a replay would.)
      self?.append(timed)
    }
  }

  /// The position after the last event: the position the next one gets.
  var end: Int { start + storage.count }
  /// Whether every event since the run's start is kept (a takeover can replay it from there).
  var isComplete: Bool { start == 0 }
  /// The bytes the events take: their storage's capacity, at ``eventBytes`` each.
  var bytes: Int { storage.capacity * Self.eventBytes }
  /// How many events are kept.
  var count: Int { storage.count }

  /// Keeps `timed` at position ``end``.
  func append(_ timed: TimedInput) {
    // (Less a page: an allocation may come rounded up to one.)
    let most = max(4, (limitBytes - 4096) / Self.eventBytes)
    if storage.count >= most {
      let dropped = min(storage.count, max(storage.count - most + 1, most / 4))
      var kept: [TimedInput] = []
      kept.reserveCapacity(most)
      kept.append(contentsOf: storage[dropped...])
      storage = kept
      start += dropped
    } else if storage.count == storage.capacity, storage.capacity * 2 > most {
      // Grow to the bound, not past it.
      storage.reserveCapacity(most)
    }
    storage.append(timed)
  }

  /// The events at positions `range` (clamped to those kept).
  func events(in range: Range<Int>) -> ArraySlice<TimedInput> {
    let lower = min(max(range.lowerBound, start), end) - start
    let upper = min(max(range.upperBound, start), end) - start
    return storage[lower..<max(lower, upper)]
  }

  /// Forgets every event at or after `position`.
  func discard(from position: Int) {
    let kept = min(max(position - start, 0), storage.count)
    storage.removeSubrange(kept...)
  }

  /// The position after the last event at or before the run's time `time` (``start`` when none
  /// is kept).
  func position(after time: Double) -> Int {
    let last = storage.lastIndex { $0.time <= time }
    return start + (last.map { $0 + 1 } ?? 0)
  }

  /// A replayer of every event since the run's start (only while ``isComplete``).
  func replayer() -> InputReplayer {
    precondition(isComplete, "a replay of a run log that let events go")
    return InputReplayer(Recording(header: header, events: storage))
  }

  /// Stops logging.
  func stop() {
    subscription?.unsubscribe()
    subscription = nil
  }
}
