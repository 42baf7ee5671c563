import MaterialMotionSDL

/// What a run does with its frames besides showing them: the app's capture, screenshots and
/// gesture report, a test's pixels, a probe's timings. The ``SandboxSession`` is the host's one
/// delegate; it calls its output at these points of each frame, after its own work. Every
/// method has a default that does nothing (or draws every frame).
@MainActor
package protocol RunOutput: AnyObject {
  /// A frame starts, before any input is handled.
  func runWillBeginFrame(_ host: SandboxHost)
  /// The frame's scenes moved on and the timeline kept it (or showed a held frame).
  func runDidUpdate(_ host: SandboxHost)
  /// Whether frame `index` is drawn; `isLast` says whether it is the run's last frame (the
  /// frame limit is reached, or a quit was asked for while it was made).
  func run(_ host: SandboxHost, shouldDrawFrame index: Int, isLast: Bool) -> Bool
  /// Frame `index` is drawn and not yet presented: read its pixels here.
  func run(_ host: SandboxHost, didDrawFrame index: Int, isLast: Bool) throws
}

extension RunOutput {
  /// Does nothing.
  package func runWillBeginFrame(_ host: SandboxHost) {}
  /// Does nothing.
  package func runDidUpdate(_ host: SandboxHost) {}
  /// Draws every frame.
  package func run(_ host: SandboxHost, shouldDrawFrame index: Int, isLast: Bool) -> Bool {
    true
  }
  /// Does nothing.
  package func run(_ host: SandboxHost, didDrawFrame index: Int, isLast: Bool) throws {}
}
