extension MotionObservableConvertible where Value: Equatable {
  /// Drops a value equal (`==`) to the value this subscription emitted last. The first value
  /// always passes.
  ///
  /// The memory of the last value belongs to each subscription: two subscribers of one deduped
  /// stream never affect each other, and a new subscription starts fresh.
  ///
  /// State: forwarded unchanged (state is not deduplicated).
  ///
  /// ```
  /// upstream    20  20  80  20
  /// downstream  20  —   80  20
  /// ```
  @inlinable
  public func dedupe() -> MotionObservable<Value> {
    let upstream = asStream()
    return MotionObservable<Value> { observer in
      var last: Value?
      let next = observer.next
      return upstream.subscribe(
        observer: MotionObserver<Value>(
          next: { value in
            if let previous = last, previous == value { return }
            last = value
            next(value)
          },
          state: observer.state
        )
      ).unsubscribe
    }
  }
}

extension MotionObservableConvertible {
  /// Drops a value that `areEqual` says equals the value this subscription emitted last. The
  /// first value always passes. Memory is per subscription, as for ``dedupe()``.
  ///
  /// State: forwarded unchanged.
  @inlinable
  public func dedupe(by areEqual: @escaping (Value, Value) -> Bool) -> MotionObservable<Value> {
    let upstream = asStream()
    return MotionObservable<Value> { observer in
      var last: Value?
      let next = observer.next
      return upstream.subscribe(
        observer: MotionObserver<Value>(
          next: { value in
            if let previous = last, areEqual(previous, value) { return }
            last = value
            next(value)
          },
          state: observer.state
        )
      ).unsubscribe
    }
  }
}
