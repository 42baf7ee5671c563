/// What a value did relative to a slop region (see
/// ``MotionObservableConvertible/slop(size:)``).
public enum SlopEvent: Hashable, Sendable, CustomStringConvertible {
  /// The value left the region.
  case onExit
  /// The value came back into the region after leaving it.
  case onReturn

  /// The case's name: `"onExit"` or `"onReturn"`.
  public var description: String {
    switch self {
    case .onExit: "onExit"
    case .onReturn: "onReturn"
    }
  }
}

extension MotionObservableConvertible where Value == Double {
  /// Reports when the value leaves and re-enters the region `-|size|...|size|` (bounds inside).
  ///
  /// Built as `thresholdRange(min: -|size|, max: |size|)` → below/above become `.onExit`, within
  /// becomes `.onReturn` → ``dedupe()`` → ``ignoreUntil(_:)`` `.onExit`. Nothing is emitted
  /// until the value first leaves the region, and each event is emitted once per crossing. The
  /// dedupe and ignore-until memories belong to each subscription. A negative `size` means the
  /// same as its magnitude; `size` 0 makes every non-zero value outside.
  ///
  /// State: forwarded unchanged.
  ///
  /// ```
  /// slop(size: 10)
  /// upstream    0  50      0         -50     0
  /// downstream  —  onExit  onReturn  onExit  onReturn
  /// ```
  @inlinable
  public func slop(size: Double) -> MotionObservable<SlopEvent> {
    let size = abs(size)
    return thresholdRange(min: -size, max: size)
      ._map { side -> SlopEvent in side == .within ? .onReturn : .onExit }
      .dedupe()
      .ignoreUntil(.onExit)
  }
}
