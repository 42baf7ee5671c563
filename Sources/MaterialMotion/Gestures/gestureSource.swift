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
/// Unsubscribing unregisters the connection. As for every source, dropping the returned
/// `Subscription` does not disconnect: the recognizer keeps the connection (and so the
/// subscriber) until `unsubscribe()` or until the recognizer itself is freed. The stream holds
/// the recognizer strongly (like a property's stream holds its property); a connection holds it
/// weakly, so a forgotten subscription never keeps a recognizer alive.
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
  private weak var recognizer: R?
  private let observer: MotionObserver<R>
  private var registration: Subscription?
  private var isActive = false

  init(subscribedTo recognizer: R, observer: MotionObserver<R>) {
    self.recognizer = recognizer
    self.observer = observer
    // The recognizer holds the connection strongly until `unsubscribe()`.
    registration = recognizer.addObserver { self.propagate() }
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
