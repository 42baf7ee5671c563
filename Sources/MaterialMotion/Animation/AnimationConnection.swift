/// The shared machinery of one connection of a frame-driven animation (a ``Spring`` or a ``Tween``)
/// to one target: enabling and disabling, the frame observer, the `state` channel and membership in
/// the animation's aggregate state, the start value of a run (``currentValue``) and the measure of
/// its time (``runTime()``).
///
/// A subclass configures itself in its initialiser (subscribing with ``observe(_:onChange:)``) and
/// overrides ``start()``, ``frame(at:)`` and ``cancelRun()``; its animation makes one connection
/// per subscription with ``stream(enabled:aggregate:connect:)``, which calls
/// ``finishConnecting(enabled:aggregate:)``.
///
/// Reentrancy: observers may react to any emission by writing the animation's properties (which
/// can start, retarget or stop a run) or by disconnecting. Every emission is therefore followed by
/// a check of ``generation``, which changes whenever a run starts, stops or is replaced; code
/// that finds the generation changed returns without emitting anything more.
///
/// Ownership: the connection holds the properties it observes and, while a run is in progress, the
/// clock holds the connection (through the frame observer). Nothing here holds the animation
/// object itself. ``disconnect()`` breaks every link.
class AnimationConnection<T> {
  let clock: FrameClock
  /// The timeline runs follow instead of the clock, if any (see ``Timeline``).
  let timeline: Timeline?
  /// The target's current value, read where a run starts from it.
  let currentValue: () -> T
  private let maximumFirstFrameInterval: Double
  private let observer: MotionObserver<T>
  private let runState = ReactiveProperty(MotionState.atRest)
  private var subscriptions: [Subscription] = []
  private var frameSubscription: Subscription?
  private var memberSubscription: Subscription?
  private var isConnecting = true
  private(set) var isConnected = true
  private(set) var isEnabled = false
  /// Whether `state(.active)` was sent and `state(.atRest)` not yet.
  private(set) var isActive = false
  /// Changes whenever a run starts, ends or is replaced.
  private(set) var generation = 0

  /// Creates a connection running on `clock` that emits to `observer`, whose runs read the
  /// target's value with `currentValue` and advance at most `maximumFirstFrameInterval` on their
  /// first frame.
  init(
    clock: FrameClock, timeline: Timeline? = nil, currentValue: @escaping () -> T,
    maximumFirstFrameInterval: Double, observer: MotionObserver<T>
  ) {
    self.clock = clock
    self.timeline = timeline
    self.currentValue = currentValue
    self.maximumFirstFrameInterval = maximumFirstFrameInterval
    self.observer = observer
  }

  /// A stream each subscription of which is a new connection made by `connect` for the
  /// subscriber, which then joins `aggregate`, follows `enabled` (see
  /// ``finishConnecting(enabled:aggregate:)``) and is disconnected by unsubscribing.
  static func stream(
    enabled: ReactiveProperty<Bool>, aggregate: AggregateMotionState,
    connect: @escaping (MotionObserver<T>) -> AnimationConnection<T>
  ) -> MotionObservable<T> {
    MotionObservable { observer in
      let connection = connect(observer)
      connection.finishConnecting(enabled: enabled, aggregate: aggregate)
      return connection.disconnect
    }
  }

  /// Whether configuration changes should start or retarget a run now.
  var shouldReact: Bool { isConnected && isEnabled && !isConnecting }

  /// Subscribes to `property` for the lifetime of the connection. The current value is delivered
  /// at once (during connection, when ``shouldReact`` is false).
  func observe<U>(_ property: ReactiveProperty<U>, onChange: @escaping (U) -> Void) {
    subscriptions.append(property.asStream().subscribeToValue(onChange))
  }

  /// Subscribes to `enabled`, joins `aggregate` and, if enabled, starts the first run.
  func finishConnecting(enabled: ReactiveProperty<Bool>, aggregate: AggregateMotionState) {
    observe(enabled) { isEnabled in
      let wasEnabled = self.isEnabled
      self.isEnabled = isEnabled
      guard self.isConnected, !self.isConnecting, wasEnabled != isEnabled else { return }
      if isEnabled { self.start() } else { self.stop() }
    }
    memberSubscription = aggregate.add(state: runState)
    isConnecting = false
    if isEnabled { start() }
  }

  /// Starts (or restarts) a run. Subclasses override it and check ``shouldReact`` first.
  func start() {}

  /// Handles the frame at `time` while frames are requested. Subclasses override it.
  func frame(at time: Double) {}

  /// Forgets the run in progress, if any. Subclasses override it.
  func cancelRun() {}

  /// The elapsed time of a run that starts now: on the clock, or on the timeline (which begins
  /// if it has not yet).
  func runTime() -> AnimationTime {
    guard let timeline else {
      return AnimationTime(
        startingAt: clock.now, maximumFirstFrameInterval: maximumFirstFrameInterval)
    }
    timeline.begin()
    return AnimationTime(followingTimelineFrom: timeline.currentTime)
  }

  /// The time runs measure now: the timeline's time when following one, else the clock's.
  var now: Double { timeline?.currentTime ?? clock.now }

  /// Whether runs are held: they follow a paused timeline, so they take the values it is scrubbed
  /// to and do not finish.
  var isHeld: Bool { timeline?.paused.value == true }

  /// Begins a new generation and returns it.
  func newGeneration() -> Int {
    generation += 1
    return generation
  }

  /// Asks the clock for frames (idempotent): `onFrame` is called with each frame's time. A
  /// subclass passes `{ time in self.frame(at: time) }` written in its own (specialised) code, so
  /// that the per-frame call reaches its specialised `frame(at:)` directly instead of the generic
  /// one, which would look the type up at run time on every frame.
  func requestFrames(_ onFrame: @escaping (Double) -> Void) {
    guard frameSubscription == nil else { return }
    frameSubscription =
      timeline.map { $0.addTickObserver(onFrame) } ?? clock.addFrameObserver(onFrame)
  }

  /// Stops asking the clock for frames (idempotent).
  func stopFrames() {
    let subscription = frameSubscription
    frameSubscription = nil
    subscription?.unsubscribe()
  }

  /// Sends `state(.active)` (then makes the aggregate active) unless already active. Returns
  /// whether `generation` is still current.
  func activate(_ generation: Int) -> Bool {
    if !isActive {
      isActive = true
      observer.state(.active)
      guard generation == self.generation else { return false }
      runState.value = .active
    }
    return generation == self.generation
  }

  /// Emits `value`. Returns whether `generation` is still current.
  @discardableResult
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  func emit(_ value: T, _ generation: Int) -> Bool {
    observer.next(value)
    return generation == self.generation
  }

  /// Ends the run: stops frames, emits `finalValue` if given, then sends `state(.atRest)` (then
  /// makes the aggregate at rest) if active.
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  func finish(with finalValue: T?, _ generation: Int) {
    stopFrames()
    if let finalValue {
      guard emit(finalValue, generation) else { return }
    }
    guard isActive else { return }
    isActive = false
    observer.state(.atRest)
    guard generation == self.generation else { return }
    runState.value = .atRest
  }

  /// Stops the run in progress where it is (no value) and goes at rest.
  func stop() {
    let generation = newGeneration()
    cancelRun()
    finish(with: nil, generation)
  }

  /// Ends the connection: no further emission, no frame observer, no subscription, and the
  /// connection leaves the aggregate.
  func disconnect() {
    guard isConnected else { return }
    isConnected = false
    _ = newGeneration()
    stopFrames()
    cancelRun()
    isActive = false
    let subscriptions = self.subscriptions
    self.subscriptions = []
    for subscription in subscriptions { subscription.unsubscribe() }
    memberSubscription?.unsubscribe()
    memberSubscription = nil
  }
}
