/// Recognises a pinch: two fingers moving apart or together, or pinch deltas from the platform.
///
/// **Touches.** ``scale`` is the length of the vector between two touches divided by the length
/// of that vector when both were down. The two touches are the two oldest down when the pair
/// formed; more fingers are ignored (they count in ``GestureRecognizer/numberOfTouches`` and
/// the centroid, not in the scale). When one of the pair lifts while another finger is down,
/// that finger takes its place and the reference is rebased so the scale continues without a
/// jump; when fewer than two fingers remain, an active gesture ends and the recognizer returns
/// to `.possible` at once, so putting a second finger back down starts a new pinch.
///
/// **Pinch deltas.** ``PinchEvent``s (SDL multigesture, touchpad, ctrl+wheel) multiply
/// ``scale`` by each event's factor; location is the pinch location. While driven by touches
/// the recognizer ignores pinch events, and vice versa.
///
/// States: `.possible` until `|scale − 1|` reaches ``recognitionThreshold``, then `.began` (the
/// full scale is reported, no jump), `.changed` on every change, `.ended` when the pair breaks
/// up or the pinch ends (preceded by a `.changed` if the ending event itself changed the scale,
/// so streams see the final value). A cancelled touch or pinch cancels an active gesture (`.cancelled`)
/// and fails a possible one (`.failed`).
///
/// ``velocity`` is in scale per second from a ``VelocityEstimator`` over the scale (clamped to
/// 10/s, or 2/s when only two samples back it up).
@MainActor
open class ScaleGestureRecognizer: GestureRecognizer {
  /// How far the scale must move from 1 before the gesture begins. Default 0.04 (4 pt of spread
  /// for fingers 100 pt apart).
  public var recognitionThreshold = 0.04

  private var storedScale = 1.0
  private var baseScale = 1.0
  private var referenceLength = 0.0
  private var pair = TouchPair()
  private var isPinchDriven = false
  private var pinchLocation = Point.zero
  private var estimator = VelocityEstimator(maximumSpeed: 10, defaultSpeed: 2)

  /// The scale velocity in scale per second at the latest event.
  public private(set) var velocity = 0.0

  /// Creates a scale recognizer.
  public override init() {
    super.init()
  }

  /// The scale since the gesture started (1 = unchanged). Setting it (e.g. to 1 for
  /// incremental scaling) makes later movement relative to the new value; it does not notify.
  public var scale: Double {
    get { storedScale }
    set {
      storedScale = newValue
      baseScale = newValue
      if let vector = pair.vector(in: self) { referenceLength = vector.length }
      estimator.reset()
      estimator.add(newValue, at: timestamp)
    }
  }

  open override var acceptsPinchEvents: Bool { true }

  open override func location(in element: Element?) -> Point {
    guard isPinchDriven else { return super.location(in: element) }
    return element?.convert(pinchLocation, from: nil) ?? pinchLocation
  }

  open override func touchBegan(_ touch: TouchEvent) {
    guard !isPinchDriven, pair.formIfNeeded(from: touches) else { return }
    if state == .possible { startValues(at: touch.timestamp) }
    rebase()
  }

  open override func touchMoved(_ touch: TouchEvent, previous: TouchEvent) {
    guard pair.contains(touch.id) else { return }
    measure(at: touch.timestamp)
    report()
  }

  open override func touchEnded(_ touch: TouchEvent, previous: TouchEvent) {
    guard pair.contains(touch.id) else { return }
    let before = storedScale
    measure(at: touch.timestamp, override: touch)
    pair.dissolve()
    if pair.formIfNeeded(from: touches) {
      rebase()
      if state.isActive && storedScale != before { transition(to: .changed) }
      return
    }
    if state.isActive {
      // Report the lift's own movement first: streams emit nothing at `.ended`.
      if storedScale != before { transition(to: .changed) }
      if state.isActive { transition(to: .ended) }
      if numberOfTouches > 0 && state.isFinished { returnToPossible() }
    }
  }

  open override func touchCancelled(_ touch: TouchEvent) {
    guard !isPinchDriven else { return }
    super.touchCancelled(touch)
  }

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
      applyPinchFactor(event)
      report()
    case .ended:
      guard isPinchDriven else { return }
      pinchLocation = event.location
      if !state.isFinished {
        let before = storedScale
        applyPinchFactor(event)
        if state.isActive {
          if storedScale != before { transition(to: .changed) }
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

  open override func reset() {
    pair.dissolve()
    isPinchDriven = false
  }

  private func startValues(at time: Double) {
    storedScale = 1
    velocity = 0
    estimator.reset()
    estimator.add(1.0, at: time)
  }

  private func rebase() {
    baseScale = storedScale
    referenceLength = pair.vector(in: self)?.length ?? 0
  }

  private func measure(at time: Double, override: TouchEvent? = nil) {
    guard let vector = pair.vector(in: self, override: override) else { return }
    if referenceLength <= 0 {
      // The two touches started on the same point: measure from the first separation.
      baseScale = storedScale
      referenceLength = vector.length
      return
    }
    storedScale = baseScale * vector.length / referenceLength
    sample(at: time)
  }

  private func applyPinchFactor(_ event: PinchEvent) {
    if event.scale.isFinite && event.scale > 0 { storedScale *= event.scale }
    sample(at: event.timestamp)
  }

  private func sample(at time: Double) {
    estimator.add(storedScale, at: time)
    velocity = estimator.scalarVelocity
  }

  private func report() {
    if state == .possible {
      if abs(storedScale - 1) >= recognitionThreshold { transition(to: .began) }
    } else if state.isActive {
      transition(to: .changed)
    }
  }

  private func finishPinch() {
    isPinchDriven = false
    if state.isFinished { returnToPossible() }
  }
}
