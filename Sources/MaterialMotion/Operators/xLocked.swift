extension MotionObservableConvertible where Value == Point {
  /// Emits each point with its `x` replaced by `x`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// xLocked(to: 100)
  /// upstream    (0, 0)    (10, -5)
  /// downstream  (100, 0)  (100, -5)
  /// ```
  @inlinable
  public func xLocked(to x: Double) -> MotionObservable<Point> {
    _map { Point(x: x, y: $0.y) }
  }

  /// Emits each point with its `x` replaced by the latest `x`: once both are known, and whenever
  /// either changes.
  ///
  /// State: upstream's state is forwarded unchanged; `x`'s state is ignored.
  @inlinable
  public func xLocked(to x: some MotionObservableConvertible<Double>) -> MotionObservable<Point> {
    _combineLatest(with: x) { Point(x: $1, y: $0.y) }
  }
}
