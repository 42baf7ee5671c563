/// Feeds the translation of a drag, added to the property's position when the drag began, to a
/// `Point` property (usually an element's ``Element/positionProperty``), optionally resisting
/// movement outside a perimeter like a rubber band.
///
/// ```swift
/// let draggable = Draggable(element: box, containerElement: root)
/// draggable.resistance.perimeter.value = root.bounds
/// runtime.connect(draggable)
/// ```
///
/// - The drag is recognised by ``gestureRecognizer``: the one given, or a new
///   ``PanGestureRecognizer`` attached to the dragged element (``init(element:containerElement:gestureRecognizer:)``)
///   or to the container (``init(property:containerElement:gestureRecognizer:)``); a given
///   recognizer that has no element is attached the same way. A recognizer the interaction
///   attached is detached when the runtime goes away.
/// - Translation is measured in ``containerElement``'s coordinates, which should be the space of
///   the position (the dragged element's parent).
/// - ``valueStream`` is `translation(addedTo: property, in: containerElement)` followed by the
///   ``resistance`` (read at every value, so changing it takes effect at once); it emits while the
///   drag is began/changed and nothing at the end. ``velocityStream`` (also ``finalVelocity``)
///   emits the drag velocity in points per second, in the container's coordinates, when the drag
///   ends normally (not when it is cancelled).
/// - Connecting writes ``valueStream`` to ``property`` (values and state).
///
/// Togglable: writing ``enabled`` enables or disables the recognizer; disabling it during a drag
/// cancels the drag: the property returns to the position it had when the drag began
/// (as for any cancelled drag) and reports at rest.
///
/// State (``Manipulation``): `.active` while the drag is began/changed, `.atRest` otherwise;
/// replayed on subscription, then every change. ``valueStream`` carries the same state on its
/// `state` channel, which the runtime writes to ``property``.
@MainActor
public final class Draggable: Interaction, @MainActor Togglable, @MainActor Manipulation {
  /// Rubber-band resistance outside a perimeter: positions outside ``perimeter`` are pulled back
  /// toward it and never get more than ``maxLength`` points beyond it (see
  /// ``MotionObservableConvertible/rubberBanded(outsideOf:maxLength:)-(Rect,_)``).
  public final class Resistance {
    /// The rectangle, in the position's coordinates, inside which the position moves freely.
    /// ``Rect/null`` (the default) turns resistance off.
    public let perimeter = ReactiveProperty(Rect.null)
    /// The farthest, in points, the position can go beyond the perimeter. Default 48.
    public let maxLength = ReactiveProperty(48.0)

    /// Creates resistance that is off (null perimeter, maximum length 48).
    public init() {}
  }

  /// The property to which the value stream is expected to write.
  public var property: ReactiveProperty<Point> { drive.property }
  /// The element whose coordinates the translation and velocities are measured in.
  public let containerElement: Element
  /// A stream that emits the positions to be written to the property.
  public var valueStream: MotionObservable<Point> {
    get { drive.valueStream }
    set { drive.valueStream = newValue }
  }
  /// A stream that emits the drag velocity (points per second, container coordinates) when the
  /// drag ends normally.
  public var velocityStream: MotionObservable<Point>
  /// The gesture recognizer that drives this interaction.
  public var gestureRecognizer: PanGestureRecognizer { drive.recognizer }
  /// The rubber-band resistance applied by ``valueStream`` (off by default).
  public let resistance = Resistance()
  /// Whether the interaction reacts to drags. Writing it sets the recognizer's
  /// ``GestureRecognizer/isEnabled``.
  public var enabled: ReactiveProperty<Bool> { drive.enabled }
  private var drive: GesturePropertyDrive<PanGestureRecognizer, Point>

  /// Creates a Draggable writing to `property`, recognising drags with `gestureRecognizer`, or
  /// with a new ``PanGestureRecognizer`` attached to `containerElement` when none is given or the
  /// given one has no element.
  public convenience init(
    property: ReactiveProperty<Point>,
    containerElement: Element,
    gestureRecognizer: PanGestureRecognizer? = nil
  ) {
    self.init(
      property: property, containerElement: containerElement, host: containerElement,
      gestureRecognizer: gestureRecognizer)
  }

  /// Creates a Draggable that moves `element` (its ``Element/positionProperty``) when it is
  /// dragged: a new recognizer (or a given one without an element) is attached to `element`
  /// itself. `containerElement` is the space of the translation: the element's parent.
  public convenience init(
    element: Element,
    containerElement: Element,
    gestureRecognizer: PanGestureRecognizer? = nil
  ) {
    self.init(
      property: element.positionProperty, containerElement: containerElement, host: element,
      gestureRecognizer: gestureRecognizer)
  }

  private init(
    property: ReactiveProperty<Point>,
    containerElement: Element,
    host: Element,
    gestureRecognizer: PanGestureRecognizer?
  ) {
    self.containerElement = containerElement
    let perimeter = resistance.perimeter
    let maxLength = resistance.maxLength
    drive = GesturePropertyDrive(
      property: property, host: host, gestureRecognizer: gestureRecognizer,
      make: PanGestureRecognizer.init
    ) { source in
      source.translation(addedTo: property, in: containerElement)._map { position in
        rubberBand(position, outsideOf: perimeter.value, maxLength: maxLength.value)
      }
    }
    velocityStream = gestureSource(drive.recognizer).velocityOnRelease(in: containerElement)
  }

  /// The release velocity: the same stream as ``velocityStream``. Connect it to a spring's
  /// ``Spring/initialVelocity`` to toss what was dragged.
  public var finalVelocity: MotionObservable<Point> { velocityStream }

  /// `.active` while the drag is began/changed, `.atRest` otherwise. Replays the current state,
  /// then emits every change; the `state` channel mirrors the values.
  public var state: MotionObservable<MotionState> { drive.state }

  /// Writes ``valueStream`` to ``property`` through `runtime`.
  public func connect(with runtime: MotionRuntime) {
    drive.connect(with: runtime)
  }
}
