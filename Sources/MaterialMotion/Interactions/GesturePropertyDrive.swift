/// The working parts of a gesture interaction that drives one property through its gesture
/// recognizer and a gesture operator: ``Rotatable``, ``Scalable``, ``Draggable`` and
/// ``SetPositionOnTap`` each hold one and forward their public properties to it.
///
/// - The recognizer is held through a ``GestureAttachment`` (the given one, or a new one from
///   `make`, attached to the host when it has no element; see there for detaching).
/// - ``valueStream`` is what the interaction's operator makes of the recognizer's
///   ``gestureSource(_:)``; it stays settable, and ``connect(with:)`` writes whatever it holds then.
/// - ``enabled`` switches the recognizer on and off.
/// - ``state`` is the gesture's (``gestureMotionState(_:)``).
///
/// Everything here runs when the interaction is created or connected, nothing per event: the
/// streams are built once, and the operator is a closure called once, in the initialiser.
@MainActor
struct GesturePropertyDrive<Recognizer: GestureRecognizer, Value> {
  /// The property ``connect(with:)`` writes ``valueStream`` to.
  let property: ReactiveProperty<Value>
  /// The stream written to ``property`` (replaceable, e.g. by a visualizing copy of itself).
  var valueStream: MotionObservable<Value>
  /// Whether the recognizer reacts: writes set its ``GestureRecognizer/isEnabled``.
  let enabled: ReactiveProperty<Bool>
  private let attachment: GestureAttachment<Recognizer>

  /// Holds `gestureRecognizer` (or a new recognizer from `make`), attaching it to `host` when it
  /// has no element, and makes ``valueStream`` by applying `gestureOperator` to its gesture
  /// source.
  init(
    property: ReactiveProperty<Value>,
    host: Element,
    gestureRecognizer: Recognizer?,
    make: () -> Recognizer,
    gestureOperator: (MotionObservable<Recognizer>) -> MotionObservable<Value>
  ) {
    self.property = property
    attachment = GestureAttachment(gestureRecognizer, host: host, make: make)
    valueStream = gestureOperator(gestureSource(attachment.recognizer))
    enabled = recognizerEnabledProperty([attachment.recognizer])
  }

  /// The recognizer that drives the property.
  var recognizer: Recognizer { attachment.recognizer }

  /// `.active` while the gesture is began/changed (a recognised tap: `.active` then `.atRest`),
  /// `.atRest` otherwise; replayed on subscription, then every change.
  var state: MotionObservable<MotionState> { gestureMotionState(attachment.recognizer) }

  /// Applies ``enabled`` to the recognizer, keeps it attached while `runtime` lives, and writes
  /// ``valueStream`` (values and state) to ``property`` through `runtime`.
  func connect(with runtime: MotionRuntime) {
    attachment.connect(with: runtime, enabled: enabled.value)
    runtime.connect(valueStream, to: property)
  }
}
