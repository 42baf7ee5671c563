import MaterialMotion

/// One 200×200 rectangle, fill #6200EE, centred; pinch to scale it.
@MainActor
final class ScalableScene: SandboxScene {
  static let name = "scalable"
  static let hint = "Pinch the square: two fingers, ctrl + wheel, or Alt + drag with the mouse."

  private let square = Element()
  private var subscriptions: [Subscription] = []

  init(context: SceneContext) {
    square.name = "square"
    square.size = Size(width: 200, height: 200)
    square.backgroundColor = Color(hex: 0x6200EE)
    square.position = Point(x: context.root.size.width / 2, y: context.root.size.height / 2)
    context.root.addChild(square)
    let recognizer = ScaleGestureRecognizer()
    context.root.addGestureRecognizer(recognizer)
    let scale = square.scaleProperty
    subscriptions.append(
      gestureSource(recognizer).scaled(from: scale).subscribeToValue { scale.value = $0 })
  }

  func tearDown() {
    for s in subscriptions { s.unsubscribe() }
    square.removeFromParent()
  }
}
