extension MotionObservableConvertible {
  /// Emits the values of `preferred` while it is active, and upstream's values otherwise: a
  /// gesture that takes over from a spring (`spring.toggled(with: drag)`).
  ///
  /// `preferred` is subscribed for as long as this stream is. Upstream is subscribed only while
  /// `preferred` is at rest (from its first `atRest`), and unsubscribed the moment `preferred`
  /// becomes active, so an upstream simulation does no work while the gesture drives.
  ///
  /// | preferred | upstream | emitted |
  /// |---|---|---|
  /// | active | active | preferred's values |
  /// | active | at rest | preferred's values |
  /// | at rest | active | upstream's values |
  /// | at rest | at rest | upstream's values |
  ///
  /// `preferred`'s values before its first state, and while it is at rest, are not emitted.
  ///
  /// State: `active` while `preferred` is active (sent before its first value); while it is at
  /// rest, upstream's state, sent as upstream reports it. When `preferred` comes to rest, `atRest`
  /// is sent once upstream has been subscribed, unless upstream said it is active. Only changes
  /// are sent. (The original library sent nothing when `preferred` came to rest over an upstream
  /// that reported no state, leaving the stream active.)
  public func toggled(with preferred: some MotionObservableConvertible<Value>) -> MotionObservable<
    Value
  > {
    let upstream = asStream()
    let preferred = preferred.asStream()
    return MotionObservable<Value> { observer in
      var preferredState: MotionState?
      var sentState: MotionState?
      var upstreamSubscription: Subscription?

      func send(_ state: MotionState) {
        guard state != sentState else { return }
        sentState = state
        observer.state(state)
      }

      func subscribeUpstream() {
        var upstreamState: MotionState?
        upstreamSubscription = upstream.subscribe(
          next: observer.next,
          state: { state in
            upstreamState = state
            send(state)
          })
        if upstreamState == nil { send(.atRest) }
      }

      let preferredSubscription = preferred.subscribe(
        next: { value in
          if preferredState == .active { observer.next(value) }
        },
        state: { state in
          let previous = preferredState
          preferredState = state
          switch state {
          case .active:
            upstreamSubscription?.unsubscribe()
            upstreamSubscription = nil
            send(.active)
          case .atRest:
            if previous != .atRest { subscribeUpstream() }
          }
        })

      return {
        preferredSubscription.unsubscribe()
        upstreamSubscription?.unsubscribe()
        upstreamSubscription = nil
      }
    }
  }
}
