/// A tween between the two sides of a transition: it plays ``forwardValues`` while ``direction``
/// is `.forward` and the same keyframes backwards while it is `.backward` (values reversed, key
/// positions mirrored to `1 − p`, easings reversed), waiting ``delayBefore`` seconds before a
/// forward run and ``delayAfter`` before a backward one (the reference library's behaviour).
///
/// With two values (one side and the other, the common case) a run goes from wherever the value
/// is to the other side, so a direction written mid-flight turns the value round where it is: no
/// jump. With more keyframes a reversal starts the reversed keyframes from their first (a jump if
/// the value was elsewhere); a ``TransitionSpring`` reverses more naturally.
///
/// Connecting to a property first writes to it the first value of the current direction, then
/// runs the tween; each direction change restarts the runs in progress.
///
/// State: the tween's (``Tween``): `.active` while any connection runs.
public final class TransitionTween<T: VectorArithmetic>: PropertyInteraction {
  /// The keyframes of a forward run, from the backward side to the forward side.
  public let forwardValues: [T]
  /// The key positions of a forward run (empty: evenly spaced).
  public let forwardKeyPositions: [Double]
  /// The easings of a forward run's segments.
  public let forwardEasings: [Easing]
  /// The direction followed.
  public let direction: ReactiveProperty<TransitionDirection>
  /// Seconds before a forward run.
  public let delayBefore: Double
  /// Seconds before a backward run.
  public let delayAfter: Double
  /// The tween that runs, reconfigured for each direction (its duration, timeline and enabling
  /// are yours).
  public let tween: Tween<T>
  private var subscription: Subscription?

  /// Creates a transition tween of `forwardValues` (at least one) lasting `duration` seconds,
  /// following `direction`, on `clock`.
  public init(
    duration: Double, forwardValues: [T], direction: ReactiveProperty<TransitionDirection>,
    delayBefore: Double = 0, delayAfter: Double = 0, forwardKeyPositions: [Double] = [],
    easings: [Easing] = [.easeInOut], clock: FrameClock
  ) {
    precondition(!forwardValues.isEmpty, "TransitionTween needs at least one value")
    self.forwardValues = forwardValues
    self.forwardKeyPositions = forwardKeyPositions
    forwardEasings = easings
    self.direction = direction
    self.delayBefore = delayBefore
    self.delayAfter = delayAfter
    tween = Tween(duration: duration, values: [forwardValues[0]], clock: clock)
    subscription = direction.asStream().subscribeToValue { [weak self] in self?.configure(for: $0) }
  }

  deinit { subscription?.unsubscribe() }

  /// The keyframes a run in `direction` plays.
  public func values(for direction: TransitionDirection) -> [T] {
    direction == .forward ? forwardValues : forwardValues.reversed()
  }

  /// Sets the tween up for `direction`; writing the values last restarts the runs once.
  private func configure(for direction: TransitionDirection) {
    let forward = direction == .forward
    tween.delay.value = forward ? delayBefore : delayAfter
    let easings = forward ? forwardEasings : forwardEasings.reversed().map(\.reversed)
    tween.timingFunctions.value = easings
    let values = self.values(for: direction)
    if values.count == 2 {
      tween.offsets.value = []
      tween.values.value = [values[1]]
    } else {
      tween.offsets.value =
        forward ? forwardKeyPositions : forwardKeyPositions.reversed().map { 1 - $0 }
      tween.values.value = values
    }
  }

  /// Whether the tween reacts (the tween's ``Tween/enabled``).
  public var enabled: ReactiveProperty<Bool> { tween.enabled }
  /// Whether any connection runs.
  public var state: MotionObservable<MotionState> { tween.state }

  /// A stream of the tween's values for `property`; subscribing first writes the current
  /// direction's first value to `property`.
  ///
  /// State: the tween's.
  public func stream(for property: ReactiveProperty<T>) -> MotionObservable<T> {
    let tween = self.tween
    let direction = self.direction
    let forwardValues = self.forwardValues
    return MotionObservable { observer in
      property.value = direction.value == .forward ? forwardValues[0] : forwardValues.last!
      return tween.stream(for: property).subscribe(observer: observer).unsubscribe
    }
  }
}
