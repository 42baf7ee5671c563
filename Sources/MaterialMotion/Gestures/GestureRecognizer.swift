/// The base of every gesture recognizer: a state machine fed with touches (and, for some
/// subclasses, pinch deltas) by an ``InputDispatcher``.
///
/// **States.** A recognizer starts in ``State/possible``. A continuous gesture (pan, scale,
/// rotation) goes `.began` → `.changed`… → `.ended` (or `.cancelled`); a discrete one (tap) goes
/// straight to `.ended` (``State/recognized``); a gesture that turns out not to be this one goes
/// to `.failed`. Observers are called for every state change and for every value change while
/// `.changed`, and always see the terminal state (`.ended`, `.cancelled`, `.failed`). Once every
/// touch of a finished gesture has lifted, the recognizer silently returns to `.possible` (no
/// observer call); while a terminal state lasts it ignores the remaining touches. Values
/// (translation, scale, rotation, velocity) keep their last values until the next gesture
/// begins tracking.
///
/// **Touches.** Every touch delivered is tracked in ``touches`` (oldest first) until it ends;
/// ``location(in:)`` is their centroid. Locations are kept in window coordinates and converted on
/// demand.
///
/// **Enabling.** A disabled recognizer receives nothing. Disabling a recognizer cancels an
/// active gesture (observers see `.cancelled`), forgets its touches and returns it to
/// `.possible`. Removing it from its element does the same.
///
/// **Simultaneity.** By default every recognizer that receives a touch recognises at the same
/// time as the others (drag, pinch and rotate together). Set ``isExclusive`` to opt out.
///
/// **Subclassing.** Override the `touch…` hooks (and ``acceptsPinchEvents``/``handlePinch(_:)``
/// for pinch deltas, ``acceptsSwipeEvents``/``handleSwipe(_:)`` and
/// ``acceptsHoldEvents``/``handleHold(_:)`` for touchpad swipes and holds), call ``transition(to:)`` to change state and notify, and ``reset()`` to
/// clear per-gesture bookkeeping. Hooks are called only while the state is `.possible`,
/// `.began` or `.changed`, after ``touches`` has been updated.
@MainActor
open class GestureRecognizer {
  /// The recognition state.
  public enum State: Sendable, Hashable, CustomStringConvertible {
    /// Not recognising anything yet (the resting state).
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture changed.
    case changed
    /// The gesture finished; for a discrete gesture, it was recognised.
    case ended
    /// The gesture was interrupted (touch cancelled, recognizer disabled or removed).
    case cancelled
    /// The touches turned out not to be this gesture.
    case failed

    /// A discrete gesture was recognised: the same as ``ended``.
    public static let recognized = State.ended

    /// Whether the state is ``began`` or ``changed``.
    public var isActive: Bool { self == .began || self == .changed }

    /// Whether the state is ``ended``, ``cancelled`` or ``failed``.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

    /// The case's name, e.g. `"began"` (``recognized`` is ``ended`` and prints `"ended"`).
    public var description: String {
      switch self {
      case .possible: "possible"
      case .began: "began"
      case .changed: "changed"
      case .ended: "ended"
      case .cancelled: "cancelled"
      case .failed: "failed"
      }
    }
  }

  /// The current state.
  public private(set) var state: State = .possible

  /// Whether the recognizer receives events. Setting it to `false` cancels an active gesture
  /// (observers see `.cancelled`) and forgets all touches.
  public var isEnabled = true {
    didSet {
      if oldValue && !isEnabled { abandonGesture() }
    }
  }

  /// When `true`, this recognizer does not recognise at the same time as any other recognizer
  /// receiving one of its touches: it fails instead of beginning while another such recognizer
  /// is active, and while it is active the others fail instead of beginning. Default `false`.
  public var isExclusive = false

  /// A name for debugging.
  public var name: String?

  /// The element the recognizer is attached to (weak). Set by ``Element/addGestureRecognizer(_:)``.
  public internal(set) weak var element: Element?

  /// The dispatcher that last delivered an event, asked before leaving `.possible`.
  weak var arbiter: InputDispatcher?

  private var touchOrder: [Int] = []
  private var touchesByID: [Int: TouchEvent] = [:]
  private let observers = ObserverList<() -> Void>()

  /// The centroid, in window coordinates, that ``location(in:)`` reports.
  var windowLocation = Point.zero

  /// The timestamp of the last event received, in seconds.
  public private(set) var timestamp: Double = 0

  /// Creates a recognizer in `.possible`, enabled and not attached.
  public init() {}

  // MARK: Touches and location

  /// The touches currently down and delivered to this recognizer, oldest first, each with its
  /// latest location (window coordinates).
  public var touches: [TouchEvent] { touchOrder.compactMap { touchesByID[$0] } }

  /// The number of touches currently down and delivered to this recognizer.
  public var numberOfTouches: Int { touchOrder.count }

  /// The latest event of the touch with `id`, if it is down.
  public func touch(withID id: Int) -> TouchEvent? { touchesByID[id] }

  /// The centroid of the active touches in `element`'s coordinates (`nil`: window). When no
  /// touch is down it is where the last touch lifted (so a recognised tap reports where it
  /// happened). Subclasses driven by pinch deltas report the pinch location.
  open func location(in element: Element?) -> Point {
    guard let element else { return windowLocation }
    return element.convert(windowLocation, from: nil)
  }

  /// The location of the touch at `index` of ``touches`` in `element`'s coordinates (`nil`:
  /// window).
  public func location(ofTouch index: Int, in element: Element?) -> Point {
    let point = touches[index].location
    guard let element else { return point }
    return element.convert(point, from: nil)
  }

  // MARK: Observers

  /// Calls `body` after every state change and every value change while `.changed`. Returns the
  /// subscription that removes it. Used by ``gestureSource(_:)``.
  @discardableResult
  public func addObserver(_ body: @escaping () -> Void) -> Subscription {
    let token = observers.add(body)
    return Subscription { [weak self] in
      self?.observers.remove(token)
    }
  }

  /// The number of registered observers (diagnostics and leak tests).
  public var observerCount: Int { observers.count }

  // MARK: Subclass API

  /// Moves to `newState` and notifies observers (also when the state stays `.changed`, which
  /// means the value changed).
  ///
  /// Leaving `.possible` for `.began` or `.ended` asks the dispatcher first (see
  /// ``isExclusive``); if refused, the recognizer moves to `.failed` instead. Returns whether
  /// the requested state was taken.
  @discardableResult
  public final func transition(to newState: State) -> Bool {
    var target = newState
    if state == .possible, newState == .began || newState == .ended,
      let arbiter, !arbiter.allowsRecognition(of: self)
    {
      target = .failed
    }
    state = target
    observers.forEach { $0() }
    return target == newState
  }

  /// Whether this recognizer takes ``PinchEvent``s. `false` by default.
  open var acceptsPinchEvents: Bool { false }

  /// Whether this recognizer takes ``SwipeEvent``s. `false` by default.
  open var acceptsSwipeEvents: Bool { false }

  /// Whether this recognizer takes ``HoldEvent``s. `false` by default.
  open var acceptsHoldEvents: Bool { false }

  /// Called when a touch begins.
  open func touchBegan(_ touch: TouchEvent) {}

  /// Called when a touch moves; `previous` is its previous event.
  open func touchMoved(_ touch: TouchEvent, previous: TouchEvent) {}

  /// Called when a touch lifts (already removed from ``GestureRecognizer/touches``); `previous` is its previous
  /// event.
  open func touchEnded(_ touch: TouchEvent, previous: TouchEvent) {}

  /// Called when a touch is cancelled (already removed from ``GestureRecognizer/touches``). The default cancels an
  /// active gesture and fails one still `.possible`.
  open func touchCancelled(_ touch: TouchEvent) {
    if state.isActive {
      transition(to: .cancelled)
    } else if state == .possible {
      transition(to: .failed)
    }
  }

  /// Called with each pinch event when ``acceptsPinchEvents`` is true.
  open func handlePinch(_ event: PinchEvent) {}

  /// Called with each swipe event when ``acceptsSwipeEvents`` is true.
  open func handleSwipe(_ event: SwipeEvent) {}

  /// Called with each hold event when ``acceptsHoldEvents`` is true.
  open func handleHold(_ event: HoldEvent) {}

  /// Called when the recognizer returns to `.possible` after a finished gesture, or is
  /// abandoned: clear per-gesture bookkeeping here. Public values may be kept.
  open func reset() {}

  // MARK: Event entry points

  /// Delivers a touch event. ``InputDispatcher`` calls this; call it directly only to drive a
  /// recognizer without a dispatcher. Ignored while disabled, and for touches that did not
  /// begin here.
  public func handle(_ touch: TouchEvent) {
    guard isEnabled else { return }
    timestamp = touch.timestamp
    switch touch.phase {
    case .began:
      if touchesByID[touch.id] == nil { touchOrder.append(touch.id) }
      touchesByID[touch.id] = touch
      updateCentroid()
      if !state.isFinished { touchBegan(touch) }
    case .moved:
      guard let previous = touchesByID[touch.id] else { return }
      touchesByID[touch.id] = touch
      updateCentroid()
      if !state.isFinished { touchMoved(touch, previous: previous) }
    case .ended, .cancelled:
      guard let previous = touchesByID.removeValue(forKey: touch.id) else { return }
      touchOrder.removeAll { $0 == touch.id }
      if touchOrder.isEmpty { windowLocation = touch.location } else { updateCentroid() }
      if !state.isFinished {
        if touch.phase == .ended {
          touchEnded(touch, previous: previous)
        } else {
          touchCancelled(touch)
        }
      }
      if touchOrder.isEmpty && state.isFinished { returnToPossible() }
    }
  }

  /// Delivers a pinch event. ``InputDispatcher`` calls this. Ignored while disabled or when
  /// ``acceptsPinchEvents`` is false.
  public func handle(_ pinch: PinchEvent) {
    guard isEnabled, acceptsPinchEvents else { return }
    timestamp = pinch.timestamp
    handlePinch(pinch)
  }

  /// Delivers a swipe event. ``InputDispatcher`` calls this. Ignored while disabled or when
  /// ``acceptsSwipeEvents`` is false.
  public func handle(_ swipe: SwipeEvent) {
    guard isEnabled, acceptsSwipeEvents else { return }
    timestamp = swipe.timestamp
    handleSwipe(swipe)
  }

  /// Delivers a hold event. ``InputDispatcher`` calls this. Ignored while disabled or when
  /// ``acceptsHoldEvents`` is false.
  public func handle(_ hold: HoldEvent) {
    guard isEnabled, acceptsHoldEvents else { return }
    timestamp = hold.timestamp
    handleHold(hold)
  }

  // MARK: Internals

  private func updateCentroid() {
    guard !touchOrder.isEmpty else { return }
    var sum = Point.zero
    for id in touchOrder { sum = sum + touchesByID[id]!.location }
    windowLocation = sum / Double(touchOrder.count)
  }

  /// Silently returns to `.possible` and calls ``reset()``; touches are kept.
  func returnToPossible() {
    state = .possible
    reset()
  }

  /// Cancels an active gesture (notifying), forgets every touch and returns to `.possible`.
  func abandonGesture() {
    if state.isActive { transition(to: .cancelled) }
    touchOrder.removeAll()
    touchesByID.removeAll()
    returnToPossible()
  }
}
