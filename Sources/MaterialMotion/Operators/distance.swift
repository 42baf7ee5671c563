extension MotionObservableConvertible where Value == Double {
  /// Emits `|value - location|`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// distance(from: 10)
  /// upstream    0   10  10  -10  5
  /// downstream  10  0   0   20   5
  /// ```
  @inlinable
  public func distance(from location: Double) -> MotionObservable<Double> {
    _map { abs($0 - location) }
  }

  /// Emits `|value - location|` with the latest `location`: once both are known, and whenever
  /// either changes.
  ///
  /// State: upstream's state is forwarded unchanged; `location`'s state is ignored.
  @inlinable
  public func distance(from location: some MotionObservableConvertible<Double>)
    -> MotionObservable<Double>
  {
    _combineLatest(with: location) { abs($0 - $1) }
  }
}

extension MotionObservableConvertible where Value == Point {
  /// Emits the Euclidean distance between each point and `location`.
  ///
  /// State: forwarded unchanged.
  @inlinable
  public func distance(from location: Point) -> MotionObservable<Double> {
    _map { $0.distance(to: location) }
  }

  /// Emits the Euclidean distance between each point and the latest `location`: once both are
  /// known, and whenever either changes.
  ///
  /// State: upstream's state is forwarded unchanged; `location`'s state is ignored.
  @inlinable
  public func distance(from location: some MotionObservableConvertible<Point>)
    -> MotionObservable<Double>
  {
    _combineLatest(with: location) { $0.distance(to: $1) }
  }
}
