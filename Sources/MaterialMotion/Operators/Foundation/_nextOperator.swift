extension MotionObservableConvertible {
  /// Builds an operator from a `next` handler: `operation` gets each upstream value and an `emit`
  /// function it may call any number of times (including zero).
  ///
  /// State: forwarded unchanged, so a filtering operator still reports upstream's state even when
  /// it emits no value.
  @inlinable
  public func _nextOperator<U>(
    _ operation: @escaping (Value, (U) -> Void) -> Void
  ) -> MotionObservable<U> {
    let upstream = asStream()
    return MotionObservable<U> { observer in
      let next = observer.next
      return upstream._connect(
        MotionObserver<Value>(
          next: { operation($0, next) },
          state: observer.state
        )
      )
    }
  }
}
