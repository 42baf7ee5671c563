/// A cold, synchronous, never-completing observable.
///
/// An `IndefiniteObservable` is nothing but a `connect` function. Every call to
/// ``subscribe(observer:)`` runs `connect` again, synchronously, with the new observer, and wraps
/// the disconnect function it returns in a ``Subscription``. Values that `connect` emits
/// synchronously reach the observer before `subscribe` returns. Nothing is shared between
/// subscriptions unless an operator shares it on purpose.
///
/// There is no completion and no error channel: a stream ends when its subscriber unsubscribes.
open class IndefiniteObservable<O: Observer> {
  /// The function that connects an observer to the source and returns how to disconnect it.
  public typealias Connect = (O) -> Disconnect

  @usableFromInline
  let connect: Connect

  /// Creates an observable from its connect function.
  @inlinable
  public init(_ connect: @escaping Connect) {
    self.connect = connect
  }

  /// Connects `observer` to the source and returns the subscription that disconnects it.
  ///
  /// The returned subscription does not keep the observable or the observer alive, and dropping
  /// it does not disconnect (see ``Subscription``).
  @inlinable
  @discardableResult
  public final func subscribe(observer: O) -> Subscription {
    Subscription(connect(observer))
  }

  /// Connects `observer` and returns the bare disconnect function, without the ``Subscription``
  /// that ``subscribe(observer:)`` wraps it in.
  ///
  /// For operators whose own disconnect function forwards to this one: the subscription their
  /// subscriber holds already makes sure it runs at most once, so a second wrapper (and its
  /// allocation) per operator would be wasted. Whoever calls `_connect` must call the returned
  /// function at most once.
  @inlinable
  public final func _connect(_ observer: O) -> Disconnect {
    connect(observer)
  }
}
