extension MotionObservableConvertible {
  /// Re-emits every value **and state change** `seconds` later on `clock`, in the order upstream
  /// sent them.
  ///
  /// Each event is stamped with `clock.now + seconds` when upstream sends it and delivered on the
  /// first tick of `clock` whose time reaches that stamp. An event sent while the clock is
  /// ticking this operator waits for a later tick, even with a delay of 0. The operator observes
  /// the clock only while events are pending, so an idle delay leaves
  /// ``FrameClock/hasFrameObservers`` false. Nothing is delivered after disconnect: pending events
  /// are dropped. Pending events belong to each subscription. A negative or NaN `seconds` is a
  /// programming error.
  ///
  /// State: delayed exactly like values, so the ordering convention (active before the value,
  /// the last value before atRest) is kept.
  ///
  /// ```
  /// delay(by: 0.5, on: clock)
  /// time        0    0.25  0.5  0.75
  /// upstream    10   20
  /// downstream             10   20
  /// ```
  public func delay(by seconds: Double, on clock: FrameClock) -> MotionObservable<Value> {
    precondition(seconds >= 0, "delay(by:on:) needs a delay of 0 seconds or more; got \(seconds)")
    let upstream = asStream()
    return MotionObservable<Value> { observer in
      var pending: [(due: Double, event: DelayedEvent<Value>)] = []
      var head = 0
      var frameSubscription: Subscription?
      var isConnected = true

      func deliverDue(at time: Double) {
        // Events queued while delivering wait for the next tick.
        let end = pending.count
        while isConnected, head < end, pending[head].due <= time {
          let event = pending[head].event
          head += 1
          switch event {
          case .value(let value): observer.next(value)
          case .state(let state): observer.state(state)
          }
        }
        guard isConnected else { return }
        if head == pending.count {
          pending.removeAll(keepingCapacity: true)
          head = 0
          frameSubscription?.unsubscribe()
          frameSubscription = nil
        } else if head >= 64 && head * 2 >= pending.count {
          // A stream that never pauses never empties the queue: drop the delivered prefix.
          pending.removeFirst(head)
          head = 0
        }
      }

      func enqueue(_ event: DelayedEvent<Value>) {
        pending.append((clock.now + seconds, event))
        if frameSubscription == nil {
          frameSubscription = clock.addFrameObserver { deliverDue(at: $0) }
        }
      }

      let upstreamSubscription = upstream.subscribe(
        next: { enqueue(.value($0)) },
        state: { enqueue(.state($0)) })

      return {
        isConnected = false
        upstreamSubscription.unsubscribe()
        frameSubscription?.unsubscribe()
        frameSubscription = nil
        pending.removeAll()
        head = 0
      }
    }
  }
}

/// An event waiting in a `delay(by:on:)` queue.
enum DelayedEvent<T> {
  case value(T)
  case state(MotionState)
}
