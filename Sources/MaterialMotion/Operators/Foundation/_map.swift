extension MotionObservableConvertible {
  /// Transforms every value with `transform`.
  ///
  /// State: forwarded unchanged.
  ///
  /// A `_filter` or `dedupe` applied to the result is fused with it into one stage (see
  /// `_fusion.swift`); what subscribers receive is the same.
  @inlinable
  public func _map<U>(_ transform: @escaping (Value) -> U) -> MotionObservable<U> {
    _fusedRun(asStream(), transform: transform, predicate: nil, areEqual: nil)
  }
}
