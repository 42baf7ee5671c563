extension MotionObservableConvertible where Value: ScaleGestureRecognizer {
  /// Emits the scale velocity (scale per second) only when the gesture `.ended`; a cancelled or
  /// failed gesture yields nothing.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func velocityOnRelease() -> MotionObservable<Double> {
    whenRecognitionState(is: .ended).velocity()
  }
}

extension MotionObservableConvertible where Value: RotationGestureRecognizer {
  /// Emits the rotation velocity (radians per second) only when the gesture `.ended`; a
  /// cancelled or failed gesture yields nothing.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func velocityOnRelease() -> MotionObservable<Double> {
    whenRecognitionState(is: .ended).velocity()
  }
}

extension MotionObservableConvertible where Value: PanGestureRecognizer {
  /// Emits the drag velocity (points per second, in `element`'s coordinates; `nil`: window) only
  /// when the gesture `.ended`; a cancelled or failed gesture yields nothing.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func velocityOnRelease(in element: Element?) -> MotionObservable<Point> {
    whenRecognitionState(is: .ended).velocity(in: element)
  }
}
