extension MotionObservableConvertible where Value == Double {
  /// Emits `value * factor`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// scaled(by: 10)
  /// upstream    0  10   -10   -1
  /// downstream  0  100  -100  -10
  /// ```
  @inlinable
  public func scaled(by factor: Double) -> MotionObservable<Double> {
    _map { $0 * factor }
  }

  /// Emits `value * factor` with the latest `factor`: once both are known, and whenever either
  /// changes.
  ///
  /// State: upstream's state is forwarded unchanged; `factor`'s state is ignored.
  @inlinable
  public func scaled(by factor: some MotionObservableConvertible<Double>) -> MotionObservable<
    Double
  > {
    _combineLatest(with: factor) { $0 * $1 }
  }
}

extension MotionObservableConvertible where Value == Point {
  /// Emits `value * factor` (both components scaled).
  ///
  /// State: forwarded unchanged.
  @inlinable
  public func scaled(by factor: Double) -> MotionObservable<Point> {
    _map { $0 * factor }
  }

  /// Emits `value * factor` with the latest `factor`: once both are known, and whenever either
  /// changes.
  ///
  /// State: upstream's state is forwarded unchanged; `factor`'s state is ignored.
  @inlinable
  public func scaled(by factor: some MotionObservableConvertible<Double>) -> MotionObservable<
    Point
  > {
    _combineLatest(with: factor) { $0 * $1 }
  }
}
