import MaterialMotion

/// Recognises a press and the drag that follows: `.began` as soon as a touch goes down (no
/// movement threshold, so a click on a slider sets it at once), `.changed` on every movement,
/// `.ended` when the last touch lifts, `.cancelled` when a touch is cancelled. It is exclusive, so
/// no other recognizer sharing its touches begins while it is active. Its location is the
/// centroid of its touches.
@MainActor
final class PressGestureRecognizer: GestureRecognizer {
  override init() {
    super.init()
    isExclusive = true
  }

  override func touchBegan(_ touch: TouchEvent) {
    if state == .possible { transition(to: .began) }
  }

  override func touchMoved(_ touch: TouchEvent, previous: TouchEvent) {
    if state.isActive { transition(to: .changed) }
  }

  override func touchEnded(_ touch: TouchEvent, previous: TouchEvent) {
    guard state.isActive else { return }
    if touch.location != previous.location { transition(to: .changed) }
    if numberOfTouches == 0 { transition(to: .ended) }
  }
}
