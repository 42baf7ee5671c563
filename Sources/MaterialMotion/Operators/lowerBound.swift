extension MotionObservableConvertible where Value: Comparable {
  /// Emits `max(value, bound)`: values under `bound` become `bound`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// lowerBound(-1)
  /// upstream    0  10  0  -1  -10  0
  /// downstream  0  10  0  -1  -1   0
  /// ```
  @inlinable
  public func lowerBound(_ bound: Value) -> MotionObservable<Value> {
    _map { Swift.max($0, bound) }
  }

  /// Emits `max(value, bound)` with the latest `bound`: once both are known, and whenever either
  /// changes.
  ///
  /// State: upstream's state is forwarded unchanged; `bound`'s state is ignored.
  @inlinable
  public func lowerBound(_ bound: some MotionObservableConvertible<Value>) -> MotionObservable<
    Value
  > {
    _combineLatest(with: bound) { Swift.max($0, $1) }
  }
}
