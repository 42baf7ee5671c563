/// Writes a transition direction when a drag is released fast enough along one axis: the fling
/// that decides whether a dismissal completes or the presentation returns.
///
/// ```swift
/// let direction = ReactiveProperty(TransitionDirection.forward)
/// runtime.connect(ChangeDirection(property: direction, gestureRecognizer: pan,
///                                 whenPositive: .backward, whenNegative: .forward))
/// ```
///
/// When the drag ends, its release velocity along ``axis`` (points per second, in
/// ``containerElement``'s coordinates) is compared with ±``minimumVelocity``: below
/// `-minimumVelocity` writes ``whenNegative``, above `+minimumVelocity` writes ``whenPositive``,
/// anything in between writes nothing. A cancelled drag writes nothing. The original library's
/// defaults: the vertical axis, 100 pt/s, and `.backward` for both signs (a fling either way
/// dismisses).
///
/// The recognizer is the one driving the transition (it is not created, attached or detached
/// here).
///
/// State: ``valueStream`` forwards the drag's state, and the runtime writes it to ``property``.
@MainActor
public final class ChangeDirection: Interaction {
  /// The property the direction is written to.
  public let property: ReactiveProperty<TransitionDirection>
  /// The drag whose release decides the direction.
  public let gestureRecognizer: PanGestureRecognizer
  /// The element whose coordinates the velocity is measured in (`nil`: the window's).
  public let containerElement: Element?
  /// The axis the velocity is read along.
  public let axis: Axis
  /// The speed (points per second) a release must exceed to change the direction; read at each
  /// release (its sign is ignored).
  public let minimumVelocity: ReactiveProperty<Double>
  /// The direction written for a release faster than ``minimumVelocity`` towards negative
  /// values (up or left).
  public let whenNegative: TransitionDirection
  /// The direction written for a release faster than ``minimumVelocity`` towards positive
  /// values (down or right).
  public let whenPositive: TransitionDirection
  /// The directions to write, one per fast enough release; replace it to add operators before
  /// connecting.
  public var valueStream: MotionObservable<TransitionDirection>

  /// Creates the interaction; see the type's description for the defaults.
  public init(
    property: ReactiveProperty<TransitionDirection>,
    gestureRecognizer: PanGestureRecognizer,
    containerElement: Element? = nil,
    axis: Axis = .y,
    minimumVelocity: Double = 100,
    whenNegative: TransitionDirection = .backward,
    whenPositive: TransitionDirection = .backward
  ) {
    self.property = property
    self.gestureRecognizer = gestureRecognizer
    self.containerElement = containerElement
    self.axis = axis
    let minimum = ReactiveProperty(minimumVelocity)
    self.minimumVelocity = minimum
    self.whenNegative = whenNegative
    self.whenPositive = whenPositive
    valueStream = gestureSource(gestureRecognizer)
      .velocityOnRelease(in: containerElement)
      ._nextOperator { (velocity: Point, emit: (TransitionDirection) -> Void) in
        let speed = axis.component(of: velocity)
        let minimum = abs(minimum.value)
        if speed < -minimum { emit(whenNegative) } else if speed > minimum { emit(whenPositive) }
      }
  }

  /// Writes ``valueStream`` to ``property`` through `runtime`.
  public func connect(with runtime: MotionRuntime) {
    runtime.connect(valueStream, to: property)
  }
}
