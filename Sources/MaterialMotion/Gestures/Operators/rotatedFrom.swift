extension MotionObservableConvertible where Value: RotationGestureRecognizer {
  /// Emits `initial + rotation`: the rotation a gesture has produced, added to the value
  /// `initialRotation` had when the gesture began.
  ///
  /// Caching and emission as for ``scaled(from:)``: cache at `.began` (or first `.changed`), emit
  /// on `.began`/`.changed`, clear and emit nothing at `.ended`, `.failed`, `.possible`;
  /// emit the cached initial value at `.cancelled` (the gesture is undone); `initialRotation` is
  /// subscribed for the connection's lifetime.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func rotated(from initialRotation: some MotionObservableConvertible<Double>)
    -> MotionObservable<Double>
  {
    _gestureApplied(to: initialRotation) { initial, recognizer in initial + recognizer.rotation }
  }
}
