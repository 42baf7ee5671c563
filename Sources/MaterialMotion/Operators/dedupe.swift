extension MotionObservableConvertible where Value: Equatable {
  /// Drops a value equal (`==`) to the value this subscription emitted last. The first value
  /// always passes.
  ///
  /// The memory of the last value belongs to each subscription: two subscribers of one deduped
  /// stream never affect each other, and a new subscription starts fresh.
  ///
  /// State: forwarded unchanged (state is not deduplicated).
  ///
  /// ```
  /// upstream    20  20  80  20
  /// downstream  20  —   80  20
  /// ```
  ///
  /// Applied to the result of `_map` or `_filter`, it is fused into the same stage (see
  /// `_fusion.swift`); what subscribers receive is the same.
  @inlinable
  public func dedupe() -> MotionObservable<Value> {
    dedupe(by: { $0 == $1 })
  }
}

extension MotionObservableConvertible {
  /// Drops a value that `areEqual` says equals the value this subscription emitted last. The
  /// first value always passes. Memory is per subscription, as for ``dedupe()``.
  ///
  /// State: forwarded unchanged.
  @inlinable
  public func dedupe(by areEqual: @escaping (Value, Value) -> Bool) -> MotionObservable<Value> {
    let upstream = asStream()
    if let run = upstream._fusion, let fused = run.appendingDedupe(areEqual) {
      return fused
    }
    return _fusedRun(upstream, predicate: nil, areEqual: areEqual)
  }
}
