extension MotionObservableConvertible where Value: Equatable {
  /// Drops every value until one equals `expected`, then passes that value and everything after.
  ///
  /// Whether the gate has opened belongs to each subscription: a new subscriber starts closed,
  /// whatever earlier subscribers saw (the original library shared one flag between all
  /// subscribers and never reset it).
  ///
  /// State: forwarded unchanged, also while values are dropped.
  ///
  /// ```
  /// ignoreUntil(50)
  /// upstream    20  10  60  50  10  20  80
  /// downstream  —   —   —   50  10  20  80
  /// ```
  @inlinable
  public func ignoreUntil(_ expected: Value) -> MotionObservable<Value> {
    let upstream = asStream()
    return MotionObservable<Value> { observer in
      var isOpen = false
      let next = observer.next
      return upstream.subscribeAndForward(to: observer) { value in
        if !isOpen {
          guard value == expected else { return }
          isOpen = true
        }
        next(value)
      }.unsubscribe
    }
  }
}
