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
  public let property: ReactiveProperty<Point>
  /// The element whose coordinates the locations are in.
  public let containerElement: Element
  /// A stream that emits the location of each recognised tap.
  public var valueStream: MotionObservable<Point>
  /// The gesture recognizer that drives this interaction.
  public let gestureRecognizer: TapGestureRecognizer
  /// Whether the interaction reacts to taps. Writing it sets the recognizer's
  /// ``GestureRecognizer/isEnabled``.
  public let enabled: ReactiveProperty<Bool>
  private let attachment: GestureAttachment<TapGestureRecognizer>

  /// Creates an interaction writing tap locations in `containerElement`'s coordinates to
  /// `property`, recognising taps with `gestureRecognizer`, or with a new
  /// ``TapGestureRecognizer`` attached to `containerElement` when none is given or the given one
  /// has no element.
  public init(
    property: ReactiveProperty<Point>,
    containerElement: Element,
    gestureRecognizer: TapGestureRecognizer? = nil
  ) {
    self.property = property
    self.containerElement = containerElement
    attachment = GestureAttachment(gestureRecognizer, host: containerElement) {
      TapGestureRecognizer()
    }
    self.gestureRecognizer = attachment.recognizer
    valueStream = gestureSource(attachment.recognizer)
      .whenRecognitionState(is: .recognized)
      .centroid(in: containerElement)
    enabled = recognizerEnabledProperty([attachment.recognizer])
  }

  /// `.active` then `.atRest` for each recognised tap; `.atRest` otherwise. Replays the current
  /// state, then emits every change; the `state` channel mirrors the values.
  public var state: MotionObservable<MotionState> { gestureMotionState(gestureRecognizer) }

  /// Writes ``valueStream`` to ``property`` through `runtime`.
  public func connect(with runtime: MotionRuntime) {
    attachment.connect(with: runtime, enabled: enabled.value)
    runtime.connect(valueStream, to: property)
  }
}
