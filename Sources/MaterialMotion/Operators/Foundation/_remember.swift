extension MotionObservableConvertible {
  /// Shares one upstream connection between all subscribers and replays the latest value and
  /// state to each new subscriber.
  ///
  /// The first subscriber connects upstream; later subscribers join that connection and
  /// immediately receive the latest value (if any) and the latest state, in convention order.
  /// Upstream is disconnected when the last subscriber leaves, and the memory is cleared, so a
  /// later subscriber starts a fresh connection. Every value upstream emits while connecting is
  /// delivered to the first subscriber (nothing is collapsed, unlike the original library).
  ///
  /// State: the latest upstream state is forwarded to every subscriber and replayed to new ones.
  public func _remember() -> MotionObservable<Value> {
    let shared = RememberedConnection(upstream: asStream())
    return MotionObservable<Value> { observer in
      shared.add(observer)
    }
  }
}

/// The shared connection behind `_remember()`.
@usableFromInline
final class RememberedConnection<T> {
  let upstream: MotionObservable<T>
  let observers = ObserverList<MotionObserver<T>>()
  var subscription: Subscription?
  var latest: T?
  var latestState: MotionState?

  init(upstream: MotionObservable<T>) {
    self.upstream = upstream
  }

  func add(_ observer: MotionObserver<T>) -> Disconnect {
    let token = observers.add(observer)
    if subscription == nil {
      subscription = upstream.subscribe(
        next: { value in
          self.latest = value
          self.observers.forEach { $0.next(value) }
        },
        state: { state in
          self.latestState = state
          self.observers.forEach { $0.state(state) }
        })
    } else {
      replay(to: observer)
    }
    return { [weak self] in self?.remove(token) }
  }

  private func replay(to observer: MotionObserver<T>) {
    let state = latestState
    if state == .active { observer.state(.active) }
    if let latest { observer.next(latest) }
    if state == .atRest { observer.state(.atRest) }
  }

  private func remove(_ token: Int) {
    observers.remove(token)
    if observers.isEmpty, let subscription {
      self.subscription = nil
      latest = nil
      latestState = nil
      subscription.unsubscribe()
    }
  }
}
