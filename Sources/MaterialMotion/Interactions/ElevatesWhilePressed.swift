/// Raises an element while it is pressed, as Material's buttons, cards and stickers rise under a
/// finger: its ``Element/elevation`` springs to ``pressed`` when a touch lands on it (or on one of
/// its descendants) and back to ``resting`` when the last one lifts or is cancelled.
///
/// ```swift
/// runtime.connect(ElevatesWhilePressed(element: fab, resting: 6, pressed: 12, clock: clock))
/// ```
///
/// - Touches are observed by a recognizer that never recognises anything (it competes with no
///   other recognizer), attached to the element when connected and detached when the runtime
///   goes away.
/// - The elevation is driven by ``spring`` (critically damped, stiffness 600: it settles in about
///   the 280 ms material-components-web gives an elevation change), connected to the element's
///   ``Element/elevationProperty``. ``resting`` and ``pressed`` may be written at any time (a
///   tuning panel's sliders); the spring follows whichever applies.
///
/// Togglable: ``enabled`` `false` stops observing touches and lets the element down to
/// ``resting``. State: the spring's (`.active` while the elevation moves).
@MainActor
public final class ElevatesWhilePressed: Interaction, @MainActor Togglable, @MainActor Stateful {
  /// The element raised.
  public let element: Element
  /// The elevation at rest, in dp.
  public let resting: ReactiveProperty<Double>
  /// The elevation while pressed, in dp.
  public let pressed: ReactiveProperty<Double>
  /// The spring that moves the elevation.
  public let spring: Spring<Double>
  /// Whether presses raise the element.
  public let enabled: ReactiveProperty<Bool>
  private let observer = TouchCountObserver()

  /// Raises `element` from `resting` to `pressed` dp while it is pressed, moved by a spring on
  /// `clock`.
  public init(element: Element, resting: Double, pressed: Double, clock: FrameClock) {
    self.element = element
    self.resting = ReactiveProperty(resting)
    self.pressed = ReactiveProperty(pressed)
    spring = Spring(
      to: resting, stiffness: 600, damping: 2 * 600.0.squareRoot(), threshold: 0.01,
      clock: clock)
    observer.name = "elevates while pressed"
    enabled = ReactiveProperty(true)
    observer.onTouchesChanged = { [unowned self] in retarget() }
  }

  /// The spring's state.
  public var state: MotionObservable<MotionState> { spring.state }

  /// Sets the elevation to ``resting``, attaches the observer and connects the spring.
  public func connect(with runtime: MotionRuntime) {
    element.elevation = resting.value
    element.addGestureRecognizer(observer)
    let (observer, element) = (self.observer, self.element)
    runtime.keep(
      Subscription { [weak element] in
        guard let element, observer.element === element else { return }
        element.removeGestureRecognizer(observer)
      })
    for property in [resting, pressed] {
      _ = runtime.subscribe(to: property, next: { [unowned self] _ in retarget() })
    }
    _ = runtime.subscribe(
      to: enabled,
      next: { [unowned self] isEnabled in
        observer.isEnabled = isEnabled
        retarget()
      })
    runtime.connect(spring, to: element.elevationProperty)
  }

  /// Points the spring at the elevation that applies now.
  private func retarget() {
    let isPressed = enabled.value && !observer.touches.isEmpty
    let target = isPressed ? pressed.value : resting.value
    if spring.destination.value != target { spring.destination.value = target }
  }
}
