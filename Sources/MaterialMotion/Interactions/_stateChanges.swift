extension MotionObservableConvertible where Value == MotionState {
  /// Turns a stream of motion states into a ``Stateful``-style state stream: emits a value only
  /// when it differs from the previous one on this subscription (the first always passes), and
  /// derives the `state` channel from the values in convention order (`state(.active)` then
  /// `.active`; `.atRest` then `state(.atRest)`). Upstream's own `state` channel is ignored.
  func _stateChanges() -> MotionObservable<MotionState> {
    let upstream = asStream()
    return MotionObservable { observer in
      var last: MotionState?
      return upstream.subscribeToValue { state in
        guard state != last else { return }
        last = state
        observer.send(state, in: state)
      }.unsubscribe
    }
  }
}
