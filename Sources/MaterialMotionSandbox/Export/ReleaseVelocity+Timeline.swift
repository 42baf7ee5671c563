import MaterialMotion
import MaterialMotionChecking

extension ReleaseVelocity {
  /// The trimmed prefix of the visualized stream a scene shows its last gesture's release
  /// velocity in (`release velocity: `), as a trace golden's key names it too.
  static let streamName = "release velocity"
  /// The key of that stream's value in a trace.
  static let traceKey = "stream \(streamName).value"

  /// The normalised release velocity of the live run's last gesture, for the E key: the latest
  /// value of a `release velocity` stream visualized in one of `strips`, and the element that
  /// travels furthest in `history` from the frame that value arrived in to the latest frame, as
  /// ``measure(_:)`` reads them from a replay's trace. Nil when no strip shows one, or when the
  /// timeline no longer keeps the frame it arrived in.
  @MainActor
  static func measure(in history: FrameHistory, strips: [VisualizationElement]) -> Double? {
    let trace = strips.flatMap { $0.traces }.first {
      TracedStreams.baseName(ofPrefix: $0.prefix) == streamName
    }
    guard let trace, let velocity = trace.latestComponents,
      let arrived = trace.latestValueChangedAt
    else { return nil }
    let frames = history.frames
    guard let release = frames.firstIndex(where: { $0.clockTime >= arrived - 1e-9 }),
      let last = frames.indices.last
    else { return nil }
    return normalised(
      velocity, from: positions(history.arena, frames[release].node),
      to: positions(history.arena, frames[last].node))
  }

  /// The position of every element shown under `root` (`root` itself not), by element.
  @MainActor
  private static func positions(
    _ arena: ElementSnapshotArena, _ root: ElementSnapshotArena.Node
  ) -> [ObjectIdentifier: [Double]] {
    var found: [ObjectIdentifier: [Double]] = [:]
    var pending = arena.children(of: root)
    while let node = pending.popLast() {
      let appearance = arena.appearance(of: node)
      guard !appearance.isHidden else { continue }
      found[arena.source(of: node)] = [appearance.position.x, appearance.position.y]
      pending += arena.children(of: node)
    }
    return found
  }
}
