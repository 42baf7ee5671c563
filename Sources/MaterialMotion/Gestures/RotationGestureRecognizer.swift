#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Recognises a two-finger rotation, or rotation deltas from the platform.
///
/// **Touches.** ``rotation`` is the angle, in radians, through which the vector between two
/// touches has turned since both were down, clockwise on screen (y grows downward), unwrapped
/// so it keeps growing past ±π. The pair of touches is chosen and re-formed exactly as for
/// ``ScaleGestureRecognizer``: the two oldest; extra fingers are ignored; when one of the pair
/// lifts, another finger takes its place without a jump; when fewer than two remain, an active
/// gesture ends and the recognizer returns to `.possible` at once.
///
/// **Pinch deltas.** ``PinchEvent``s add their rotation delta; location is the pinch location.
/// While driven by touches the recognizer ignores pinch events, and vice versa.
///
/// States: `.possible` until `|rotation|` reaches ``recognitionThreshold``, then `.began` (the
/// full rotation is reported), `.changed`, `.ended` (preceded by a `.changed` if the ending event
/// itself turned); cancellation as for the scale recognizer.
///
/// ``velocity`` is in radians per second from a ``VelocityEstimator`` (clamped to 20 rad/s, or
/// 5 rad/s when only two samples back it up).
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
  /// How far, in radians, the rotation must turn before the gesture begins. Default 0.035 (2°).
  public var recognitionThreshold = 0.035

  private var storedRotation = 0.0
  private var lastAngle: Double?
  private var pair = TouchPair()
  private var isPinchDriven = false
  private var pinchLocation = Point.zero
  private var estimator = VelocityEstimator(maximumSpeed: 20, defaultSpeed: 5)

  /// The rotation velocity in radians per second at the latest event.
  public private(set) var velocity = 0.0

  /// Creates a rotation recognizer.
  public override init() {
    super.init()
  }

  /// The rotation since the gesture started, in radians. Setting it (e.g. to 0 for incremental
  /// rotation) makes later movement add to the new value; it does not notify.
  public var rotation: Double {
    get { storedRotation }
    set {
      storedRotation = newValue
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
    let before = storedRotation
    measure(at: touch.timestamp, override: touch)
    pair.dissolve()
    if pair.formIfNeeded(from: touches) {
      rebase()
      if state.isActive && storedRotation != before { transition(to: .changed) }
      return
    }
    if state.isActive {
      // Report the lift's own movement first: streams emit nothing at `.ended`.
      if storedRotation != before { transition(to: .changed) }
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
      applyPinchDelta(event)
      report()
    case .ended:
      guard isPinchDriven else { return }
      pinchLocation = event.location
      if !state.isFinished {
        let before = storedRotation
        applyPinchDelta(event)
        if state.isActive {
          if storedRotation != before { transition(to: .changed) }
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
    storedRotation = 0
    velocity = 0
    estimator.reset()
    estimator.add(0.0, at: time)
  }

  private func rebase() {
    guard let vector = pair.vector(in: self), vector != .zero else {
      lastAngle = nil
      return
    }
    lastAngle = atan2(vector.y, vector.x)
  }

  private func measure(at time: Double, override: TouchEvent? = nil) {
    guard let vector = pair.vector(in: self, override: override), vector != .zero else { return }
    let angle = atan2(vector.y, vector.x)
    guard let lastAngle else {
      // The two touches started on the same point: measure from the first separation.
      self.lastAngle = angle
      return
    }
    var delta = angle - lastAngle
    if delta > .pi { delta -= 2 * .pi }
    if delta <= -.pi { delta += 2 * .pi }
    self.lastAngle = angle
    storedRotation += delta
    sample(at: time)
  }

  private func applyPinchDelta(_ event: PinchEvent) {
    if event.rotation.isFinite { storedRotation += event.rotation }
    sample(at: event.timestamp)
  }

  private func sample(at time: Double) {
    estimator.add(storedRotation, at: time)
    velocity = estimator.scalarVelocity
  }

  private func report() {
    if state == .possible {
      if abs(storedRotation) >= recognitionThreshold { transition(to: .began) }
    } else if state.isActive {
      transition(to: .changed)
    }
  }

  private func finishPinch() {
    isPinchDriven = false
    if state.isFinished { returnToPossible() }
  }
}
