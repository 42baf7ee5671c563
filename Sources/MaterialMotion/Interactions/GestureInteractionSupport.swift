/// How a gesture interaction holds its recognizer: the recognizer, the element it attaches a
/// recognizer it is responsible for to, and whether it is responsible for it.
///
/// An interaction is responsible for a recognizer it created, and for a given recognizer that had
/// no element (it attaches it itself). It attaches such a recognizer when it is created, keeps it
/// attached while connected (re-attaching it if the recognizer was detached in between), and the
/// runtime detaches it when the runtime goes away, so a torn-down scene leaves no recognizer
/// behind. A recognizer that already had an element is left alone.
@MainActor
struct GestureAttachment<R: GestureRecognizer> {
  /// The recognizer.
  let recognizer: R
  /// Whether the interaction attached the recognizer (and detaches it with the runtime).
  let isOwned: Bool
  /// Where an owned recognizer is attached.
  private weak var host: Element?

  /// Uses `given` if it has an element; otherwise attaches `given` (or a new recognizer from
  /// `make`) to `host`.
  init(_ given: R?, host: Element, make: () -> R) {
    let recognizer = given ?? make()
    self.recognizer = recognizer
    if recognizer.element == nil {
      host.addGestureRecognizer(recognizer)
      isOwned = true
      self.host = host
    } else {
      isOwned = false
    }
  }

  /// Re-attaches an owned recognizer if needed, applies `enabled` and makes `runtime` detach the
  /// recognizer when it goes away.
  func connect(with runtime: MotionRuntime, enabled: Bool) {
    recognizer.isEnabled = enabled
    guard isOwned, let host else { return }
    if recognizer.element == nil { host.addGestureRecognizer(recognizer) }
    let recognizer = self.recognizer
    runtime.keep(
      Subscription { [weak host] in
        guard let host, recognizer.element === host else { return }
        host.removeGestureRecognizer(recognizer)
      })
  }
}

/// The ``Stateful`` state of a gesture: `.active` while `recognizer` is began/changed, `.atRest`
/// otherwise (a recognised tap is `.active` then `.atRest`). Replays the current state on
/// subscription, then emits only changes; the `state` channel mirrors the values in convention
/// order. Each subscription observes the recognizer from the moment it subscribes.
@MainActor
func gestureMotionState<R: GestureRecognizer>(_ recognizer: R) -> MotionObservable<MotionState> {
  gestureSource(recognizer).asMotionState()._stateChanges()
}

/// An ``enabled`` property whose writes switch `recognizers` on and off.
@MainActor
func recognizerEnabledProperty(_ recognizers: [GestureRecognizer]) -> ReactiveProperty<Bool> {
  ReactiveProperty(true) { isEnabled in
    for recognizer in recognizers { recognizer.isEnabled = isEnabled }
  }
}
