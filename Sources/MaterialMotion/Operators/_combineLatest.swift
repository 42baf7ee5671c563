extension MotionObservableConvertible {
  /// Combines every value with the latest value of `argument`: the shared machinery of the
  /// operators whose argument may be a stream (`offset(by: stream)`, `lowerBound(stream)`, …).
  ///
  /// - Emits `combine(value, argument)` once both upstream and `argument` have emitted, then again
  ///   whenever either emits.
  /// - `argument` is subscribed first, so a source that emits on connect (a ``ReactiveProperty``)
  ///   produces exactly one combined value on connect, before upstream's replayed `atRest`.
  /// - The latest values belong to each subscription; disconnecting unsubscribes both streams.
  ///
  /// State: upstream's state is forwarded unchanged; `argument`'s state is ignored.
  @inlinable
  func _combineLatest<Argument, U>(
    with argument: some MotionObservableConvertible<Argument>,
    _ combine: @escaping (Value, Argument) -> U
  ) -> MotionObservable<U> {
    let upstream = asStream()
    let argument = argument.asStream()
    return MotionObservable<U> { observer in
      var latestValue: Value?
      var latestArgument: Argument?
      let next = observer.next
      let argumentSubscription = argument.subscribeToValue { newArgument in
        latestArgument = newArgument
        if let value = latestValue { next(combine(value, newArgument)) }
      }
      let upstreamSubscription = upstream.subscribeAndForward(to: observer) { value in
        latestValue = value
        if let argument = latestArgument { next(combine(value, argument)) }
      }
      return {
        argumentSubscription.unsubscribe()
        upstreamSubscription.unsubscribe()
      }
    }
  }
}
