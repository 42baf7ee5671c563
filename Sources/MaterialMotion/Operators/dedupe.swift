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
  @inlinable
  public func dedupe() -> MotionObservable<Value> {
    let upstream = asStream()
    return MotionObservable<Value> { observer in
      let memory = DedupeMemory(next: observer.next)
      return upstream._connect(MotionObserver<Value>(next: memory.receive, state: observer.state))
    }
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
    return MotionObservable<Value> { observer in
      let memory = DedupeByMemory(next: observer.next, areEqual: areEqual)
      return upstream._connect(MotionObserver<Value>(next: memory.receive, state: observer.state))
    }
  }
}

/// One subscription's memory for ``MotionObservableConvertible/dedupe()``: its `receive` is the
/// upstream `next` channel, so the memory and the channel are one object.
@usableFromInline
final class DedupeMemory<Value: Equatable> {
  @usableFromInline
  let next: (Value) -> Void
  // Unchecked exclusivity: only `receive` touches it, with instantaneous accesses.
  @usableFromInline
  @exclusivity(unchecked)
  var last: Value?

  @inlinable
  init(next: @escaping (Value) -> Void) {
    self.next = next
  }

  @inlinable
  func receive(_ value: Value) {
    if let previous = last, previous == value { return }
    last = value
    next(value)
  }
}

/// One subscription's memory for ``MotionObservableConvertible/dedupe(by:)``.
@usableFromInline
final class DedupeByMemory<Value> {
  @usableFromInline
  let next: (Value) -> Void
  @usableFromInline
  let areEqual: (Value, Value) -> Bool
  // Unchecked exclusivity: only `receive` touches it, with instantaneous accesses.
  @usableFromInline
  @exclusivity(unchecked)
  var last: Value?

  @inlinable
  init(next: @escaping (Value) -> Void, areEqual: @escaping (Value, Value) -> Bool) {
    self.next = next
    self.areEqual = areEqual
  }

  @inlinable
  func receive(_ value: Value) {
    if let previous = last, areEqual(previous, value) { return }
    last = value
    next(value)
  }
}
