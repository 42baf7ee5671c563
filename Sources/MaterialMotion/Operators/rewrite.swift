extension MotionObservableConvertible where Value: Hashable {
  /// Emits `mapping[value]` for every value; a value with no entry emits nothing.
  ///
  /// State: forwarded unchanged, also while values are dropped.
  ///
  /// ```
  /// mapping [.active: true, .atRest: false]
  /// upstream    .active  .atRest
  /// downstream  true     false
  /// ```
  @inlinable
  public func rewrite<U>(_ mapping: [Value: U]) -> MotionObservable<U> {
    _nextOperator { value, emit in
      if let mapped = mapping[value] { emit(mapped) }
    }
  }

  /// Emits `mapping[value]` for every value, or `defaultValue` for a value with no entry.
  ///
  /// State: forwarded unchanged.
  @inlinable
  public func rewrite<U>(_ mapping: [Value: U], defaultValue: U) -> MotionObservable<U> {
    _map { mapping[$0] ?? defaultValue }
  }

  /// Emits the latest value of the stream `mapping[value]` for every upstream value. A value with
  /// no entry, or whose stream has not emitted yet, emits nothing. Only upstream values cause
  /// emissions: a mapped stream's new value is remembered, not emitted.
  ///
  /// Every mapped stream is subscribed on connect (before upstream) and stays subscribed until
  /// disconnect, so reading its latest value never leaves an observer behind (the original
  /// library's `_read` leaked one per emission).
  ///
  /// State: upstream's state is forwarded unchanged; the mapped streams' states are ignored.
  public func rewrite<S: MotionObservableConvertible>(_ mapping: [Value: S]) -> MotionObservable<
    S.Value
  > {
    _sampleLatest(of: mapping.mapValues { $0.asStream() }, forKey: { $0 })
  }
}
