extension MotionObservableConvertible where Value: ScaleGestureRecognizer {
  /// Emits the recognizer's scale velocity (scale per second) on every event, including the
  /// emission on connect.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func velocity() -> MotionObservable<Double> {
    _map { recognizer in recognizer.velocity }
  }
}

extension MotionObservableConvertible where Value: RotationGestureRecognizer {
  /// Emits the recognizer's rotation velocity (radians per second) on every event, including
  /// the emission on connect.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func velocity() -> MotionObservable<Double> {
    _map { recognizer in recognizer.velocity }
  }
}

extension MotionObservableConvertible where Value: PanGestureRecognizer {
  /// Emits the drag velocity (points per second) in `element`'s coordinates (`nil`: window) on
  /// every event, including the emission on connect.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func velocity(in element: Element?) -> MotionObservable<Point> {
    _map { recognizer in recognizer.velocity(in: element) }
  }
}
