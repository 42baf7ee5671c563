/// Feeds the scale of a pinch, starting from the property's scale when the pinch began, to a
/// `Double` property (usually an element's ``Element/scaleProperty``).
///
/// ```swift
/// runtime.connect(Scalable(element: square, containerElement: root))
/// ```
///
/// - The pinch is recognised by ``gestureRecognizer``: the one given, or a new
///   ``ScaleGestureRecognizer`` attached to the container element (a given recognizer that has
///   no element is attached to the container too). A recognizer the interaction attached is
///   detached when the runtime goes away.
/// - ``valueStream`` is `gestureSource(gestureRecognizer).scaled(from: property)`: while the
///   pinch is began/changed it emits the property's scale at the start of the pinch times the
///   pinch's scale; it emits nothing when the pinch ends, and the scale at the start of the
///   pinch when it is cancelled (a cancelled pinch is undone). ``velocityStream`` is
///   `velocityOnRelease()`: it emits the pinch's scale velocity (scale per second) when the
///   pinch ends normally (not when it is cancelled), as the spec's comment says.
/// - Connecting writes ``valueStream`` to ``property`` (values and state).
///
/// Togglable: writing ``enabled`` enables or disables the recognizer; disabling it during a pinch
/// cancels the pinch: the property returns to the scale it had when the pinch began
/// (as for any cancelled pinch, touch or touchpad) and reports at rest.
///
/// State (``Manipulation``): `.active` while the pinch is began/changed, `.atRest` otherwise;
/// replayed on subscription, then every change. ``valueStream`` carries the same state on its
/// `state` channel (`state(.active)` before the first value; `state(.atRest)` after the end), and
/// the runtime writes it to ``property``'s ``ReactiveProperty/state``.
@MainActor
public final class Scalable: Interaction, @MainActor Togglable, @MainActor Manipulation {
  /// The property to which the value stream is expected to write.
  public var property: ReactiveProperty<Double> { drive.property }
  /// A stream that emits values to be written to the property.
  public var valueStream: MotionObservable<Double> {
    get { drive.valueStream }
    set { drive.valueStream = newValue }
  }
  /// A stream that emits velocity (scale per second) when the gesture recognizer ends.
  public var velocityStream: MotionObservable<Double>
  /// The gesture recognizer that drives this interaction.
  public var gestureRecognizer: ScaleGestureRecognizer { drive.recognizer }
  /// Whether the interaction reacts to pinches. Writing it sets the recognizer's
  /// ``GestureRecognizer/isEnabled``.
  public var enabled: ReactiveProperty<Bool> { drive.enabled }
  private var drive: GesturePropertyDrive<ScaleGestureRecognizer, Double>

  /// Creates a Scalable writing to `property`, recognising pinches with `gestureRecognizer`, or
  /// with a new ``ScaleGestureRecognizer`` attached to `containerElement` when none is given or
  /// the given one has no element.
  public init(
    property: ReactiveProperty<Double>,
    containerElement: Element,
    gestureRecognizer: ScaleGestureRecognizer? = nil
  ) {
    drive = GesturePropertyDrive(
      property: property, host: containerElement, gestureRecognizer: gestureRecognizer,
      make: ScaleGestureRecognizer.init, gestureOperator: { $0.scaled(from: property) })
    velocityStream = gestureSource(drive.recognizer).velocityOnRelease()
  }

  /// Creates a Scalable that scales `element` (its ``Element/scaleProperty``); the recognizer is
  /// chosen as in ``init(property:containerElement:gestureRecognizer:)``.
  public convenience init(
    element: Element,
    containerElement: Element,
    gestureRecognizer: ScaleGestureRecognizer? = nil
  ) {
    self.init(
      property: element.scaleProperty, containerElement: containerElement,
      gestureRecognizer: gestureRecognizer)
  }

  /// `.active` while the pinch is began/changed, `.atRest` otherwise. Replays the current state,
  /// then emits every change; the `state` channel mirrors the values.
  public var state: MotionObservable<MotionState> { drive.state }

  /// Writes ``valueStream`` to ``property`` through `runtime`.
  public func connect(with runtime: MotionRuntime) {
    drive.connect(with: runtime)
  }
}
