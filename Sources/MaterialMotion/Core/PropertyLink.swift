/// One subscription to a ``ReactiveProperty``: the observer's channels, and the disconnect
/// function (`disconnect`, whose closure context is the link itself, so it costs no allocation of
/// its own).
///
/// A link does not keep the property alive, and it is not a weak reference either: a weak
/// reference would give the property a side table, which makes every retain and release of it
/// take the runtime's slow path (about half the cost of a write). Instead the property clears
/// `property` in every link it still holds when it deinitialises, and `disconnect` clears it
/// when it runs, so `property` is only ever set while the property is alive.
@usableFromInline
final class PropertyLink<T> {
  @usableFromInline
  let next: (T) -> Void
  @usableFromInline
  let state: (MotionState) -> Void
  @usableFromInline
  @exclusivity(unchecked)
  unowned(unsafe) var property: ReactiveProperty<T>?
  /// The observer's token in the property's `more` list (0 for the inline observer).
  @usableFromInline
  @exclusivity(unchecked)
  var token = 0

  @inlinable
  init(property: ReactiveProperty<T>, observer: MotionObserver<T>) {
    self.property = property
    self.next = observer.next
    self.state = observer.state
  }

  /// Removes the observer from the property, if both are still there. Runs at most once.
  @inlinable
  func disconnect() {
    guard let property else { return }
    self.property = nil
    property.removeObserver(self)
  }
}
