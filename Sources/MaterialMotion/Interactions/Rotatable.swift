/// Feeds the rotation of a two-finger twist, added to the property's rotation when the twist
/// began, to a `Double` property in radians (usually an element's ``Element/rotationProperty``).
///
/// ```swift
/// runtime.connect(Rotatable(element: square, containerElement: root))
/// ```
///
/// - The twist is recognised by ``gestureRecognizer``: the one given, or a new
///   ``RotationGestureRecognizer`` attached to the container element (a given recognizer that
///   has no element is attached to the container too). A recognizer the interaction attached is
///   detached when the runtime goes away.
/// - ``valueStream`` is `gestureSource(gestureRecognizer).rotated(from: property)`: while the
///   twist is began/changed it emits the property's rotation at the start plus the twist's
///   rotation; it emits nothing at the end. ``velocityStream`` emits the rotation velocity
///   (radians per second) when the twist ends normally.
/// - Connecting writes ``valueStream`` to ``property`` (values and state).
///
/// Togglable: writing ``enabled`` enables or disables the recognizer; disabling it during a twist
/// cancels it: the property returns to the rotation it had when the gesture began (as
/// for any cancelled rotation) and reports at rest.
///
/// State (``Manipulation``): `.active` while the twist is began/changed, `.atRest` otherwise;
/// replayed on subscription, then every change. ``valueStream`` carries the same state on its
/// `state` channel, which the runtime writes to ``property``.
@MainActor
public final class Rotatable: Interaction, @MainActor Togglable, @MainActor Manipulation {
  /// The property to which the value stream is expected to write (radians).
  public var property: ReactiveProperty<Double> { drive.property }
  /// A stream that emits values to be written to the property.
  public var valueStream: MotionObservable<Double> {
    get { drive.valueStream }
    set { drive.valueStream = newValue }
  }
  /// A stream that emits the rotation velocity (radians per second) when the gesture ends.
  public var velocityStream: MotionObservable<Double>
  /// The gesture recognizer that drives this interaction.
  public var gestureRecognizer: RotationGestureRecognizer { drive.recognizer }
  /// Whether the interaction reacts to twists. Writing it sets the recognizer's
  /// ``GestureRecognizer/isEnabled``.
  public var enabled: ReactiveProperty<Bool> { drive.enabled }
  private var drive: GesturePropertyDrive<RotationGestureRecognizer, Double>

  /// Creates a Rotatable writing to `property`, recognising twists with `gestureRecognizer`, or
  /// with a new ``RotationGestureRecognizer`` attached to `containerElement` when none is given
  /// or the given one has no element.
  public init(
    property: ReactiveProperty<Double>,
    containerElement: Element,
    gestureRecognizer: RotationGestureRecognizer? = nil
  ) {
    drive = GesturePropertyDrive(
      property: property, host: containerElement, gestureRecognizer: gestureRecognizer,
      make: RotationGestureRecognizer.init, gestureOperator: { $0.rotated(from: property) })
    velocityStream = gestureSource(drive.recognizer).velocityOnRelease()
  }

  /// Creates a Rotatable that rotates `element` (its ``Element/rotationProperty``); the
  /// recognizer is chosen as in ``init(property:containerElement:gestureRecognizer:)``.
  public convenience init(
    element: Element,
    containerElement: Element,
    gestureRecognizer: RotationGestureRecognizer? = nil
  ) {
    self.init(
      property: element.rotationProperty, containerElement: containerElement,
      gestureRecognizer: gestureRecognizer)
  }

  /// `.active` while the twist is began/changed, `.atRest` otherwise. Replays the current state,
  /// then emits every change; the `state` channel mirrors the values.
  public var state: MotionObservable<MotionState> { drive.state }

  /// Writes ``valueStream`` to ``property`` through `runtime`.
  public func connect(with runtime: MotionRuntime) {
    drive.connect(with: runtime)
  }
}
