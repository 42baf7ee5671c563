extension MotionObservableConvertible {
  /// Emits only the values for which `predicate` returns true.
  ///
  /// State: forwarded unchanged, including while values are being filtered out.
  @inlinable
  public func _filter(_ predicate: @escaping (Value) -> Bool) -> MotionObservable<Value> {
    let upstream = asStream()
    return MotionObservable<Value> { observer in
      let next = observer.next
      return upstream._connect(
        MotionObserver<Value>(
          next: { if predicate($0) { next($0) } },
          state: observer.state
        )
      )
    }
  }
}
