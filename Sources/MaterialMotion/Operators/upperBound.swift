extension MotionObservableConvertible where Value: Comparable {
  /// Emits `min(value, bound)`: values over `bound` become `bound`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// upperBound(-1)
  /// upstream    0   10  0   -1  -10  0
  /// downstream  -1  -1  -1  -1  -10  -1
  /// ```
  @inlinable
  public func upperBound(_ bound: Value) -> MotionObservable<Value> {
    _map { Swift.min($0, bound) }
  }

  /// Emits `min(value, bound)` with the latest `bound`: once both are known, and whenever either
  /// changes.
  ///
  /// State: upstream's state is forwarded unchanged; `bound`'s state is ignored.
  @inlinable
  public func upperBound(_ bound: some MotionObservableConvertible<Value>) -> MotionObservable<
    Value
  > {
    _combineLatest(with: bound) { Swift.min($0, $1) }
  }
}
