/// A reusable piece of motion behaviour that a ``MotionRuntime`` runs: a drag, a pinch, a toss.
///
/// An interaction is configured first (its properties and streams are public and, for streams,
/// settable) and then handed to ``MotionRuntime/connect(_:)``, which keeps it alive and calls
/// ``connect(with:)`` once. In `connect(with:)` the interaction wires its streams to their
/// properties through the runtime (``MotionRuntime/connect(_:to:)-(_,ReactiveProperty<T>)``,
/// ``MotionRuntime/subscribe(to:next:state:)``, nested ``MotionRuntime/connect(_:)`` calls...), so
/// the runtime owns every subscription and ends them all when it goes away. An interaction must
/// not keep a strong reference to the runtime.
///
/// State: interactions that move things also conform to ``Stateful`` (the runtime aggregates their
/// states into ``MotionRuntime/state``), those driven directly by the user to ``Manipulation``
/// (aggregated into ``MotionRuntime/isBeingManipulated``), and those that can be switched off to
/// ``Togglable``.
@MainActor
public protocol Interaction: AnyObject {
  /// Wires the interaction into `runtime`. Called once by ``MotionRuntime/connect(_:)``, after the
  /// runtime has stored the interaction.
  func connect(with runtime: MotionRuntime)
}
