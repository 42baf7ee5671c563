/// Something that receives the values of an ``IndefiniteObservable``.
///
/// An observer has at least a `next` channel. Specialisations add channels of their own
/// (`MotionObserver` adds `state`); ``IndefiniteObservable`` is generic over the observer type so
/// that it can carry any of them without knowing what they are.
public protocol Observer {
  /// The type of value delivered on the `next` channel.
  associatedtype Value

  /// Receives the next value.
  var next: (Value) -> Void { get }
}
