/// A ``Spring`` is an interaction on a property: `runtime.connect(spring, to: property)` runs one
/// simulation that pulls `property` toward ``Spring/destination``, starting from the property's
/// current value with the pending ``Spring/initialVelocity``.
///
/// Togglable: ``Spring/enabled`` `false` stops the simulation where it is (`state(.atRest)`);
/// `true` restarts it toward the destination. State: the spring's aggregate state (active while
/// any of its connections runs); the property gets `state(.active)` before the first value of a
/// run and the exact destination before `state(.atRest)`.
extension Spring: PropertyInteraction {}
