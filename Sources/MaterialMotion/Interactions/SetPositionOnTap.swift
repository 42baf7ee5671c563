/// Writes the location of every recognised tap, in the container's coordinates, to a `Point`
/// property (e.g. an element's ``Element/positionProperty`` or a spring's
/// ``Spring/destination``).
///
/// ```swift
/// runtime.connect(SetPositionOnTap(property: spring.destination, containerElement: root))
/// ```
///
/// - Taps are recognised by ``gestureRecognizer``: the one given, or a new
///   ``TapGestureRecognizer`` attached to the container (a given recognizer that has no element is
///   attached to the container too). A recognizer the interaction attached is detached when the
///   runtime goes away.
/// - ``valueStream`` emits the tap's location (``GestureRecognizer/location(in:)`` in
///   ``containerElement``) when a tap is recognised, and nothing for failed taps.
/// - Connecting writes ``valueStream`` to ``property``.
///
/// Togglable: writing ``enabled`` enables or disables the recognizer.
///
/// State: each recognised tap is momentary: `.active` then `.atRest` (replayed on subscription:
/// `.atRest`). ``valueStream``'s `state` channel sends `state(.active)`, the location,
/// `state(.atRest)` for each tap, and the runtime writes that to ``property``.
@MainActor
public final class SetPositionOnTap: Interaction, @MainActor Togglable, @MainActor Stateful {
  /// The property the tap locations are written to.
  public var property: ReactiveProperty<Point> { drive.property }
  /// The element whose coordinates the locations are in.
  public let containerElement: Element
  /// A stream that emits the location of each recognised tap.
  public var valueStream: MotionObservable<Point> {
    get { drive.valueStream }
    set { drive.valueStream = newValue }
  }
  /// The gesture recognizer that drives this interaction.
  public var gestureRecognizer: TapGestureRecognizer { drive.recognizer }
  /// Whether the interaction reacts to taps. Writing it sets the recognizer's
  /// ``GestureRecognizer/isEnabled``.
  public var enabled: ReactiveProperty<Bool> { drive.enabled }
  private var drive: GesturePropertyDrive<TapGestureRecognizer, Point>

  /// Creates an interaction writing tap locations in `containerElement`'s coordinates to
  /// `property`, recognising taps with `gestureRecognizer`, or with a new
  /// ``TapGestureRecognizer`` attached to `containerElement` when none is given or the given one
  /// has no element.
  public init(
    property: ReactiveProperty<Point>,
    containerElement: Element,
    gestureRecognizer: TapGestureRecognizer? = nil
  ) {
    self.containerElement = containerElement
    drive = GesturePropertyDrive(
      property: property, host: containerElement, gestureRecognizer: gestureRecognizer,
      make: TapGestureRecognizer.init
    ) { source in
      source.whenRecognitionState(is: .recognized).centroid(in: containerElement)
    }
  }

  /// `.active` then `.atRest` for each recognised tap; `.atRest` otherwise. Replays the current
  /// state, then emits every change; the `state` channel mirrors the values.
  public var state: MotionObservable<MotionState> { drive.state }

  /// Writes ``valueStream`` to ``property`` through `runtime`.
  public func connect(with runtime: MotionRuntime) {
    drive.connect(with: runtime)
  }
}
