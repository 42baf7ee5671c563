extension MotionObservableConvertible where Value: PanGestureRecognizer {
  /// Emits the raw translation in `element`'s coordinates (`nil`: window) on every event.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func translation(in element: Element?) -> MotionObservable<Point> {
    _map { recognizer in recognizer.translation(in: element) }
  }
}
