extension MotionObservableConvertible {
  /// Transforms every value with `transform`.
  ///
  /// State: forwarded unchanged.
  @inlinable
  public func _map<U>(_ transform: @escaping (Value) -> U) -> MotionObservable<U> {
    let upstream = asStream()
    return MotionObservable<U> { observer in
      let next = observer.next
      return upstream._connect(
        MotionObserver<Value>(
          next: { next(transform($0)) },
          state: observer.state
        )
      )
    }
  }
}
