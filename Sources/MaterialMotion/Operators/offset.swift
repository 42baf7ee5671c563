extension MotionObservableConvertible where Value == Double {
  /// Emits `value + offset`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// offset(by: 10)
  /// upstream    0   10  -10  -1
  /// downstream  10  20  0    9
  /// ```
  @inlinable
  public func offset(by offset: Double) -> MotionObservable<Double> {
    _map { $0 + offset }
  }

  /// Emits `value + offset` with the latest `offset`: once both are known, and whenever either
  /// changes.
  ///
  /// State: upstream's state is forwarded unchanged; `offset`'s state is ignored.
  @inlinable
  public func offset(by offset: some MotionObservableConvertible<Double>) -> MotionObservable<
    Double
  > {
    _combineLatest(with: offset) { $0 + $1 }
  }
}

extension MotionObservableConvertible where Value == Point {
  /// Emits `value + offset` (component-wise).
  ///
  /// State: forwarded unchanged.
  @inlinable
  public func offset(by offset: Point) -> MotionObservable<Point> {
    _map { $0 + offset }
  }

  /// Emits `value + offset` with the latest `offset`: once both are known, and whenever either
  /// changes.
  ///
  /// State: upstream's state is forwarded unchanged; `offset`'s state is ignored.
  @inlinable
  public func offset(by offset: some MotionObservableConvertible<Point>) -> MotionObservable<
    Point
  > {
    _combineLatest(with: offset) { $0 + $1 }
  }
}
