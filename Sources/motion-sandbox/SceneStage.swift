import MaterialMotion

/// What every scene shares: a runtime over the window's root, the standard 200×200 square, and
/// a tear-down that removes everything the scene added (its elements, the recognizers its
/// interactions attached to the root, the runtime's connections and visualization strip).
@MainActor
final class SceneStage {
  let root: Element
  let clock: FrameClock
  let dispatcher: InputDispatcher
  private(set) var runtime: MotionRuntime?
  private var elements: [Element] = []
  private var subscriptions: [Subscription] = []
  private let rootRecognizersBefore: [ObjectIdentifier]

  init(_ context: SceneContext) {
    root = context.root
    clock = context.clock
    dispatcher = context.dispatcher
    runtime = MotionRuntime(containerElement: context.root, clock: context.clock)
    rootRecognizersBefore = context.root.gestureRecognizers.map(ObjectIdentifier.init)
  }

  /// The scene's runtime (present until ``tearDown()``).
  var motion: MotionRuntime { runtime! }

  /// The centre of the root, in its coordinates.
  var center: Point { Point(x: root.size.width / 2, y: root.size.height / 2) }

  /// Adds the standard square: 200×200, fill #6200EE, centred in the window.
  func makeSquare() -> Element {
    let square = Element()
    square.name = "square"
    square.size = Size(width: 200, height: 200)
    square.backgroundColor = Color(hex: 0x6200EE)
    square.position = center
    add(square)
    return square
  }

  /// Adds `element` to the root and removes it on tear-down.
  func add(_ element: Element) {
    root.addChild(element)
    elements.append(element)
  }

  /// Keeps `subscription` until tear-down.
  func keep(_ subscription: Subscription) {
    subscriptions.append(subscription)
  }

  /// Calls `body` for every key press the app did not consume, until tear-down.
  func onKeyDown(_ body: @escaping (KeyEvent) -> Void) {
    keep(
      dispatcher.keyEvents.subscribeToValue { key in
        if key.phase == .down && !key.isRepeat { body(key) }
      })
  }

  func tearDown() {
    for subscription in subscriptions { subscription.unsubscribe() }
    subscriptions.removeAll()
    runtime?.disconnectAll()
    runtime = nil
    for element in elements { element.removeFromParent() }
    elements.removeAll()
    for recognizer in root.gestureRecognizers
    where !rootRecognizersBefore.contains(ObjectIdentifier(recognizer)) {
      root.removeGestureRecognizer(recognizer)
    }
  }
}
