/// Something that moves and can say whether it is moving right now.
///
/// Subscribing to ``state`` emits the current ``MotionState`` at once (a replay), then every change.
/// Conformers follow the library's ordering convention on the stream's own `state` channel too:
/// `state(.active)` before the `.active` value, the `.atRest` value before `state(.atRest)`, so the
/// stream's value and its `state` channel always agree.
public protocol Stateful {
  /// The current motion state, replayed on subscription, then every change.
  var state: MotionObservable<MotionState> { get }
}
