/// A ``Stateful`` that represents direct manipulation by the user, such as dragging, rotating or
/// pinching an element.
///
/// The protocol adds no requirement. It marks which interactions count as "the user is touching
/// this": a runtime aggregates the ``Stateful/state`` of every `Manipulation` it runs into its own
/// "is being manipulated" state, and other interactions (a ``Spring`` that should yield to a drag)
/// can be toggled by it.
public protocol Manipulation: Stateful {}
