extension MotionObservableConvertible where Value: ScaleGestureRecognizer {
  /// Emits `initial × scale`: the scale a pinch has produced, applied to the value `initialScale`
  /// had when the gesture began.
  ///
  /// Subscribes to `initialScale` for the connection's lifetime and keeps its latest value; caches
  /// it at `.began` (or the first `.changed` when connected mid-gesture); emits on `.began` and
  /// `.changed`; clears the cache and emits nothing at `.ended`, `.failed` and `.possible`; at
  /// `.cancelled` emits the cached initial value once more, undoing the gesture. Writing the
  /// result into the property behind `initialScale` makes no feedback loop.
  ///
  /// State: the gesture's state is forwarded (active while began/changed, at rest after).
  @MainActor
  public func scaled(from initialScale: some MotionObservableConvertible<Double>)
    -> MotionObservable<Double>
  {
    _gestureApplied(to: initialScale) { initial, recognizer in initial * recognizer.scale }
  }
}
