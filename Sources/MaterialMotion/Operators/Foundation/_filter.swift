extension MotionObservableConvertible {
  /// Emits only the values for which `predicate` returns true.
  ///
  /// State: forwarded unchanged, including while values are being filtered out.
  ///
  /// Applied to the result of `_map` or `_filter` (or a chain of them), it is fused into the
  /// same stage (see `_fusion.swift`); what subscribers receive is the same.
  @inlinable
  public func _filter(_ predicate: @escaping (Value) -> Bool) -> MotionObservable<Value> {
    let upstream = asStream()
    if let run = upstream._fusion, let fused = run.appendingFilter(predicate) {
      return fused
    }
    return _fusedRun(upstream, predicate: predicate, areEqual: nil)
  }
}
