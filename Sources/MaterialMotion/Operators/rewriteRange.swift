extension MotionObservableConvertible where Value == Double {
  /// Maps `start...end` linearly onto `destinationStart...destinationEnd`, **without clamping**:
  /// values outside the source range extrapolate (125 in 0...100 → 0...1 gives 1.25). `start`
  /// may be greater than `end` to reverse the mapping; `start == end` is a programming error.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// rewriteRange(start: 0, end: 100, destinationStart: 0, destinationEnd: 1)
  /// upstream    0  50   75    125
  /// downstream  0  0.5  0.75  1.25
  /// ```
  @inlinable
  public func rewriteRange<U: Lerpable>(
    start: Double,
    end: Double,
    destinationStart: U,
    destinationEnd: U
  ) -> MotionObservable<U> {
    precondition(
      start != end, "rewriteRange needs start != end to map a range; both are \(start)")
    let length = end - start
    return _map { value in
      destinationStart.interpolated(to: destinationEnd, progress: (value - start) / length)
    }
  }
}
