/// A stream of values with a `next` and a `state` channel: an `IndefiniteObservable` whose
/// observers are ``MotionObserver``s.
///
/// Streams are cold and synchronous: each subscription runs the source's connect function again,
/// and values emitted during connect arrive before `subscribe` returns. See ``MotionObserver`` for
/// the ordering convention between the two channels.
public final class MotionObservable<T>: IndefiniteObservable<MotionObserver<T>> {
  /// Set on a stream made by `_map`, `_filter` or `dedupe`, so that the next of those operators
  /// can fuse its stage into this one (see `_fusion.swift`); nil for every other stream.
  @usableFromInline
  @exclusivity(unchecked)
  var _fusion: _FusedRun<T>?

  /// Subscribes with one function per channel.
  @inlinable
  @discardableResult
  public func subscribe(
    next: @escaping (T) -> Void,
    state: @escaping (MotionState) -> Void
  ) -> Subscription {
    subscribe(observer: MotionObserver<T>(next: next, state: state))
  }

  /// Subscribes and ignores every value and state. Useful to keep a source with side effects
  /// (a gesture, a spring writing to a property) connected.
  @inlinable
  @discardableResult
  public func subscribe() -> Subscription {
    subscribe(observer: MotionObserver<T>(next: { _ in }, state: { _ in }))
  }

  /// Subscribes to the `next` channel only; `state` is ignored.
  @inlinable
  @discardableResult
  public func subscribeToValue(_ next: @escaping (T) -> Void) -> Subscription {
    subscribe(observer: MotionObserver<T>(next: next, state: { _ in }))
  }

  /// Subscribes to the `state` channel only; values are ignored.
  @inlinable
  @discardableResult
  public func subscribeToState(_ state: @escaping (MotionState) -> Void) -> Subscription {
    subscribe(observer: MotionObserver<T>(next: { _ in }, state: state))
  }

  /// Subscribes and forwards both channels unchanged to `observer`.
  @inlinable
  @discardableResult
  public func subscribeAndForward(to observer: MotionObserver<T>) -> Subscription {
    subscribe(observer: observer)
  }

  /// Subscribes with a custom `next` and forwards `state` unchanged to `observer`.
  @inlinable
  @discardableResult
  public func subscribeAndForward<U>(
    to observer: MotionObserver<U>,
    next: @escaping (T) -> Void
  ) -> Subscription {
    subscribe(observer: MotionObserver<T>(next: next, state: observer.state))
  }
}

/// Anything that can be turned into a ``MotionObservable``. Every operator is defined on this
/// protocol, so operators apply to streams and to ``ReactiveProperty`` alike.
public protocol MotionObservableConvertible<Value> {
  /// The type of value the stream carries.
  associatedtype Value
  /// The stream form of `self`.
  func asStream() -> MotionObservable<Value>
}

extension MotionObservable: MotionObservableConvertible {
  /// The type of value the stream carries on its `next` channel.
  public typealias Value = T
  /// Returns `self`.
  @inlinable
  public func asStream() -> MotionObservable<T> { self }
}
