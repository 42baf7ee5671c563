extension MotionObservableConvertible where Value: PanGestureRecognizer {
  /// Emits `initial + translation(in: element)`: the drag's translation added to the value
  /// `initialPosition` had when the gesture began. Pass the parent of the dragged element as
  /// `element` so the translation is in the same space as the element's position (`nil`: window
  /// coordinates).
  ///
  /// Caching and emission as for ``scaled(from:)``: cache at `.began` (or first `.changed`), emit
  /// on `.began`/`.changed`, clear and emit nothing at `.ended`, `.failed`, `.possible`;
  /// emit the cached initial value at `.cancelled` (the gesture is undone); `initialPosition` is
  /// subscribed for the connection's lifetime.
  ///
  /// State: the gesture's state is forwarded.
  @MainActor
  public func translation(
    addedTo initialPosition: some MotionObservableConvertible<Point>,
    in element: Element?
  ) -> MotionObservable<Point> {
    _gestureApplied(to: initialPosition) { initial, recognizer in
      initial + recognizer.translation(in: element)
    }
  }

}
