import MaterialMotionSDL
import MaterialMotionSandbox

/// The output of a ``TimelineProbe`` run: the timeline's keeping of each frame (and the
/// checkpoints it makes), timed on its own. The session's own keeping is off (the timeline is not recording); right after the
/// session's update, where the session keeps a frame, the timer keeps it instead, with a clock
/// around it.
@MainActor
final class TimelineKeepTimer: RunOutput {
  let session: SandboxSession
  /// Whether frames are kept at all.
  let keeps: Bool
  /// How long keeping each frame took, in ms.
  private(set) var keepMilliseconds: [Double] = []
  /// How long keeping each frame that made a checkpoint took, in ms.
  private(set) var checkpointMilliseconds: [Double] = []

  /// Times `session`'s keeping of each frame, if it `keeps` them, and turns its own off.
  init(session: SandboxSession, keeps: Bool) {
    self.session = session
    self.keeps = keeps
    session.scrubber.isRecording = false
  }

  /// Keeps the frame the session just updated, as the session would, timed.
  func runDidUpdate(_ host: SandboxHost) {
    guard keeps, !host.isFrameHeld, !host.isFastForwarding else { return }
    let scrubber = session.scrubber
    let start = host.realTimeNow()
    let made = session.checkpointsMade
    scrubber.isRecording = true
    session.keepFrame()
    scrubber.isRecording = false
    let milliseconds = (host.realTimeNow() - start) * 1000
    keepMilliseconds.append(milliseconds)
    if session.checkpointsMade != made { checkpointMilliseconds.append(milliseconds) }
  }
}
