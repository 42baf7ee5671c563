extension MotionObservableConvertible {
  /// Emits `value` in place of every upstream value.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// rewriteTo(true)
  /// upstream    0     10    -10
  /// downstream  true  true  true
  /// ```
  @inlinable
  public func rewriteTo<U>(_ value: U) -> MotionObservable<U> {
    _map { _ in value }
  }

  /// Emits the latest value of `stream` in place of every upstream value; nothing while `stream`
  /// has not emitted yet. A new value of `stream` is remembered, not emitted. `stream` is
  /// subscribed on connect (before upstream) for the connection's lifetime.
  ///
  /// State: upstream's state is forwarded unchanged; `stream`'s state is ignored.
  public func rewriteTo<S: MotionObservableConvertible>(_ stream: S) -> MotionObservable<S.Value> {
    _sampleLatest(of: [0: stream.asStream()], forKey: { _ in 0 })
  }
}
