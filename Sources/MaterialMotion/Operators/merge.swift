extension MotionObservableConvertible {
  /// Emits the values of upstream and of `other`, as each emits them.
  ///
  /// State: as for the array form, the merged stream is active while either stream is active and
  /// at rest once both are.
  ///
  /// ```
  /// upstream  other  downstream
  /// 0                0
  ///           1      1
  /// -10              -10
  ///           5      5
  /// ```
  public func merge(with other: some MotionObservableConvertible<Value>) -> MotionObservable<Value>
  {
    merge(with: [other])
  }

  /// Emits the values of upstream and of every stream in `others`, as each emits them. Streams are
  /// subscribed in order, upstream first, so values emitted on connect arrive in that order.
  ///
  /// State: the merged stream is `active` while **any** of the merged streams is active, and sends
  /// `atRest` when all of them are at rest (a stream that never reported a state counts as at
  /// rest). Only changes of this aggregate are sent. While connecting, `active` is sent at once
  /// (before the value it starts) but `atRest` waits until every stream has been subscribed, so
  /// merging properties at rest gives their values then a single `atRest`.
  /// (The original library forwarded only upstream's state.)
  public func merge(with others: [any MotionObservableConvertible<Value>]) -> MotionObservable<
    Value
  > {
    let streams = [asStream()] + others.map { $0.asStream() }
    return MotionObservable<Value> { observer in
      var states = [MotionState?](repeating: nil, count: streams.count)
      var sentState: MotionState?
      var isConnecting = true

      func sendAggregateState() {
        let aggregate: MotionState = states.contains(.active) ? .active : .atRest
        guard aggregate != sentState, !(isConnecting && aggregate == .atRest) else { return }
        sentState = aggregate
        observer.state(aggregate)
      }

      var subscriptions: [Subscription] = []
      subscriptions.reserveCapacity(streams.count)
      for (index, stream) in streams.enumerated() {
        subscriptions.append(
          stream.subscribe(
            next: observer.next,
            state: { state in
              states[index] = state
              sendAggregateState()
            }))
      }
      isConnecting = false
      if states.contains(where: { $0 != nil }) { sendAggregateState() }

      return {
        for subscription in subscriptions { subscription.unsubscribe() }
      }
    }
  }
}
