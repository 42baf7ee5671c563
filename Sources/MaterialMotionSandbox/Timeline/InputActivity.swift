import MaterialMotion
import MaterialMotionSDL

/// What of the run's input is in progress, as the host's input shows it: the left button held,
/// fingers down, touchpad pinches, swipes and holds begun and not ended, and when the wheel or
/// a multigesture last moved (the translator ends their pinches 0.25 s after the last event). A
/// checkpoint is only made when nothing is (``isIdle(at:)``): the translator and the recognizers
/// are then as a new run's, which the takeover starts with. (Keys leave nothing in progress in
/// the translator; a scene that follows held keys itself says so in its checkpoint.)
///
/// It also counts the touches the host's translator numbered since it was last reset
/// (``touchesNumbered``: every finger down takes the next number), so that a takeover from a
/// checkpoint numbers the touches after it as the run did.
@MainActor
final class InputActivity {
  /// Touches the translator numbered since it was reset.
  private(set) var touchesNumbered = 0
  private var leftButtonDown = false
  private var fingers = Set<Int64>()
  private var gestures = Set<String>()
  private var lastWheel = -Double.infinity
  private var subscription: Subscription?

  /// How long after its last event the translator ends a wheel or multigesture pinch
  /// (`InputTranslator.pinchIdleTimeout`), with a frame's margin.
  static let pinchSettling = 0.25 + 1.0 / 30

  /// Follows what `host` handles from now on, live, replayed or rewound.
  init(host: SandboxHost) {
    subscription = host.input.subscribeToValue { [weak self] timed in self?.observe(timed) }
  }

  /// Whether nothing is in progress at the run's time `time` (the end of a frame).
  func isIdle(at time: Double) -> Bool {
    !leftButtonDown && fingers.isEmpty && gestures.isEmpty
      && time - lastWheel >= Self.pinchSettling
  }

  /// Nothing in progress, and `touches` numbered (the translator was reset and a run restored).
  func reset(touchesNumbered touches: Int) {
    touchesNumbered = touches
    leftButtonDown = false
    fingers = []
    gestures = []
    lastWheel = -.infinity
  }

  /// Takes `timed` into account.
  func observe(_ timed: TimedInput) {
    switch timed.input {
    case .mouse(let mouse):
      if case .down(.left) = mouse.phase { leftButtonDown = true }
      if case .up(.left) = mouse.phase { leftButtonDown = false }
    case .finger(let finger):
      switch finger.phase {
      case .down:
        touchesNumbered += 1
        fingers.insert(finger.finger)
      case .up: fingers.remove(finger.finger)
      case .moved: break
      }
    case .touchpadPinch(let pinch): track("pinch", ended: pinch.phase == .end)
    case .touchpadSwipe(let swipe): track("swipe", ended: swipe.phase == .end)
    case .touchpadHold(let hold): track("hold", ended: hold.phase == .end)
    case .wheel, .multigesture: lastWheel = timed.time
    case .window(.focusLost):
      // The translator cancels every touch and gesture.
      leftButtonDown = false
      fingers = []
      gestures = []
      lastWheel = -.infinity
    case .key, .window, .takeover, .touchpadDevice:
      break
    }
  }

  private func track(_ gesture: String, ended: Bool) {
    if ended { gestures.remove(gesture) } else { gestures.insert(gesture) }
  }

  /// Stops following the host's input.
  func stop() {
    subscription?.unsubscribe()
    subscription = nil
  }
}
