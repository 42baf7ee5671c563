extension MotionObservableConvertible {
  /// Emits `value` on connect, then every upstream value. The result is shared and remembers its
  /// latest value (see `_remember()`): the first subscriber connects upstream; a later
  /// subscriber joins that connection and receives the latest value at once.
  ///
  /// **Divergence from the original library.** The original collapsed the values emitted
  /// synchronously while connecting, so `startWith(10)` on a property holding 0 hid the 10 and
  /// gave `[0, -10]`. Here every value is delivered: `[10, 0, -10]`.
  ///
  /// State: upstream's state is forwarded unchanged (after the start value) and replayed to later
  /// subscribers by the shared connection.
  ///
  /// ```
  /// startWith(10) on a property holding 0, then writing -10:   10  0  -10
  /// startWith(10) on a stream emitting 50 on connect:          10  50
  /// a second subscriber to the latter:                         50
  /// ```
  public func startWith(_ value: Value) -> MotionObservable<Value> {
    let upstream = asStream()
    return MotionObservable<Value> { observer in
      observer.next(value)
      return upstream.subscribe(observer: observer).unsubscribe
    }._remember()
  }
}
