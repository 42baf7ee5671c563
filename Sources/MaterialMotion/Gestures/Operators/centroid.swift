extension MotionObservableConvertible where Value: GestureRecognizer {
  /// Emits the centroid of the gesture's touches (``GestureRecognizer/location(in:)``) in
  /// `element`'s coordinates (`nil`: window) on every event.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func centroid(in element: Element?) -> MotionObservable<Point> {
    _map { recognizer in recognizer.location(in: element) }
  }
}
