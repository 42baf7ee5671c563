/// Recognizes a touchpad hold: fingers resting on a touchpad without moving (``HoldEvent``s
/// from Wayland's pointer gestures, libinput 1.19 and later; XInput 2.4 has no hold). The
/// gesture begins when the fingers come to rest (when their count is in ``fingers``; it fails
/// otherwise), ends when they lift and is cancelled when they move on into another gesture.
/// A hold is the touchpad's way of "catching" something in flight:
///
/// ```swift
/// let hold = HoldGestureRecognizer()
/// root.addGestureRecognizer(hold)
/// gestureSource(hold).whenRecognitionState(is: .began).subscribeToValue { _ in
///   spring.enabled.value = false  // stop the toss where it is
/// }
/// ```
@MainActor
public final class HoldGestureRecognizer: GestureRecognizer {
  /// The finger counts this recognizer takes (any by default).
  public var fingers: ClosedRange<Int>
  /// How many fingers the current (or last) hold has.
  public private(set) var numberOfFingers = 0
  private var pointer = Point.zero
  private var isHolding = false

  /// Creates a recognizer for holds of `fingers` fingers.
  public init(fingers: ClosedRange<Int> = 1...Int.max) {
    self.fingers = fingers
    super.init()
  }

  /// Takes hold events.
  public override var acceptsHoldEvents: Bool { true }

  /// The pointer's position while holding.
  public override func location(in element: Element?) -> Point {
    element?.convert(pointer, from: nil) ?? pointer
  }

  /// Follows the hold: begins, ends or is cancelled with it.
  public override func handleHold(_ event: HoldEvent) {
    pointer = event.location
    switch event.phase {
    case .began:
      guard !isHolding, state == .possible else { return }
      isHolding = true
      numberOfFingers = event.fingers
      transition(to: fingers.contains(event.fingers) ? .began : .failed)
    case .ended, .cancelled:
      guard isHolding else { return }
      if state.isActive { transition(to: event.phase == .ended ? .ended : .cancelled) }
      isHolding = false
      returnToPossible()
    }
  }

  /// Forgets the hold in progress; the finger count is kept.
  public override func reset() {
    isHolding = false
  }
}
