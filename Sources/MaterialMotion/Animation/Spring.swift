/// A physical spring that pulls values toward a ``destination``, frame by frame on a
/// ``FrameClock``.
///
/// The motion is the closed-form solution of a damped harmonic oscillator (see
/// ``DampedHarmonicOscillator`` and ``SpringSolution``): every emitted value is exactly the
/// analytic position at that frame's time, in the under-, critically- and over-damped regimes
/// alike. The defaults are stiffness 342, damping 30, mass 1.
///
/// **Connecting.** A spring drives any number of targets; each connection (``stream(for:)``,
/// ``stream(startingFrom:)`` or ``connect(to:)``) runs its own independent simulation that follows
/// the spring's reactive configuration. While connected and ``enabled``:
/// - When the connection is made, when ``destination`` is written, and when the spring is
///   re-enabled, a run starts from the target's current value with the pending
///   ``initialVelocity``. A velocity written to ``initialVelocity`` is used by the next run that
///   starts from rest, once per connection; runs after it start from rest with zero velocity.
/// - A run sends `state(.active)` when it starts and emits the spring's position on every frame
///   from the next tick on (nothing is emitted at the start itself). When the displacement from the destination
///   and the velocity are both at most the thresholds (``threshold`` and ``velocityThreshold``), it
///   emits the **exact** destination and ends.
/// - Writing ``destination``, ``stiffness``, ``damping`` or ``mass`` during a run starts a new
///   solution from the current position **and** current velocity, so the motion stays continuous.
/// - A run that would start already settled does nothing if the target is exactly at the
///   destination, and otherwise jumps: `state(.active)`, the destination, `state(.atRest)`.
///   Invalid parameters (see ``DampedHarmonicOscillator/isValid``) jump to the destination too.
/// - Disabling stops a run where it is (no further value) and sends `state(.atRest)`; while
///   disabled nothing reacts or emits. Re-enabling starts a run toward the current destination.
///
/// **State.** A connection's `state` channel sends `state(.active)` before the first value of a run
/// and `state(.atRest)` after the final value; a retarget does not repeat `state(.active)`. The
/// spring's own ``state`` is the aggregate of all its connections.
///
/// **Cost and memory.** A connection observes the clock only while it runs: when every spring is
/// at rest, `clock.hasFrameObservers` is false. Connections do not retain the spring (only its
/// properties); a running connection is held by the clock until it comes to rest, is disabled or
/// is disconnected. Unsubscribing a connection releases everything it held.
///
/// **Time.** A run starts at `clock.now` (the time of the last tick) and its value at a frame is the
/// solution at `frame time − start time`. If the clock may be stale when a run starts (a render
/// loop that stops ticking while nothing animates), pass a finite ``maximumFirstFrameInterval``:
/// the first frame of a run then advances at most that much, so the spring does not jump.
public final class Spring<T: VectorArithmetic>: Togglable, Stateful {
  /// The value the spring pulls toward. Writing it starts or retargets the runs of every
  /// connection.
  public let destination: ReactiveProperty<T>
  /// The velocity, in value units per second, that the next run starting from rest begins with.
  /// Each connection uses a written velocity once. Writing it does not start a run.
  public let initialVelocity: ReactiveProperty<T>
  /// The spring constant (default 342). Changes apply at once to runs in progress.
  public let stiffness: ReactiveProperty<Double>
  /// The damping coefficient (default 30). Changes apply at once to runs in progress.
  public let damping: ReactiveProperty<Double>
  /// The moving mass (default 1). Changes apply at once to runs in progress.
  public let mass: ReactiveProperty<Double>
  /// Whether the spring reacts and emits (default `true`).
  public let enabled: ReactiveProperty<Bool>
  /// The largest distance from the destination, in value units, at which the spring may come to
  /// rest.
  public let threshold: Double
  /// The largest speed, in value units per second, at which the spring may come to rest.
  public let velocityThreshold: Double
  /// The most time, in seconds, the first frame of a run advances it (`.infinity`: no limit).
  public let maximumFirstFrameInterval: Double
  /// The clock the spring runs on.
  public let clock: FrameClock
  /// The timeline the spring's runs follow instead of ``clock`` (nil: none), read
  /// when a stream is made: a transition paused and scrubbed by hand (see ``Timeline``).
  public var timeline: Timeline?
  private let aggregate = AggregateMotionState()
  /// The connections made so far, for ``checkpoint()`` (weakly: a connection lives as long as
  /// its subscription).
  var connections: [WeakSpringConnection<T>] = []

  /// Creates a spring toward `destination` running on `clock`.
  ///
  /// - Parameters:
  ///   - destination: the initial ``destination``.
  ///   - initialVelocity: the initial ``initialVelocity`` (value units per second).
  ///   - stiffness: the initial ``stiffness``.
  ///   - damping: the initial ``damping``.
  ///   - mass: the initial ``mass``.
  ///   - threshold: the rest distance (value units, default 0.001).
  ///   - velocityThreshold: the rest speed (value units per second); `nil` means `threshold` per
  ///     second.
  ///   - maximumFirstFrameInterval: the most time the first frame of a run advances it (default
  ///     no limit).
  ///   - clock: the clock that drives the spring.
  public init(
    to destination: T, initialVelocity: T = .zero, stiffness: Double = 342,
    damping: Double = 30, mass: Double = 1, threshold: Double = 0.001,
    velocityThreshold: Double? = nil, maximumFirstFrameInterval: Double = .infinity,
    clock: FrameClock
  ) {
    precondition(threshold >= 0, "Spring threshold must not be negative")
    precondition(
      maximumFirstFrameInterval > 0, "Spring maximumFirstFrameInterval must be positive")
    self.destination = ReactiveProperty(destination)
    self.initialVelocity = ReactiveProperty(initialVelocity)
    self.stiffness = ReactiveProperty(stiffness)
    self.damping = ReactiveProperty(damping)
    self.mass = ReactiveProperty(mass)
    self.enabled = ReactiveProperty(true)
    self.threshold = threshold
    self.velocityThreshold = velocityThreshold ?? threshold
    self.maximumFirstFrameInterval = maximumFirstFrameInterval
    self.clock = clock
  }

  /// Whether any connection of the spring is running: `.active` from the start of the first run
  /// until every connection has come to rest. Replays the current state on subscription, then
  /// emits on every change.
  public var state: MotionObservable<MotionState> { aggregate.state }

  /// The current aggregate state of the spring's connections.
  public var currentState: MotionState { aggregate.currentState }

  /// The spring's current physics, read from ``stiffness``, ``damping`` and ``mass``.
  public var oscillator: DampedHarmonicOscillator {
    DampedHarmonicOscillator(stiffness: stiffness.value, damping: damping.value, mass: mass.value)
  }

  /// A stream of the positions of the spring driving `property`: each subscription is an
  /// independent simulation that starts its runs from `property`'s current value. The stream does
  /// not write `property`; whoever subscribes does (see ``connect(to:)``).
  ///
  /// State: `state(.active)` before the first value of a run, the exact destination then
  /// `state(.atRest)` at its end (see ``Spring``).
  public func stream(for property: ReactiveProperty<T>) -> MotionObservable<T> {
    stream(startingFrom: { property.value })
  }

  /// A stream of the positions of the spring, whose runs start from the value `currentValue`
  /// returns when they start. Each subscription is an independent simulation.
  ///
  /// State: as for ``stream(for:)``.
  public func stream(startingFrom currentValue: @escaping () -> T) -> MotionObservable<T> {
    let configuration = SpringConnection<T>.Configuration(
      destination: destination, initialVelocity: initialVelocity, stiffness: stiffness,
      damping: damping, mass: mass, threshold: threshold, velocityThreshold: velocityThreshold,
      maximumFirstFrameInterval: maximumFirstFrameInterval)
    let clock = self.clock
    let timeline = self.timeline
    return SpringConnection.stream(enabled: enabled, aggregate: aggregate) { [weak self] observer in
      let connection = SpringConnection(
        configuration: configuration, clock: clock, timeline: timeline, currentValue: currentValue,
        observer: observer)
      self?.register(connection)
      return connection
    }
  }
}
