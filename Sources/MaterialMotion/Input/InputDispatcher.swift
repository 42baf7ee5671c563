/// Routes platform-neutral input events to the gesture recognizers of an element tree.
///
/// - **Touches.** When a touch begins, the dispatcher hit-tests the tree from ``root`` (see
///   ``Element/hitTest(_:)``); a touch that hits nothing counts as hitting the root, which stands
///   for the window (unless the root itself is hidden, transparent or not interactive). The
///   enabled recognizers of the hit element and of each of its ancestors up to the root receive
///   the touch, the hit element's first, each element's in the order they were added; they keep
///   receiving that touch, and only they, until it ends or is cancelled. Recognizers attached or
///   enabled later do not join a touch that is already down. An element whose
///   ``Element/capturesTouches`` is true ends the walk up: its ancestors' recognizers do not
///   receive touches that begin on it or on its descendants.
/// - **Pinch deltas.** A ``PinchEvent`` that starts a pinch is hit-tested the same way at its
///   location; the enabled recognizers that accept pinch events (scale and rotation) on the hit
///   element and its ancestors (up to one that captures touches) receive that pinch until it
///   ends.
/// - **Touchpad swipes and holds** are routed as pinch deltas are: a ``SwipeEvent`` or
///   ``HoldEvent`` that starts one is hit-tested at the pointer, and the enabled recognizers that
///   accept such events receive it until it ends. A new begin while one is in progress cancels
///   the one in progress first.
/// - **Disabled recognizers** get nothing. Disabling one cancels its active gesture.
/// - **Wheel and key events** are not hit-tested: they are published on ``wheelEvents`` and
///   ``keyEvents``.
///
/// Recognizers that share a touch recognise simultaneously unless one of them is
/// ``GestureRecognizer/isExclusive``: the dispatcher then refuses to let a recognizer begin
/// while another recognizer sharing one of its touches is active, if either is exclusive.
///
/// The dispatcher holds the root strongly and the recognizers it is delivering to weakly.
@MainActor
public final class InputDispatcher {
  /// The root of the element tree. Its parent space is window space; lay it out at the window
  /// origin with the window's size so its own coordinates are window coordinates.
  public let root: Element

  private var touchTargets: [Int: [WeakRecognizer]] = [:]
  private var touchOrder: [Int] = []
  private var lastTouchLocations: [Int: Point] = [:]
  private var pinchTargets: [WeakRecognizer]?
  private var lastPinch: PinchEvent?
  private var swipeRoute = DeltaRoute<SwipeEvent>()
  private var holdRoute = DeltaRoute<HoldEvent>()
  private let keyObservers = ObserverList<MotionObserver<KeyEvent>>()
  private let wheelObservers = ObserverList<MotionObserver<WheelEvent>>()

  /// Creates a dispatcher for the tree under `root`.
  public init(root: Element) {
    self.root = root
  }

  /// Routes any input event.
  public func dispatch(_ event: InputEvent) {
    switch event {
    case .touch(let touch): dispatch(touch)
    case .pinch(let pinch): dispatch(pinch)
    case .swipe(let swipe): dispatch(swipe)
    case .hold(let hold): dispatch(hold)
    case .wheel(let wheel): dispatch(wheel)
    case .key(let key): dispatch(key)
    }
  }

  /// The ids of the touches currently down, in the order they began.
  public var activeTouchIDs: [Int] { touchOrder }

  /// Whether a delta pinch is in progress.
  public var isPinching: Bool { pinchTargets != nil }

  /// The element a touch at `windowPoint` would hit: the frontmost hit element, or the root if
  /// the point hits nothing and the root can be hit, or `nil`.
  public func hitTest(_ windowPoint: Point) -> Element? {
    guard root.canBeHit else { return nil }
    return root.hitTest(root.convert(windowPoint, from: nil)) ?? root
  }

  /// The enabled recognizers a touch beginning at `windowPoint` would be delivered to, in
  /// delivery order.
  public func recognizers(forTouchAt windowPoint: Point) -> [GestureRecognizer] {
    recognizers(at: windowPoint) { _ in true }
  }

  /// The enabled recognizers that satisfy `accepts`, of the element hit at `windowPoint` and of
  /// its ancestors up to the root or to the first that captures touches, in delivery order.
  private func recognizers(
    at windowPoint: Point, where accepts: (GestureRecognizer) -> Bool
  ) -> [GestureRecognizer] {
    var result: [GestureRecognizer] = []
    for element in ElementLineage(startingAt: hitTest(windowPoint)) {
      for recognizer in element.gestureRecognizers
      where recognizer.isEnabled && accepts(recognizer) {
        result.append(recognizer)
      }
      if element === root || element.capturesTouches { break }
    }
    return result
  }

  /// Routes a touch event (see the type's documentation).
  public func dispatch(_ touch: TouchEvent) {
    switch touch.phase {
    case .began:
      if touchTargets[touch.id] != nil {
        // The platform lost the end of a previous touch with this id: cancel it first.
        var lost = touch
        lost.phase = .cancelled
        lost.location = lastTouchLocations[touch.id] ?? touch.location
        dispatch(lost)
      }
      let targets = recognizers(forTouchAt: touch.location)
      touchTargets[touch.id] = targets.map(WeakRecognizer.init)
      touchOrder.append(touch.id)
      lastTouchLocations[touch.id] = touch.location
      for recognizer in targets {
        recognizer.arbiter = self
        recognizer.handle(touch)
      }
    case .moved:
      guard let targets = touchTargets[touch.id] else { return }
      lastTouchLocations[touch.id] = touch.location
      deliver(to: targets) { $0.handle(touch) }
    case .ended, .cancelled:
      guard let targets = touchTargets.removeValue(forKey: touch.id) else { return }
      touchOrder.removeAll { $0 == touch.id }
      lastTouchLocations[touch.id] = nil
      deliver(to: targets) { $0.handle(touch) }
    }
  }

  /// Calls `handle` with each recognizer of `targets` that is still alive and enabled, in order:
  /// the delivery of a touch or a pinch that is already routed.
  private func deliver(to targets: [WeakRecognizer], _ handle: (GestureRecognizer) -> Void) {
    for target in targets {
      guard let recognizer = target.recognizer, recognizer.isEnabled else { continue }
      handle(recognizer)
    }
  }

  /// Routes a pinch-delta event (see the type's documentation).
  public func dispatch(_ pinch: PinchEvent) {
    switch pinch.phase {
    case .began, .changed:
      if pinch.phase == .began, let previous = lastPinch, pinchTargets != nil {
        var lost = previous
        lost.phase = .cancelled
        lost.scale = 1
        lost.rotation = 0
        lost.timestamp = pinch.timestamp
        dispatch(lost)
      }
      if pinchTargets == nil {
        let targets = recognizers(at: pinch.location) { $0.acceptsPinchEvents }
        for recognizer in targets { recognizer.arbiter = self }
        pinchTargets = targets.map(WeakRecognizer.init)
      }
      lastPinch = pinch
      deliver(to: pinchTargets ?? []) { $0.handle(pinch) }
    case .ended, .cancelled:
      guard let targets = pinchTargets else { return }
      pinchTargets = nil
      lastPinch = nil
      deliver(to: targets) { $0.handle(pinch) }
    }
  }

  /// Routes a touchpad swipe (see the type's documentation).
  public func dispatch(_ swipe: SwipeEvent) {
    route(
      swipe, in: \.swipeRoute, starts: swipe.phase == .began,
      finishes: swipe.phase == .ended || swipe.phase == .cancelled, at: swipe.location,
      accepting: \.acceptsSwipeEvents,
      lost: {
        var lost = $0
        lost.phase = .cancelled
        lost.delta = .zero
        lost.timestamp = swipe.timestamp
        return lost
      }, deliver: { $0.handle($1) })
  }

  /// Routes a touchpad hold (see the type's documentation).
  public func dispatch(_ hold: HoldEvent) {
    route(
      hold, in: \.holdRoute, starts: hold.phase == .began, finishes: hold.phase != .began,
      at: hold.location, accepting: \.acceptsHoldEvents,
      lost: {
        var lost = $0
        lost.phase = .cancelled
        lost.timestamp = hold.timestamp
        return lost
      }, deliver: { $0.handle($1) })
  }

  /// Routes one event of a delta gesture (a swipe, a hold): an event that does not finish it
  /// starts a route when none is in progress (hit-testing `location` for recognizers
  /// `accepting` it), a start while one is in progress first finishes that one with `lost`'s
  /// copy of its last event, and a finishing event ends the route.
  private func route<Event>(
    _ event: Event, in route: ReferenceWritableKeyPath<InputDispatcher, DeltaRoute<Event>>,
    starts: Bool, finishes: Bool, at location: Point,
    accepting: (GestureRecognizer) -> Bool, lost: (Event) -> Event,
    deliver handle: (GestureRecognizer, Event) -> Void
  ) {
    // The route is read and written between deliveries, never held across one: a recognizer
    // asks the dispatcher (``allowsRecognition(of:)``) while it handles the event.
    if finishes {
      guard let targets = self[keyPath: route].targets else { return }
      self[keyPath: route] = DeltaRoute()
      deliver(to: targets) { handle($0, event) }
      return
    }
    if starts, let previous = self[keyPath: route].last,
      let targets = self[keyPath: route].targets
    {
      self[keyPath: route] = DeltaRoute()
      deliver(to: targets) { handle($0, lost(previous)) }
    }
    var current = self[keyPath: route]
    if current.targets == nil {
      let targets = recognizers(at: location, where: accepting)
      for recognizer in targets { recognizer.arbiter = self }
      current.targets = targets.map(WeakRecognizer.init)
    }
    current.last = event
    self[keyPath: route] = current
    deliver(to: current.targets ?? []) { handle($0, event) }
  }

  /// Cancels every touch, pinch, swipe and hold in progress, as if the platform had cancelled
  /// them at `timestamp` (use on window focus loss). Active gestures end `.cancelled`.
  public func cancelAll(at timestamp: Double) {
    for id in touchOrder {
      dispatch(
        TouchEvent(
          id: id, phase: .cancelled, location: lastTouchLocations[id] ?? .zero,
          timestamp: timestamp))
    }
    if let pinch = lastPinch, pinchTargets != nil {
      dispatch(
        PinchEvent(phase: .cancelled, location: pinch.location, timestamp: timestamp))
    }
    if let swipe = swipeRoute.last {
      dispatch(
        SwipeEvent(
          phase: .cancelled, fingers: swipe.fingers, location: swipe.location,
          timestamp: timestamp))
    }
    if let hold = holdRoute.last {
      dispatch(
        HoldEvent(
          phase: .cancelled, fingers: hold.fingers, location: hold.location, timestamp: timestamp))
    }
  }

  /// Publishes a wheel event on ``wheelEvents``.
  public func dispatch(_ wheel: WheelEvent) {
    publish(wheel, to: wheelObservers)
  }

  /// Publishes a key event on ``keyEvents``.
  public func dispatch(_ key: KeyEvent) {
    publish(key, to: keyObservers)
  }

  /// Every key event dispatched while subscribed. Each is momentary: `state(.active)`, the
  /// event, `state(.atRest)`. Nothing is emitted on subscription. The stream holds the
  /// dispatcher weakly.
  public var keyEvents: MotionObservable<KeyEvent> { events(publishedTo: keyObservers) }

  /// Every wheel event dispatched while subscribed. Each is momentary: `state(.active)`, the
  /// event, `state(.atRest)`. Nothing is emitted on subscription. The stream holds the
  /// dispatcher weakly.
  public var wheelEvents: MotionObservable<WheelEvent> { events(publishedTo: wheelObservers) }

  /// Sends `event` to every observer in `observers`, momentarily: `state(.active)`, the event,
  /// `state(.atRest)`.
  private func publish<Event>(_ event: Event, to observers: ObserverList<MotionObserver<Event>>) {
    observers.forEach { observer in
      observer.state(.active)
      observer.next(event)
      observer.state(.atRest)
    }
  }

  /// The stream of the events published to `observers`, one of the dispatcher's own lists. It
  /// holds the list weakly, as it would the dispatcher: the list lives exactly as long.
  private func events<Event>(
    publishedTo observers: ObserverList<MotionObserver<Event>>
  ) -> MotionObservable<Event> {
    MotionObservable { [weak observers] observer in
      guard let observers else { return noopDisconnect }
      let token = observers.add(observer)
      return { [weak observers] in observers?.remove(token) }
    }
  }

  /// Whether `recognizer` may leave `.possible` now (see ``GestureRecognizer/isExclusive``).
  func allowsRecognition(of recognizer: GestureRecognizer) -> Bool {
    var sharing: [GestureRecognizer] = []
    for targets in touchTargets.values
    where targets.contains(where: { $0.recognizer === recognizer }) {
      sharing += targets.compactMap(\.recognizer)
    }
    for targets in [pinchTargets, swipeRoute.targets, holdRoute.targets].compactMap({ $0 })
    where targets.contains(where: { $0.recognizer === recognizer }) {
      sharing += targets.compactMap(\.recognizer)
    }
    for other in sharing where other !== recognizer && other.state.isActive {
      if recognizer.isExclusive || other.isExclusive { return false }
    }
    return true
  }
}
