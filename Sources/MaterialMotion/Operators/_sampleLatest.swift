extension MotionObservableConvertible {
  /// For every upstream value, emits the latest value of `streams[key(value)]`, if that stream has
  /// emitted. Every stream is subscribed (before upstream) for the connection's lifetime.
  ///
  /// State: upstream's state is forwarded unchanged; the sampled streams' states are ignored.
  func _sampleLatest<Key: Hashable, U>(
    of streams: [Key: MotionObservable<U>],
    forKey key: @escaping (Value) -> Key?
  ) -> MotionObservable<U> {
    let upstream = asStream()
    return MotionObservable<U> { observer in
      var latest: [Key: U] = [:]
      var subscriptions: [Subscription] = []
      subscriptions.reserveCapacity(streams.count + 1)
      for (streamKey, stream) in streams {
        subscriptions.append(stream.subscribeToValue { latest[streamKey] = $0 })
      }
      subscriptions.append(
        upstream.subscribeAndForward(to: observer) { value in
          if let streamKey = key(value), let sampled = latest[streamKey] { observer.next(sampled) }
        })
      return {
        for subscription in subscriptions { subscription.unsubscribe() }
      }
    }
  }
}
