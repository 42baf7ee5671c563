extension MotionObservableConvertible where Value: GestureRecognizer {
  /// The shared algorithm of ``scaled(from:)``, ``rotated(from:)`` and
  /// ``translation(addedTo:in:)``: combines a cached initial value with the gesture's value.
  ///
  /// The operator subscribes to `initial` for the lifetime of the connection and keeps the
  /// latest value it emitted. At `.began` (or the first `.changed` when connected mid-gesture)
  /// it caches that latest value; on every `.began`/`.changed` it emits
  /// `combine(cache, recognizer)`. At `.cancelled` it emits the cached value once more, so a
  /// cancelled gesture is undone (the value returns to where it was when the gesture began),
  /// then clears the cache. At `.ended`, `.failed` and `.possible` it clears the cache and emits
  /// nothing. Because the cache is frozen while the gesture runs, writing the result back into
  /// the property behind `initial` makes no feedback loop. Nothing is emitted until `initial`
  /// has emitted a value.
  ///
  /// State: upstream's state is forwarded unchanged (`initial`'s state is ignored); the value a
  /// cancellation restores comes before upstream's `state(.atRest)`.
  @MainActor
  public func _gestureApplied<T>(
    to initial: some MotionObservableConvertible<T>,
    _ combine: @escaping @MainActor (T, Value) -> T
  ) -> MotionObservable<T> {
    let upstream = asStream()
    let initial = initial.asStream()
    return MotionObservable<T> { observer in
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
          case .cancelled:
            if let restored = cached {
              cached = nil
              next(restored)
            }
            return
          case .possible, .ended, .failed:
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
