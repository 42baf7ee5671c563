/// A stream of a gesture recognizer's events: the source that connects a recognizer to Material
/// Motion.
///
/// Each subscription creates a connection object that registers itself as an observer of the
/// recognizer. It emits the recognizer once on connect (populating the observer with the
/// current gesture state) and again after every state or value change. Operators such as
/// ``MotionObservableConvertible/scaled(from:)`` read the recognizer's values.
///
/// State, following the ordering convention:
/// - `.began`/`.changed`: `state(.active)`, then the recognizer;
/// - `.ended`, `.cancelled`, `.failed`, `.possible`: the recognizer, then `state(.atRest)`;
/// - a recognised discrete gesture (a tap goes straight to `.ended`, without having been
///   reported active on this connection): `state(.active)`, the recognizer, `state(.atRest)`.
///
/// Unsubscribing unregisters the connection. The stream holds the recognizer strongly (like a
/// property's stream holds its property); a connection holds it only until it unsubscribes.
@MainActor
public func gestureSource<R: GestureRecognizer>(_ recognizer: R) -> MotionObservable<R> {
  MotionObservable<R> { observer in
    let connection = GestureConnection(subscribedTo: recognizer, observer: observer)
    return { connection.unsubscribe() }
  }
}

/// The object connection behind ``gestureSource(_:)``.
@MainActor
final class GestureConnection<R: GestureRecognizer> {
  private var recognizer: R?
  private let observer: MotionObserver<R>
  private var registration: Subscription?
  private var isActive = false

  init(subscribedTo recognizer: R, observer: MotionObserver<R>) {
    self.recognizer = recognizer
    self.observer = observer
    registration = recognizer.addObserver { [weak self] in self?.propagate() }
    // Populate the observer with the current gesture state.
    propagate()
  }

  func unsubscribe() {
    registration?.unsubscribe()
    registration = nil
    recognizer = nil
  }

  private func propagate() {
    guard let recognizer else { return }
    if recognizer.state.isActive {
      isActive = true
      observer.state(.active)
      observer.next(recognizer)
    } else {
      if recognizer.state == .ended && !isActive { observer.state(.active) }
      isActive = false
      observer.next(recognizer)
      observer.state(.atRest)
    }
  }
}
