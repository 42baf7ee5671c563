extension MotionObservableConvertible where Value == Double {
  /// Emits `value / divisor` (IEEE division: dividing by 0 gives ±infinity or NaN).
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// normalized(by: 100)
  /// upstream    0  10   150  -10
  /// downstream  0  0.1  1.5  -0.1
  /// ```
  @inlinable
  public func normalized(by divisor: Double) -> MotionObservable<Double> {
    _map { $0 / divisor }
  }

  /// Emits `value / divisor` with the latest `divisor`: once both are known, and whenever either
  /// changes.
  ///
  /// State: upstream's state is forwarded unchanged; `divisor`'s state is ignored.
  @inlinable
  public func normalized(by divisor: some MotionObservableConvertible<Double>) -> MotionObservable<
    Double
  > {
    _combineLatest(with: divisor) { $0 / $1 }
  }
}

extension MotionObservableConvertible where Value == Point {
  /// Emits `(x / size.width, y / size.height)`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// normalized(by: Size(width: 100, height: 50))
  /// upstream    (0, 0)  (10, 10)    (150, -25)
  /// downstream  (0, 0)  (0.1, 0.2)  (1.5, -0.5)
  /// ```
  @inlinable
  public func normalized(by size: Size) -> MotionObservable<Point> {
    _map { Point(x: $0.x / size.width, y: $0.y / size.height) }
  }

  /// Emits `(x / size.width, y / size.height)` with the latest `size`: once both are known, and
  /// whenever either changes.
  ///
  /// State: upstream's state is forwarded unchanged; `size`'s state is ignored.
  @inlinable
  public func normalized(by size: some MotionObservableConvertible<Size>) -> MotionObservable<
    Point
  > {
    _combineLatest(with: size) { Point(x: $0.x / $1.width, y: $0.y / $1.height) }
  }
}
