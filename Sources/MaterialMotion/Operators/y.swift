extension MotionObservableConvertible where Value == Point {
  /// Emits the `y` component of each point.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// upstream    (0, 0)  (10, -5)  (-3, 7)
  /// downstream  0       -5        7
  /// ```
  @inlinable
  public func y() -> MotionObservable<Double> {
    _map { $0.y }
  }
}
