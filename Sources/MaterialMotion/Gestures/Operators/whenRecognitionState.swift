extension MotionObservableConvertible where Value: GestureRecognizer {
  /// Emits the recognizer only on events where its state is `state`.
  ///
  /// State: the gesture's state is forwarded, including for events that are filtered out.
  @MainActor
  public func whenRecognitionState(is state: GestureRecognizer.State) -> MotionObservable<Value> {
    _filter { recognizer in recognizer.state == state }
  }

  /// Emits the recognizer only on events where its state is one of `states`.
  ///
  /// State: the gesture's state is forwarded, including for events that are filtered out.
  @MainActor
  public func whenRecognitionState(isAnyOf states: [GestureRecognizer.State])
    -> MotionObservable<Value>
  {
    _filter { recognizer in states.contains(recognizer.state) }
  }
}
