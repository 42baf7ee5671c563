extension MotionObservableConvertible where Value: GestureRecognizer {
  /// The shared algorithm of ``scaled(from:)``, ``rotated(from:)`` and
  /// ``translation(addedTo:in:)``: combines a cached initial value with the gesture's value.
  ///
  /// The operator subscribes to `initial` for the lifetime of the connection and keeps the
  /// latest value it emitted. At `.began` (or the first `.changed` when connected mid-gesture)
  /// it caches that latest value; on every `.began`/`.changed` it emits
  /// `combine(cache, recognizer)`. At `.ended`, `.cancelled`, `.failed` and `.possible` it
  /// clears the cache and emits nothing. Because the cache is frozen while the gesture runs,
  /// writing the result back into the property behind `initial` makes no feedback loop.
  /// Nothing is emitted until `initial` has emitted a value.
  ///
  /// State: upstream's state is forwarded unchanged (`initial`'s state is ignored).
  @MainActor
  public func _gestureApplied<T, U>(
    to initial: some MotionObservableConvertible<T>,
    _ combine: @escaping @MainActor (T, Value) -> U
  ) -> MotionObservable<U> {
    let upstream = asStream()
    let initial = initial.asStream()
    return MotionObservable<U> { observer in
      var latest: T?
      var cached: T?
      let initialSubscription = initial.subscribeToValue { latest = $0 }
      let next = observer.next
      let subscription = upstream.subscribe(
        next: { recognizer in
          switch recognizer.state {
          case .began:
            cached = latest
          case .changed:
            if cached == nil { cached = latest }
          case .possible, .ended, .cancelled, .failed:
            cached = nil
            return
          }
          if let cached { next(combine(cached, recognizer)) }
        },
        state: observer.state)
      return {
        subscription.unsubscribe()
        initialSubscription.unsubscribe()
      }
    }
  }
}
