/// The time source and per-frame heartbeat that time-based operators and animations run on.
///
/// A frame clock does not run by itself: its owner advances it once per frame with
/// ``tick(at:)``. In the app the platform's render loop ticks it with the display time just
/// before drawing (or with virtual time `k / fps` during a replay); in tests a test steps it by
/// hand with ``step(by:)``, so everything time-based is deterministic.
///
/// Frame observers run in registration order; observers added during a tick run from the next
/// tick on; observers removed during a tick are not called again.
public final class FrameClock {
  /// The time of the current frame, in seconds. Never decreases.
  public private(set) var now: Double
  /// The number of ticks so far.
  public private(set) var frameCount: Int = 0
  @usableFromInline
  let observers = ObserverList<(Double) -> Void>()

  /// Creates a clock whose current time is `startTime` seconds.
  public init(startTime: Double = 0) {
    self.now = startTime
  }

  /// Whether anything is waiting for frames (a running animation, a pending delay, a flash).
  /// Render loops may use this to skip redrawing an idle scene.
  public var hasFrameObservers: Bool { !observers.isEmpty }

  /// Advances the clock to `time` (clamped so time never goes backwards) and calls every frame
  /// observer with it.
  public func tick(at time: Double) {
    now = max(now, time)
    frameCount += 1
    let t = now
    observers.forEach { $0(t) }
  }

  /// Sets the clock's time to `time` without ticking, back as well as forward: for a host that
  /// puts a whole run back to an earlier moment (the sandbox's timeline taking a run over from
  /// an earlier frame), which puts every frame observer back to that moment too. Ticks then go
  /// on from `time`; ``frameCount`` is unchanged.
  public func reset(to time: Double) {
    now = time
  }

  /// Advances the clock by `seconds` and ticks.
  public func step(by seconds: Double) {
    tick(at: now + seconds)
  }

  /// Calls `body` with the frame time on every tick until the returned subscription is
  /// unsubscribed.
  @discardableResult
  public func addFrameObserver(_ body: @escaping (Double) -> Void) -> Subscription {
    let token = observers.add(body)
    return Subscription { [weak self] in self?.observers.remove(token) }
  }

  /// A stream of frame times: emits the time of every tick while subscribed. Its state is
  /// `active` while subscribed (a heartbeat always moves); it never sends `atRest` by itself.
  public var frames: MotionObservable<Double> {
    MotionObservable { [weak self] observer in
      guard let self else { return noopDisconnect }
      observer.state(.active)
      let subscription = self.addFrameObserver { observer.next($0) }
      return subscription.unsubscribe
    }
  }
}
