import MaterialMotion
import MaterialMotionSDL

/// The host's delegate during a ``TimelineProbe`` run: the session's, with the timeline's
/// keeping of each frame timed on its own (the session keeps the frame right after its scenes'
/// update; the driver does the same, with a clock around it).
@MainActor
final class TimelineProbeDriver: SandboxHostDelegate {
  let session: SandboxSession
  /// How long keeping each frame took, in ms.
  private(set) var keepMilliseconds: [Double] = []

  init(session: SandboxSession) { self.session = session }

  func host(_ host: SandboxHost, shouldConsume key: KeyEvent) -> Bool {
    session.host(host, shouldConsume: key)
  }

  func host(_ host: SandboxHost, intercepts input: TimedInput) -> Bool {
    session.host(host, intercepts: input)
  }

  func hostWillDispatch(_ host: SandboxHost) { session.hostWillDispatch(host) }

  func host(_ host: SandboxHost, didResizeTo size: Size) { session.host(host, didResizeTo: size) }

  /// The session's update without its keeping of the frame, then that keeping, timed.
  func host(_ host: SandboxHost, updateAt time: Double) {
    let scrubber = session.scrubber
    let recording = scrubber.isRecording
    scrubber.isRecording = false
    session.host(host, updateAt: time)
    scrubber.isRecording = recording
    guard recording, !host.isFrameHeld, !host.isFastForwarding else { return }
    let start = host.realTimeNow()
    scrubber.record(
      scene: session.switcher.sceneType?.name,
      parameterChanges: session.switcher.parameterChangeCount)
    keepMilliseconds.append((host.realTimeNow() - start) * 1000)
  }
}
