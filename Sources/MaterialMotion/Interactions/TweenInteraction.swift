/// A ``Tween`` is an interaction on a property: `runtime.connect(tween, to: property)` plays the
/// tween's ``Tween/values`` on `property` (a single value tweens from the property's current
/// value), and plays again whenever the values or offsets are written.
///
/// Togglable: ``Tween/enabled`` `false` stops the run where it is (`state(.atRest)`); `true`
/// restarts it from the beginning. State: the tween's aggregate state; the property gets
/// `state(.active)` when a run starts (the delay counts as active) and the exact final value
/// before `state(.atRest)`.
extension Tween: PropertyInteraction {}
