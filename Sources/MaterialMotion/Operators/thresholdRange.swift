extension MotionObservableConvertible where Value: Comparable {
  /// Emits where each value lies relative to `min...max`: `.below` under `min`, `.within` inside
  /// the range (bounds included), `.above` over `max`. `min > max` is a programming error.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// thresholdRange(min: 0, max: 10)
  /// upstream    0       5       15     10      -15    -5
  /// downstream  within  within  above  within  below  below
  /// ```
  @inlinable
  public func thresholdRange(min: Value, max: Value) -> MotionObservable<ThresholdSide> {
    precondition(min <= max, "thresholdRange needs min <= max; got min \(min), max \(max)")
    return _map { value in
      if value < min { return .below }
      if value > max { return .above }
      return .within
    }
  }
}
