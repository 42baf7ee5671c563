/// A time line that animations can follow instead of their clock, so a whole transition can be
/// paused and scrubbed by hand (Core Animation's `beginTime`, `speed = 0` and `timeOffset`, as
/// material-motion-swift's `Timeline` used them).
///
/// The timeline's time (``currentTime``) is 0 at ``beginTime`` and runs with the clock from there.
/// While ``paused``, it stands still at ``timeOffset``, and writing ``timeOffset`` moves it: that
/// is scrubbing. Pausing sets ``timeOffset`` to the time reached; resuming continues from
/// ``timeOffset`` (``beginTime`` moves so the time does not jump).
///
/// A ``Tween`` or ``Spring`` whose `timeline` is set when a stream is made follows it: its runs
/// measure their time on the timeline (a run's 0 is the timeline's time when it starts), they
/// take a value on every clock frame while the timeline runs and on every write of ``timeOffset``
/// while it is paused, and they do not finish while it is paused (scrubbing past the end and
/// back keeps working). A run that starts before the timeline began begins it.
///
/// ```swift
/// let timeline = Timeline(clock: clock)
/// tween.timeline = timeline
/// runtime.connect(tween, to: card.positionProperty)
/// timeline.paused.value = true
/// timeline.timeOffset.value = 0.25   // shows the transition a quarter of a second in
/// ```
public final class Timeline {
  /// The clock the timeline runs with.
  public let clock: FrameClock
  /// Whether the timeline stands still at ``timeOffset`` (default `false`).
  public let paused: ReactiveProperty<Bool>
  /// The timeline's time while ``paused``, in seconds; writing it while paused scrubs.
  public let timeOffset: ReactiveProperty<Double>
  /// The clock time at which the timeline's time was 0; nil until it begins.
  public private(set) var beginTime: Double?
  private let ticks = ObserverList<(Double) -> Void>()
  private var subscriptions: [Subscription] = []

  /// Creates a timeline on `clock`, running (not paused), not yet begun.
  public init(clock: FrameClock, paused: Bool = false) {
    self.clock = clock
    self.paused = ReactiveProperty(paused)
    self.timeOffset = ReactiveProperty(0)
    var wasPaused = paused
    subscriptions.append(
      self.paused.asStream().subscribeToValue { [weak self] isPaused in
        guard let self, isPaused != wasPaused else { return }
        wasPaused = isPaused
        if isPaused {
          self.timeOffset.value = self.runningTime
        } else {
          self.beginTime = self.clock.now - self.timeOffset.value
        }
      })
    subscriptions.append(
      timeOffset.asStream().subscribeToValue { [weak self] time in
        guard let self, self.paused.value else { return }
        self.ticks.forEach { $0(time) }
      })
  }

  deinit {
    for subscription in subscriptions { subscription.unsubscribe() }
  }

  /// The timeline's time now: ``timeOffset`` while paused, else the clock time since
  /// ``beginTime`` (0 before the timeline began).
  public var currentTime: Double { paused.value ? timeOffset.value : runningTime }

  private var runningTime: Double { beginTime.map { clock.now - $0 } ?? timeOffset.value }

  /// Begins the timeline now (its time 0 is the clock's current time), unless it began already.
  public func begin() {
    guard beginTime == nil else { return }
    beginTime = clock.now - (paused.value ? 0 : timeOffset.value)
  }

  /// Calls `body` with the timeline's time on every clock frame while it runs, and on every write
  /// of ``timeOffset`` while it is paused, until the returned subscription is unsubscribed.
  func addTickObserver(_ body: @escaping (Double) -> Void) -> Subscription {
    let token = ticks.add(body)
    let frames = clock.addFrameObserver { [weak self] _ in
      guard let self, !self.paused.value else { return }
      body(self.currentTime)
    }
    return Subscription { [weak self] in
      frames.unsubscribe()
      self?.ticks.remove(token)
    }
  }
}
