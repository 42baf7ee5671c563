extension MotionObservableConvertible where Value == Bool {
  /// Emits the logical negation of each value.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// upstream    false  true
  /// downstream  true   false
  /// ```
  @inlinable
  public func inverted() -> MotionObservable<Bool> {
    _map { !$0 }
  }
}
