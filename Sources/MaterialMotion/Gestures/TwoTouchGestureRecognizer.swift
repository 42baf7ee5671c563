/// The shared base of gestures measured between two touches, or driven by platform pinch deltas:
/// ``ScaleGestureRecognizer`` and ``RotationGestureRecognizer``.
///
/// It owns the whole lifecycle; a subclass only measures.
///
/// **Touches.** The measured pair is the two oldest touches down when the pair formed; more
/// fingers are ignored (they count in ``GestureRecognizer/numberOfTouches`` and the centroid, not
/// in ``value``). When one of the pair lifts while another finger is down, that finger takes its
/// place and the measurement is rebased so ``value`` continues without a jump; when fewer than two
/// fingers remain, an active gesture ends and the recognizer returns to `.possible` at once, so
/// putting a second finger back down starts a new gesture.
///
/// **Pinch deltas.** ``PinchEvent``s change ``value`` through the subclass; ``location(in:)`` is
/// then the pinch location. While driven by touches the recognizer ignores pinch events, and vice
/// versa.
///
/// **States.** `.possible` until ``hasReachedRecognitionThreshold`` holds, then `.began` (the full
/// value is reported, no jump), `.changed` on every change, `.ended` when the pair breaks up or the
/// pinch ends (preceded by a `.changed` if the ending event itself changed the value, so streams
/// see the final value). A cancelled touch or pinch cancels an active gesture (`.cancelled`) and
/// fails a possible one (`.failed`).
///
/// **Velocity.** ``velocity`` comes from the ``VelocityEstimator`` given at initialisation, fed
/// with ``value`` at every event's timestamp.
///
/// **Subclassing.** Pass the identity value (the value of a gesture that has not moved) and the
/// velocity estimator to ``init(identityValue:velocityEstimator:)``, then override the measurement
/// hooks: ``rebaseMeasurement(on:)`` (the pair formed or re-formed),
/// ``measuredValue(for:)`` (the pair moved), ``value(applying:)`` (a pinch event),
/// ``valueWasSet(pairVector:)`` (``value`` was set from outside) and
/// ``hasReachedRecognitionThreshold``. The hooks only measure: they never change state.
@MainActor
open class TwoTouchGestureRecognizer: GestureRecognizer {
  private let identityValue: Double
  private var storedValue: Double
  private var pair = TouchPair()
  private var isPinchDriven = false
  private var pinchLocation = Point.zero
  private var estimator: VelocityEstimator

  /// The velocity of ``value`` in value units per second at the latest event (scale per second,
  /// radians per second).
  public private(set) var velocity = 0.0

  /// Creates a recognizer whose ``value`` starts every gesture at `identityValue` and whose
  /// ``velocity`` comes from `velocityEstimator`.
  public init(identityValue: Double, velocityEstimator: VelocityEstimator) {
    self.identityValue = identityValue
    storedValue = identityValue
    estimator = velocityEstimator
    super.init()
  }

  /// The measured value since the gesture started (the identity value when nothing changed).
  /// Setting it makes later movement relative to the new value and restarts the velocity
  /// estimate there; it does not notify.
  public var value: Double {
    get { storedValue }
    set {
      storedValue = newValue
      valueWasSet(pairVector: pair.vector(in: self))
      estimator.reset()
      estimator.add(newValue, at: timestamp)
    }
  }

  // MARK: Measurement hooks

  /// Whether ``value`` has moved far enough from the identity value for the gesture to begin.
  /// Subclasses override it; the default is `false` (never begins).
  open var hasReachedRecognitionThreshold: Bool { false }

  /// Called when the pair forms or re-forms: measure later vectors relative to `vector` (the
  /// vector from the pair's first touch to its second) so that ``value`` continues from its
  /// current value. The default does nothing.
  open func rebaseMeasurement(on vector: Point) {}

  /// Called when a touch of the pair moves or lifts, with the vector from the pair's first touch
  /// to its second: returns the new ``value``, or `nil` to leave it (and the velocity) unchanged,
  /// e.g. while there is nothing to measure from yet. The default returns `nil`.
  open func measuredValue(for vector: Point) -> Double? { nil }

  /// Called with each pinch event that drives the gesture: returns the new ``value`` with the
  /// event's delta applied. The default returns ``value`` unchanged.
  open func value(applying pinch: PinchEvent) -> Double { value }

  /// Called after ``value`` was set from outside, with the pair's current vector (`nil` when the
  /// pair is not formed): make later measurement relative to the new value. The default does
  /// nothing.
  open func valueWasSet(pairVector: Point?) {}

  // MARK: Lifecycle

  /// Takes pinch events: `true`.
  open override var acceptsPinchEvents: Bool { true }

  /// The pinch location while driven by pinch events; otherwise the centroid of the touches.
  open override func location(in element: Element?) -> Point {
    guard isPinchDriven else { return super.location(in: element) }
    return element?.convert(pinchLocation, from: nil) ?? pinchLocation
  }

  /// Forms the pair once two touches are down (starting a new gesture from `.possible`).
  open override func touchBegan(_ touch: TouchEvent) {
    guard !isPinchDriven, pair.formIfNeeded(from: touches) else { return }
    if state == .possible { startValues(at: touch.timestamp) }
    rebase()
  }

  /// Measures a moving touch of the pair, then begins or reports the change.
  open override func touchMoved(_ touch: TouchEvent, previous: TouchEvent) {
    guard pair.contains(touch.id) else { return }
    measure(at: touch.timestamp)
    report()
  }

  /// Measures a lifting touch of the pair, then re-forms the pair from the remaining touches or
  /// ends the gesture.
  open override func touchEnded(_ touch: TouchEvent, previous: TouchEvent) {
    guard pair.contains(touch.id) else { return }
    let before = storedValue
    measure(at: touch.timestamp, override: touch)
    pair.dissolve()
    if pair.formIfNeeded(from: touches) {
      rebase()
      if state.isActive && storedValue != before { transition(to: .changed) }
      return
    }
    if state.isActive {
      // Report the lift's own movement first: streams emit nothing at `.ended`.
      if storedValue != before { transition(to: .changed) }
      if state.isActive { transition(to: .ended) }
      if numberOfTouches > 0 && state.isFinished { returnToPossible() }
    }
  }

  /// Cancels or fails the gesture, unless it is driven by pinch events.
  open override func touchCancelled(_ touch: TouchEvent) {
    guard !isPinchDriven else { return }
    super.touchCancelled(touch)
  }

  /// Drives the gesture with pinch deltas while no pair of touches is measured.
  open override func handlePinch(_ event: PinchEvent) {
    guard !pair.isFormed else { return }
    switch event.phase {
    case .began, .changed:
      guard !state.isFinished else { return }
      if !isPinchDriven {
        isPinchDriven = true
        if state == .possible { startValues(at: event.timestamp) }
      }
      pinchLocation = event.location
      applyPinch(event)
      report()
    case .ended:
      guard isPinchDriven else { return }
      pinchLocation = event.location
      if !state.isFinished {
        let before = storedValue
        applyPinch(event)
        if state.isActive {
          if storedValue != before { transition(to: .changed) }
          if state.isActive { transition(to: .ended) }
        }
      }
      finishPinch()
    case .cancelled:
      guard isPinchDriven else { return }
      if state.isActive {
        transition(to: .cancelled)
      } else if state == .possible {
        transition(to: .failed)
      }
      finishPinch()
    }
  }

  /// Forgets the pair and the pinch; ``value`` and ``velocity`` are kept.
  open override func reset() {
    pair.dissolve()
    isPinchDriven = false
  }

  // MARK: Internals

  private func startValues(at time: Double) {
    storedValue = identityValue
    velocity = 0
    estimator.reset()
    estimator.add(identityValue, at: time)
  }

  private func rebase() {
    // The pair has just formed from `touches`, so both of its touches are down.
    rebaseMeasurement(on: pair.vector(in: self) ?? .zero)
  }

  private func measure(at time: Double, override: TouchEvent? = nil) {
    guard let vector = pair.vector(in: self, override: override),
      let newValue = measuredValue(for: vector)
    else { return }
    storedValue = newValue
    sample(at: time)
  }

  private func applyPinch(_ event: PinchEvent) {
    storedValue = value(applying: event)
    sample(at: event.timestamp)
  }

  private func sample(at time: Double) {
    estimator.add(storedValue, at: time)
    velocity = estimator.scalarVelocity
  }

  private func report() {
    if state == .possible {
      if hasReachedRecognitionThreshold { transition(to: .began) }
    } else if state.isActive {
      transition(to: .changed)
    }
  }

  private func finishPinch() {
    isPinchDriven = false
    if state.isFinished { returnToPossible() }
  }
}
