/// A function that tears down a connection made by an ``IndefiniteObservable``.
public typealias Disconnect = () -> Void

/// A disconnect function that does nothing, for sources with nothing to tear down.
@inlinable
public func noopDisconnect() {}

/// The live connection between an observable and one observer.
///
/// Calling ``unsubscribe()`` runs the source's disconnect function exactly once; further calls do
/// nothing, including calls made from inside the disconnect function itself.
///
/// **Dropping a subscription does not disconnect.** A `Subscription` only holds the chain of
/// disconnect closures, not the observable or the observer, and its deinitialiser does nothing.
/// Whoever wants the connection to end calls ``unsubscribe()`` (a `MotionRuntime` does this for
/// every subscription it owns when it goes away). This matches IndefiniteObservable 4.0 and keeps
/// "fire and forget" subscriptions such as a runtime connection alive without bookkeeping.
public final class Subscription {
  // Unchecked exclusivity: every access below is instantaneous (the closure is copied out before
  // it is called), so no access can overlap another and the runtime check would only cost time.
  @usableFromInline
  @exclusivity(unchecked)
  var disconnect: Disconnect?

  /// Wraps a disconnect function.
  @inlinable
  public init(_ disconnect: @escaping Disconnect) {
    self.disconnect = disconnect
  }

  /// Whether ``unsubscribe()`` has already run.
  @inlinable
  public var isUnsubscribed: Bool { disconnect == nil }

  /// Ends the connection. Idempotent: only the first call reaches the source.
  @inlinable
  public func unsubscribe() {
    guard let disconnect else { return }
    self.disconnect = nil
    disconnect()
  }
}
