/// Where a value lies relative to a threshold or a range.
public enum ThresholdSide: Hashable, Sendable, CustomStringConvertible {
  /// Less than the threshold (or the range's minimum).
  case below
  /// Equal to the threshold (or inside the range, bounds included).
  case within
  /// Greater than the threshold (or the range's maximum).
  case above

  /// The case's name: `"below"`, `"within"` or `"above"`.
  public var description: String {
    switch self {
    case .below: "below"
    case .within: "within"
    case .above: "above"
    }
  }
}

extension MotionObservableConvertible where Value: Comparable {
  /// Emits where each value lies relative to `threshold`: `.below`, `.within` (equal) or `.above`.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// threshold(10)
  /// upstream    0      10      15     8      -15    -5
  /// downstream  below  within  above  below  below  below
  /// ```
  @inlinable
  public func threshold(_ threshold: Value) -> MotionObservable<ThresholdSide> {
    _map { value in
      if value < threshold { return .below }
      if value > threshold { return .above }
      return .within
    }
  }
}
