/// Where a ``SelfDismissingTransition`` registers the gestures that start a dismissal: when one
/// of them begins while the fore state is presented and no transition runs, its controller starts
/// a backward transition whose context carries that recognizer, so the transition's motion
/// continues from the gesture already under way.
@MainActor
public final class TransitionDismisser {
  /// The registered recognizers, in registration order.
  public private(set) var gestureRecognizers: [GestureRecognizer] = []
  private var subscriptions: [Subscription] = []
  private let begin: (GestureRecognizer) -> Void

  init(begin: @escaping (GestureRecognizer) -> Void) {
    self.begin = begin
  }

  isolated deinit {
    removeAll()
  }

  /// Starts a dismissal whenever `recognizer` begins (a recognizer registered twice counts once).
  /// The recognizer stays attached to whatever element it is attached to.
  public func dismissWhenGestureBegins(_ recognizer: GestureRecognizer) {
    guard !gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
    gestureRecognizers.append(recognizer)
    let begin = self.begin
    subscriptions.append(
      recognizer.addObserver { [weak recognizer] in
        if let recognizer, recognizer.state == .began { begin(recognizer) }
      })
  }

  /// Forgets every registered recognizer (the controller does this when a dismissal completes).
  public func removeAll() {
    for subscription in subscriptions { subscription.unsubscribe() }
    subscriptions.removeAll()
    gestureRecognizers.removeAll()
  }
}
