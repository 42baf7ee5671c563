/// A recognizer that never recognises anything: it tracks the touches delivered to its element
/// and calls ``onTouchesChanged`` whenever one lands or lifts (or is cancelled). It stays in
/// `.possible`, so it never competes with other recognizers. ``DirectlyManipulable`` uses it to
/// notice a second finger landing.
@MainActor
final class TouchCountObserver: GestureRecognizer {
  /// Called after a touch landed, lifted or was cancelled; ``GestureRecognizer/touches`` is
  /// already up to date.
  var onTouchesChanged: (() -> Void)?

  override init() {
    super.init()
    name = "touch count observer"
  }

  override func touchBegan(_ touch: TouchEvent) {
    onTouchesChanged?()
  }

  override func touchEnded(_ touch: TouchEvent, previous: TouchEvent) {
    onTouchesChanged?()
  }

  override func touchCancelled(_ touch: TouchEvent) {
    // Never fail: keep observing the remaining touches.
    onTouchesChanged?()
  }
}
