extension MotionObservableConvertible {
  /// Lets upstream through only while `valveStream`'s latest value is `true`.
  ///
  /// - The valve starts **closed**: nothing flows until `valveStream` emits `true`.
  /// - Opening subscribes upstream; closing unsubscribes it. Values upstream would have emitted
  ///   while closed are lost (nothing is buffered). Reopening subscribes again, so a
  ///   ``ReactiveProperty`` upstream re-emits its current value.
  /// - Repeated equal values from `valveStream` change nothing.
  /// - Disconnecting unsubscribes both upstream and `valveStream`.
  ///
  /// State: upstream's state is forwarded while open. If the valve closes while upstream's last
  /// state was `.active`, downstream receives `.atRest`, so nothing is left looking active behind
  /// a closed valve. `valveStream`'s own state is ignored.
  ///
  /// ```
  /// valve   upstream  downstream
  /// false   10        —
  /// true              10
  ///         5         5
  /// false   2, -5     —
  /// true              -5
  /// ```
  public func valve(openWhenTrue valveStream: some MotionObservableConvertible<Bool>)
    -> MotionObservable<Value>
  {
    let upstream = asStream()
    let valveStream = valveStream.asStream()
    return MotionObservable<Value> { observer in
      var isOpen = false
      var upstreamState = MotionState.atRest
      var upstreamSubscription: Subscription?
      let gate = MotionObserver<Value>(
        next: { value in if isOpen { observer.next(value) } },
        state: { state in
          guard isOpen else { return }
          upstreamState = state
          observer.state(state)
        })

      func close() {
        guard isOpen else { return }
        isOpen = false
        let subscription = upstreamSubscription
        upstreamSubscription = nil
        subscription?.unsubscribe()
        if upstreamState == .active {
          upstreamState = .atRest
          observer.state(.atRest)
        }
      }

      let valveSubscription = valveStream.subscribeToValue { shouldOpen in
        if shouldOpen && !isOpen {
          isOpen = true
          let subscription = upstream.subscribe(observer: gate)
          // The valve may have closed again while upstream was connecting.
          if isOpen { upstreamSubscription = subscription } else { subscription.unsubscribe() }
        } else if !shouldOpen {
          close()
        }
      }

      return {
        valveSubscription.unsubscribe()
        isOpen = false
        upstreamSubscription?.unsubscribe()
        upstreamSubscription = nil
      }
    }
  }
}
