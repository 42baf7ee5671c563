extension MotionObservableConvertible where Value == Point {
  /// Emits each point with its `y` replaced by `y`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// yLocked(to: 100)
  /// upstream    (0, 0)    (10, -5)
  /// downstream  (0, 100)  (10, 100)
  /// ```
  @inlinable
  public func yLocked(to y: Double) -> MotionObservable<Point> {
    _map { Point(x: $0.x, y: y) }
  }

  /// Emits each point with its `y` replaced by the latest `y`: once both are known, and whenever
  /// either changes.
  ///
  /// State: upstream's state is forwarded unchanged; `y`'s state is ignored.
  @inlinable
  public func yLocked(to y: some MotionObservableConvertible<Double>) -> MotionObservable<Point> {
    _combineLatest(with: y) { Point(x: $0.x, y: $1) }
  }
}
