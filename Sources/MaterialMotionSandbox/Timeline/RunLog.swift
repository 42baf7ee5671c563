import MaterialMotion
import MaterialMotionSDL

/// Every input a run handled, live or replayed, as a recording of it would hold it (a
/// ``RecordingHeader`` and the events): what a takeover replays to bring the run back to an
/// earlier frame. Input a rewind replays is not logged again.
@MainActor
final class RunLog {
  /// The run's header: its scene, window, frame rate, parameters, panels, comparison.
  let header: RecordingHeader
  /// Every input handled so far, in order.
  private(set) var events: [TimedInput] = []
  private var subscription: Subscription?

  /// Logs what `host` handles from now on.
  init(host: SandboxHost, header: RecordingHeader) {
    self.header = header
    subscription = host.input.subscribeToValue { [weak self, unowned host] timed in
      guard !host.isFastForwarding else { return }
      // (The host stamps input as a recording keeps it: a rewind replays what a replay would.)
      self?.events.append(timed)
    }
  }

  /// Forgets every input after the run's time `time`.
  func discard(after time: Double) {
    if let last = events.lastIndex(where: { $0.time <= time }) {
      events.removeSubrange((last + 1)...)
    } else {
      events.removeAll()
    }
  }

  /// A replayer of the inputs logged.
  func replayer() -> InputReplayer {
    InputReplayer(Recording(header: header, events: events))
  }

  /// Stops logging.
  func stop() {
    subscription?.unsubscribe()
    subscription = nil
  }
}
