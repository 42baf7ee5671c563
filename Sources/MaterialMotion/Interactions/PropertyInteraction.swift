/// Something that drives any ``ReactiveProperty`` of its value type with a stream of its own: a
/// ``Spring`` or a ``Tween``. Connect one to a property with the runtime's
/// `connect(_:to:)` overload for property interactions:
///
/// ```swift
/// let spring = Spring(to: Point(x: 200, y: 300), clock: runtime.clock)
/// runtime.connect(spring, to: box.positionProperty)
/// ```
///
/// State: ``Stateful/state`` is the aggregate of all the interaction's connections (active while
/// any of them runs); each connection's stream sends `state(.active)` before its first value and
/// its final value before `state(.atRest)`, and the runtime writes that state to the property.
public protocol PropertyInteraction<Value>: AnyObject, Togglable, Stateful {
  /// The type of value the interaction drives.
  associatedtype Value

  /// A stream of the values the interaction gives `property`, starting from `property`'s current
  /// value. Each subscription is independent. The stream does not write `property` itself.
  func stream(for property: ReactiveProperty<Value>) -> MotionObservable<Value>
}

extension PropertyInteraction {
  /// Drives `property` with the interaction (a spring, a tween): writes every emitted value to
  /// `property.value` and the stream's state to `property.state`, until the returned subscription
  /// is unsubscribed. Use ``MotionRuntime/connect(_:to:)-(P,_)`` to have a runtime own the connection.
  @discardableResult
  public func connect(to property: ReactiveProperty<Value>) -> Subscription {
    stream(for: property).subscribe(
      next: { property.value = $0 },
      state: { property.state = $0 })
  }
}
