/// An animation that moves values through keyframes over a fixed duration, frame by frame on a
/// ``FrameClock``.
///
/// **Timing** (Core Animation's model). After ``delay`` seconds, one iteration plays ``values``
/// forward in ``duration`` seconds (and back again in another ``duration`` if ``autoreverses``).
/// ``repeatCount`` iterations play: fractions allowed, `.infinity` forever, 0 or less means once.
/// - One value: the tween runs from the target's value at the moment the animation begins (after
///   the delay) to that value.
/// - Several values: keyframes, the first one reached at the start. ``offsets`` gives each
///   keyframe's position in 0...1 (non-decreasing, one per value); when empty or invalid the
///   keyframes are evenly spaced.
/// - ``timingFunctions`` gives the easing of each segment between consecutive keyframes; when there
///   are fewer than segments the last one is reused; empty means ``Easing/easeInOut``.
///
/// **Connecting.** A tween drives any number of targets, each with its own run. While connected and
/// ``enabled``, a run starts when the connection is made, when ``values`` or ``offsets`` is
/// written (a run in progress restarts from the beginning, from the target's current value) and
/// when the tween is re-enabled. The other settings are read when a run starts. During the delay
/// nothing is emitted; then the value is emitted on every frame, and the run ends with the
/// **exact** final value (the last keyframe; the first one when auto-reversing). A run whose
/// total time is zero jumps: `state(.active)`, the final value, `state(.atRest)`. Empty
/// ``values`` stop a run and start nothing. Disabling stops a run where it is (no further value)
/// and sends `state(.atRest)`; while disabled nothing reacts or emits.
///
/// **State.** A connection's `state` channel sends `state(.active)` when a run starts (the delay
/// counts as active) and `state(.atRest)` after the final value; a restart does not repeat
/// `state(.active)`. The tween's own ``state`` is the aggregate of all its connections.
///
/// **Cost, memory and time** work as for ``Spring``: frames are observed only while running,
/// connections do not retain the tween, values depend only on `frame time − start time`, and
/// ``maximumFirstFrameInterval`` can limit how far the first frame of a run advances it.
public final class Tween<T: VectorArithmetic>: Togglable, Stateful {
  /// The seconds one pass through the keyframes lasts. Read when a run starts.
  public let duration: ReactiveProperty<Double>
  /// The seconds to wait before the animation begins. Read when a run starts.
  public let delay: ReactiveProperty<Double>
  /// The target value (one value) or the keyframes (several). Writing it (re)starts the runs.
  public let values: ReactiveProperty<[T]>
  /// The position in 0...1 of each keyframe; empty means evenly spaced. Writing it (re)starts the
  /// runs.
  public let offsets: ReactiveProperty<[Double]>
  /// The easing of each segment (default `[.easeInOut]`). Read when a run starts.
  public let timingFunctions: ReactiveProperty<[Easing]>
  /// How many iterations play (default 0, meaning once). Read when a run starts.
  public let repeatCount: ReactiveProperty<Double>
  /// Whether each iteration plays back after playing forward (default `false`). Read when a run
  /// starts.
  public let autoreverses: ReactiveProperty<Bool>
  /// Whether the tween reacts and emits (default `true`).
  public let enabled: ReactiveProperty<Bool>
  /// The most time, in seconds, the first frame of a run advances it (`.infinity`: no limit).
  public let maximumFirstFrameInterval: Double
  /// The clock the tween runs on.
  public let clock: FrameClock
  /// The timeline the tween's runs follow instead of ``clock`` (nil: none), read
  /// when a stream is made: a transition paused and scrubbed by hand (see ``Timeline``).
  public var timeline: Timeline?
  private let aggregate = AggregateMotionState()

  /// Creates a tween running on `clock`. See the properties for the meaning of each argument.
  public init(
    duration: Double, values: [T], delay: Double = 0, offsets: [Double] = [],
    timingFunctions: [Easing] = [.easeInOut], repeatCount: Double = 0, autoreverses: Bool = false,
    maximumFirstFrameInterval: Double = .infinity, clock: FrameClock
  ) {
    precondition(maximumFirstFrameInterval > 0, "Tween maximumFirstFrameInterval must be positive")
    self.duration = ReactiveProperty(duration)
    self.delay = ReactiveProperty(delay)
    self.values = ReactiveProperty(values)
    self.offsets = ReactiveProperty(offsets)
    self.timingFunctions = ReactiveProperty(timingFunctions)
    self.repeatCount = ReactiveProperty(repeatCount)
    self.autoreverses = ReactiveProperty(autoreverses)
    self.enabled = ReactiveProperty(true)
    self.maximumFirstFrameInterval = maximumFirstFrameInterval
    self.clock = clock
  }

  /// Whether any connection of the tween is running. Replays the current state on subscription,
  /// then emits on every change.
  public var state: MotionObservable<MotionState> { aggregate.state }

  /// The current aggregate state of the tween's connections.
  public var currentState: MotionState { aggregate.currentState }

  /// A stream of the tween's values for `property`: each subscription is an independent run whose
  /// single-value tweens start from `property`'s current value. The stream does not write
  /// `property`; whoever subscribes does (see ``connect(to:)``).
  ///
  /// State: `state(.active)` when a run starts, the exact final value then `state(.atRest)` at its
  /// end (see ``Tween``).
  public func stream(for property: ReactiveProperty<T>) -> MotionObservable<T> {
    stream(startingFrom: { property.value })
  }

  /// A stream of the tween's values whose single-value tweens start from the value `currentValue`
  /// returns when the animation begins. Each subscription is an independent run.
  ///
  /// State: as for ``stream(for:)``.
  public func stream(startingFrom currentValue: @escaping () -> T) -> MotionObservable<T> {
    let configuration = TweenConnection<T>.Configuration(
      values: values, offsets: offsets, timingFunctions: timingFunctions, duration: duration,
      delay: delay, repeatCount: repeatCount, autoreverses: autoreverses,
      maximumFirstFrameInterval: maximumFirstFrameInterval)
    let clock = self.clock
    let timeline = self.timeline
    return TweenConnection.stream(enabled: enabled, aggregate: aggregate) { observer in
      TweenConnection(
        configuration: configuration, clock: clock, timeline: timeline, currentValue: currentValue,
        observer: observer)
    }
  }
}
