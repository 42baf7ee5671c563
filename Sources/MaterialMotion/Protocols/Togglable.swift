/// Something that can be switched on and off.
///
/// While ``enabled`` holds `false` a conformer neither reacts to its inputs nor emits anything. How
/// it resumes when re-enabled is up to the conformer (a ``Spring`` restarts toward its destination,
/// a ``Tween`` restarts from the beginning). Disabling something that is moving stops it where it
/// is and sends `state(.atRest)`.
public protocol Togglable {
  /// Whether the conformer reacts and emits. Writing it switches the conformer on or off.
  var enabled: ReactiveProperty<Bool> { get }
}
