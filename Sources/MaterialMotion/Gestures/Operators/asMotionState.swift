extension MotionObservableConvertible where Value: GestureRecognizer {
  /// Emits the gesture's state as a ``MotionState`` value on every event: `.active` for
  /// `.began`/`.changed`, `.atRest` otherwise. A recognised discrete gesture (a tap going
  /// straight to `.ended`, not reported active before on this connection) emits `.active` then
  /// `.atRest`.
  ///
  /// State: the gesture's state is forwarded unchanged on the state channel too.
  @MainActor
  public func asMotionState() -> MotionObservable<MotionState> {
    let upstream = asStream()
    return MotionObservable<MotionState> { observer in
      var wasActive = false
      let next = observer.next
      return upstream.subscribe(
        next: { recognizer in
          let state = recognizer.state
          if state.isActive {
            wasActive = true
            next(.active)
          } else {
            if state == .ended && !wasActive { next(.active) }
            wasActive = false
            next(.atRest)
          }
        },
        state: observer.state
      ).unsubscribe
    }
  }
}
