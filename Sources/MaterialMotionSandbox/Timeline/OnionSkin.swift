import MaterialMotion

/// Onion skinning, as animators use it: ghosts of earlier frames drawn beneath the frame shown,
/// older ones fainter, so one still frame (a screenshot, a captured frame, the failing frame of
/// a `check` report) shows a whole motion's path and spacing.
///
/// The ghosts are the frames ``OnionSettings/step``, 2 × `step`, … ``OnionSettings/count`` ×
/// `step` frames before the frame shown, taken from the timeline's ``FrameHistory``. Frames are
/// counted on the frame clock, which motion runs on: in slow motion the ghosts are as many of
/// the motion's frames apart as at full speed, and while time is paused they stay. No ghost comes
/// from before the scene shown was shown. Of each, only what differs from the frame shown is
/// drawn: an element whose own appearance differs (it moved, turned, faded, changed its text)
/// is drawn as it was then, with its descendants; an element that looks the same only carries
/// its transform, opacity and clip to descendants that differ. The newest ghost is drawn at
/// ``maximumOpacity``, each older one fainter, the oldest at `1 / count` of it; the oldest are
/// drawn first, all of them in ``layer`` (in the host's underlay, beneath the scene).
///
/// It only changes what is drawn: nothing of the run, its recording or its motion traces.
@MainActor
final class OnionSkin {
  /// The opacity of the newest ghost (on top of the element's own).
  static let maximumOpacity = 0.5

  /// How many ghosts, how far apart (kept while they are hidden: O shows them again so).
  var settings: OnionSettings {
    didSet { if settings != oldValue { clear() } }
  }
  /// Whether the ghosts are drawn.
  var isShown: Bool {
    didSet { if !isShown { clear() } }
  }
  /// Where the ghosts are drawn: add it to the host's underlay.
  let layer = Element()
  private let history: FrameHistory
  private let pool = GhostPool()
  /// One element per ghost, carrying its opacity.
  private var containers: [Element] = []
  /// The frames the ghosts drawn now were made of, the frame shown first (each kept with a
  /// reference while they are drawn).
  private var drawn: [ElementSnapshotArena.Node] = []

  /// Ghosts of `history`'s frames, `settings` apart, drawn when `shown`.
  init(history: FrameHistory, settings: OnionSettings = .standard, shown: Bool = false) {
    self.history = history
    self.settings = settings
    self.isShown = shown
    layer.name = "onion skin"
    layer.isUserInteractionEnabled = false
  }

  /// The opacity of ghost `index` (1 the newest) of `count`.
  static func opacity(ofGhost index: Int, of count: Int) -> Double {
    maximumOpacity * Double(count + 1 - index) / Double(count)
  }

  /// Draws (when shown) the ghosts of the frame at `position` of the history's frames, the
  /// frame shown, the clock's frames being `frameInterval` seconds apart; does nothing when they
  /// are the ghosts drawn already.
  func update(shownAt position: Int, frameInterval: Double) {
    let frames = history.frames
    guard isShown, frames.indices.contains(position) else {
      if !drawn.isEmpty { clear() }
      return
    }
    let shown = frames[position]
    // No ghost from another scene: the frames since the scene shown was shown.
    let sceneStart =
      history.markers.last { $0.kind == .sceneChanged && $0.time <= shown.time }?.time
      ?? -.infinity
    var nodes = [shown.node]
    var newer = position
    for ghost in 1...settings.count {
      // (A thousandth of a frame's leeway: clock times are sums of intervals.)
      let clockTime =
        shown.clockTime - Double(ghost * settings.step) * frameInterval + frameInterval / 1000
      guard let index = history.index(clockAtOrBefore: clockTime, before: newer),
        frames[index].time >= sceneStart
      else { break }
      nodes.append(frames[index].node)
      newer = index
    }
    guard nodes != drawn else { return }
    clear()
    let arena = history.arena
    for node in nodes { arena.retain(node) }
    drawn = nodes
    while containers.count < nodes.count - 1 {
      let container = Element()
      container.isUserInteractionEnabled = false
      containers.append(container)
    }
    // The oldest first: the newest ghost lies on top of the older ones.
    for ghost in stride(from: nodes.count - 1, through: 1, by: -1) {
      let container = containers[ghost - 1]
      container.opacity = Self.opacity(ofGhost: ghost, of: settings.count)
      addGhost(of: nodes[ghost], shown: nodes[0], to: container, arena: arena)
      if !container.children.isEmpty { layer.addChild(container) }
    }
  }

  /// Removes the ghosts.
  func clear() {
    pool.reclaimAll()
    for container in containers { container.removeAllChildren() }
    layer.removeAllChildren()
    for node in drawn { history.arena.release(node) }
    drawn = []
  }

  /// Adds to `parent` what of `ghost` (a node of an earlier frame) differs from `shown` (the
  /// same element's node in the frame shown; nil when the frame shown does not have it).
  private func addGhost(
    of ghost: ElementSnapshotArena.Node, shown: ElementSnapshotArena.Node?, to parent: Element,
    arena: ElementSnapshotArena
  ) {
    guard let shown, arena.source(of: ghost) == arena.source(of: shown),
      arena.hasSameAppearance(ghost, shown)
    else {
      parent.addChild(ghostTree(ghost, arena: arena))
      return
    }
    guard ghost != shown else { return }
    let ghostChildren = arena.children(of: ghost)
    guard !ghostChildren.isEmpty else { return }
    let carrier = pool.carrier(arena.appearance(of: ghost))
    let shownChildren = arena.children(of: shown)
    let sameOrder =
      ghostChildren.count == shownChildren.count
      && zip(ghostChildren, shownChildren).allSatisfy {
        arena.source(of: $0) == arena.source(of: $1)
      }
    if sameOrder {
      for (child, shownChild) in zip(ghostChildren, shownChildren) {
        addGhost(of: child, shown: shownChild, to: carrier, arena: arena)
      }
    } else {
      var bySource: [ObjectIdentifier: ElementSnapshotArena.Node] = [:]
      for child in shownChildren { bySource[arena.source(of: child)] = child }
      for child in ghostChildren {
        addGhost(of: child, shown: bySource[arena.source(of: child)], to: carrier, arena: arena)
      }
    }
    if !carrier.children.isEmpty { parent.addChild(carrier) }
  }

  /// `node` and its descendants as elements of the pool.
  private func ghostTree(_ node: ElementSnapshotArena.Node, arena: ElementSnapshotArena)
    -> Element
  {
    let element = pool.element(arena.appearance(of: node))
    for child in arena.children(of: node) { element.addChild(ghostTree(child, arena: arena)) }
    return element
  }
}
