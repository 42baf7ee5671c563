extension MotionObservableConvertible where Value == Double {
  /// Lets values inside `below...above` through unchanged and pulls values outside it back towards
  /// the nearest bound with diminishing returns, so they never pass `bound ± maxLength`:
  /// `bound + sign · L · (1 − 1 / (d · 0.55 / L + 1))` where `d` is the overshoot and `L` is
  /// `maxLength` (0.55 approximates the iOS scroll-view feel). With `maxLength <= 0` values are
  /// clamped to the bound. NaN passes through. `below > above` is a programming error.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// rubberBanded(below: 0, above: 100, maxLength: 10)
  /// upstream    0  10  50  +∞   -∞
  /// downstream  0  10  50  110  -10
  /// ```
  @inlinable
  public func rubberBanded(below: Double, above: Double, maxLength: Double) -> MotionObservable<
    Double
  > {
    precondition(
      below <= above, "rubberBanded needs below <= above; got below \(below), above \(above)")
    return _map { rubberBand($0, below: below, above: above, maxLength: maxLength) }
  }
}

extension MotionObservableConvertible where Value == Point {
  /// Rubber-bands each point outside `rect`, one axis at a time, as
  /// ``MotionObservableConvertible/rubberBanded(below:above:maxLength:)`` does with
  /// `minX...maxX` and `minY...maxY`. ``Rect/null`` disables the effect: points pass unchanged.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// rubberBanded(outsideOf: Rect(x: 0, y: 0, width: 100, height: 100), maxLength: 10)
  /// upstream    (50, 50)  (+∞, 50)   (50, -∞)
  /// downstream  (50, 50)  (110, 50)  (50, -10)
  /// ```
  @inlinable
  public func rubberBanded(outsideOf rect: Rect, maxLength: Double) -> MotionObservable<Point> {
    _map { rubberBand($0, outsideOf: rect, maxLength: maxLength) }
  }

  /// Rubber-bands each point outside the latest `rect` with the latest `maxLength`: emits once all
  /// three are known, and whenever any of them changes.
  ///
  /// State: upstream's state is forwarded unchanged; the states of `rect` and `maxLength` are
  /// ignored.
  public func rubberBanded(
    outsideOf rect: some MotionObservableConvertible<Rect>,
    maxLength: some MotionObservableConvertible<Double>
  ) -> MotionObservable<Point> {
    let limits = rect._combineLatest(with: maxLength) { (rect: $0, maxLength: $1) }
    return _combineLatest(with: limits) {
      rubberBand($0, outsideOf: $1.rect, maxLength: $1.maxLength)
    }
  }
}

/// `value` rubber-banded outside `below...above` (see `rubberBanded(below:above:maxLength:)`).
@inlinable
func rubberBand(_ value: Double, below: Double, above: Double, maxLength: Double) -> Double {
  let isBelow = value < below
  guard isBelow || value > above else { return value }
  let bound = isBelow ? below : above
  guard maxLength > 0 else { return bound }
  let overshoot = abs(value - bound)
  let pull = maxLength * (1 - 1 / (overshoot * 0.55 / maxLength + 1))
  return isBelow ? bound - pull : bound + pull
}

/// `point` rubber-banded outside `rect`, per axis; unchanged when `rect` is null.
@inlinable
func rubberBand(_ point: Point, outsideOf rect: Rect, maxLength: Double) -> Point {
  guard !rect.isNull else { return point }
  return Point(
    x: rubberBand(
      point.x, below: min(rect.minX, rect.maxX), above: max(rect.minX, rect.maxX),
      maxLength: maxLength),
    y: rubberBand(
      point.y, below: min(rect.minY, rect.maxY), above: max(rect.minY, rect.maxY),
      maxLength: maxLength))
}
