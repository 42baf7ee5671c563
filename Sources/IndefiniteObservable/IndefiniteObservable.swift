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
}
