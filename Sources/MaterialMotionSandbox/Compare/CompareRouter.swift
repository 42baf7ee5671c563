import MaterialMotion

/// Hands each input event of compare mode to both panes, in lock-step: to the pane it happened
/// in as it is, and to the other moved by the distance between the panes, so the same hand
/// drives both copies of the scene at the same place in each.
///
/// A touch, pinch or wheel belongs to the pane it began in for as long as it lasts (a drag that
/// crosses the middle keeps driving both copies the same way). Keys go to both. Input that
/// begins on the app's own panels (the tuning panel, the list of scenes: elements of the
/// window's root outside the panes) goes to the window's dispatcher only, as it would without
/// panes.
@MainActor
final class CompareRouter {
  private let panes: [ComparePane]
  private let windowDispatcher: InputDispatcher
  /// The pane each touch in progress began in (nil: the app's panels).
  private var touchOwners: [Int: Int?] = [:]
  /// The pane the pinch in progress began in.
  private var pinchOwner: Int??
  /// The panes the swipe and the hold in progress began in.
  private var swipeOwner: Int??
  private var holdOwner: Int??

  init(panes: [ComparePane], windowDispatcher: InputDispatcher) {
    self.panes = panes
    self.windowDispatcher = windowDispatcher
  }

  /// Routes `event`.
  func route(_ event: InputEvent) {
    switch event {
    case .key:
      for pane in panes { pane.dispatcher.dispatch(event) }
    case .touch(let touch):
      if touch.phase == .began || touchOwners[touch.id] == nil {
        touchOwners[touch.id] = owner(at: touch.location)
      }
      let owner = touchOwners[touch.id] ?? nil
      if touch.phase == .ended || touch.phase == .cancelled { touchOwners[touch.id] = nil }
      send(event, from: owner)
    case .pinch(let pinch):
      let finishes = pinch.phase == .ended || pinch.phase == .cancelled
      send(event, from: owner(of: &pinchOwner, pinch.phase == .began, finishes, pinch.location))
    case .swipe(let swipe):
      let finishes = swipe.phase == .ended || swipe.phase == .cancelled
      send(event, from: owner(of: &swipeOwner, swipe.phase == .began, finishes, swipe.location))
    case .hold(let hold):
      send(
        event,
        from: owner(of: &holdOwner, hold.phase == .began, hold.phase != .began, hold.location))
    case .wheel(let wheel):
      send(event, from: owner(at: wheel.location))
    }
  }

  /// The pane a delta gesture (a pinch, a swipe, a hold) belongs to: the one at `location` when
  /// it `begins` (or nothing was in progress), kept in `gesture` until it `finishes`.
  private func owner(of gesture: inout Int??, _ begins: Bool, _ finishes: Bool, _ location: Point)
    -> Int?
  {
    if begins || gesture == nil { gesture = owner(at: location) }
    let owner = gesture ?? nil
    if finishes { gesture = nil }
    return owner
  }

  /// The pane at `point`, or nil when an app panel is there: an element of the window's root
  /// outside both panes, over them (the tuning panel, the list of scenes). A scene's own panel
  /// is in its pane, whether or not it takes its touches.
  private func owner(at point: Point) -> Int? {
    if let hit = windowDispatcher.hitTest(point), hit !== windowDispatcher.root,
      !panes.contains(where: { hit === $0.element || hit.isDescendant(of: $0.element) })
    {
      return nil
    }
    return panes.firstIndex { $0.element.frame.contains(point) }
      ?? (point.x < 0 ? 0 : panes.count - 1)
  }

  private func send(_ event: InputEvent, from owner: Int?) {
    guard let owner else {
      windowDispatcher.dispatch(event)
      return
    }
    let origin = panes[owner].element.frame.origin
    for pane in panes {
      let target = pane.element.frame.origin
      pane.dispatcher.dispatch(
        event.offset(by: Point(x: target.x - origin.x, y: target.y - origin.y)))
    }
  }
}
