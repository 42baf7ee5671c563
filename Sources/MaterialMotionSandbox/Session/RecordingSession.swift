import MaterialMotion
import MaterialMotionSDL

/// `--record-input`: writes every input the host handles, live or replayed, to a new recording
/// file as it happens. A write that fails (a full disk) stops the run; the file keeps every
/// complete line before it, and ``error`` says what happened.
@MainActor
final class RecordingSession {
  /// The file being written.
  let recorder: InputRecorder
  /// The first write that failed, if one did.
  private(set) var error: Error?
  private var subscription: Subscription?

  /// Creates the file (which must not exist) with `header` and starts writing what `host`
  /// handles.
  init(path: String, header: RecordingHeader, host: SandboxHost) throws {
    let recorder = try InputRecorder(path: path, header: header)
    self.recorder = recorder
    subscription = host.input.subscribeToValue { [weak self, unowned host] input in
      // A rewind replays input already recorded.
      guard let self, self.error == nil, !host.isFastForwarding else { return }
      do {
        try recorder.append(input)
      } catch {
        self.error = error
        host.requestQuit()
      }
    }
  }

  /// The run is taken over at the run's time `time`: every event after it is cut off (the
  /// takeover line comes through the host's input, and makes the header say version 4). A
  /// failure stops the run as a failed write does.
  func takeOver(at time: Double, host: SandboxHost) {
    guard error == nil else { return }
    do {
      try recorder.discardEvents(after: time)
    } catch {
      self.error = error
      host.requestQuit()
    }
  }

  /// Stops writing and closes the file (once; later calls do nothing).
  func stop() {
    subscription?.unsubscribe()
    subscription = nil
    recorder.close()
  }
}
