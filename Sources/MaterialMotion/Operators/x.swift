extension MotionObservableConvertible where Value == Point {
  /// Emits the `x` component of each point.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// upstream    (0, 0)  (10, -5)  (-3, 7)
  /// downstream  0       10        -3
  /// ```
  @inlinable
  public func x() -> MotionObservable<Double> {
    _map { $0.x }
  }
}
