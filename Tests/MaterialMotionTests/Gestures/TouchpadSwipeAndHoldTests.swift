import MaterialMotion
import Testing

/// Touchpad swipes and holds: routed by the dispatcher to the recognizers under the pointer that
/// take them, and recognised with finger counts, translation, velocity and cancellation.
@MainActor
@Suite struct TouchpadSwipeAndHoldTests {
  /// A 400×400 root with a 100×100 child at (100, 100), and a dispatcher.
  func makeTree() -> (root: Element, child: Element, dispatcher: InputDispatcher) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let child = Element(frame: Rect(x: 100, y: 100, width: 100, height: 100))
    root.addChild(child)
    return (root, child, InputDispatcher(root: root))
  }

  func event(
    _ phase: SwipeEvent.Phase, fingers: Int = 3, at location: Point = Point(x: 150, y: 150),
    delta: Point = .zero, time: Double
  ) -> InputEvent {
    .swipe(
      SwipeEvent(phase: phase, fingers: fingers, location: location, delta: delta, timestamp: time))
  }

  @Test func aSwipeIsRecognisedWithItsTranslationAndVelocity() {
    let (root, child, dispatcher) = makeTree()
    let swipe = SwipeGestureRecognizer(fingers: 3...4)
    child.addGestureRecognizer(swipe)
    var states: [GestureRecognizer.State] = []
    let observer = swipe.addObserver { states.append(swipe.state) }
    defer { observer.unsubscribe() }
    dispatcher.dispatch(event(.began, time: 0))
    for step in 1...10 {
      dispatcher.dispatch(event(.changed, delta: Point(x: -8, y: 1), time: Double(step) * 0.01))
    }
    #expect(swipe.translation(in: nil) == Point(x: -80, y: 10))
    let velocity = swipe.velocity(in: nil)
    #expect(abs(velocity.x + 800) < 1 && abs(velocity.y - 100) < 1, "\(velocity)")
    dispatcher.dispatch(event(.ended, time: 0.11))
    #expect(states.first == .began && states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(swipe.state == .possible && swipe.numberOfFingers == 3)
    // The values stay after the end; a child's coordinates scale them.
    child.scale = 2
    #expect(swipe.translation(in: child) == Point(x: -40, y: 5))
    withExtendedLifetime(root) {}
  }

  @Test func anotherFingerCountFailsAndACancelCancels() {
    let (_, child, dispatcher) = makeTree()
    let swipe = SwipeGestureRecognizer(fingers: 3...3)
    child.addGestureRecognizer(swipe)
    var states: [GestureRecognizer.State] = []
    let observer = swipe.addObserver { states.append(swipe.state) }
    defer { observer.unsubscribe() }
    dispatcher.dispatch(event(.began, fingers: 4, time: 0))
    dispatcher.dispatch(event(.changed, fingers: 4, delta: Point(x: 5, y: 0), time: 0.01))
    dispatcher.dispatch(event(.ended, fingers: 4, time: 0.02))
    #expect(states == [.failed])
    dispatcher.dispatch(event(.began, time: 1))
    dispatcher.dispatch(event(.changed, delta: Point(x: 5, y: 0), time: 1.01))
    dispatcher.dispatch(event(.cancelled, time: 1.02))
    #expect(states == [.failed, .began, .changed, .cancelled])
    #expect(swipe.state == .possible)
  }

  @Test func swipesGoToTheRecognizersUnderThePointerThatTakeThem() {
    let (root, child, dispatcher) = makeTree()
    let onChild = SwipeGestureRecognizer()
    let onRoot = SwipeGestureRecognizer()
    let pan = PanGestureRecognizer()
    child.addGestureRecognizer(onChild)
    child.addGestureRecognizer(pan)
    root.addGestureRecognizer(onRoot)
    var panStates = 0
    let observer = pan.addObserver { panStates += 1 }
    defer { observer.unsubscribe() }
    // Outside the child: only the root's.
    dispatcher.dispatch(event(.began, at: Point(x: 300, y: 300), time: 0))
    #expect(onRoot.state == .began && onChild.state == .possible)
    // A begin while one is in progress cancels that one first.
    dispatcher.dispatch(event(.began, time: 0.1))
    #expect(onRoot.state == .began && onChild.state == .began)
    dispatcher.dispatch(
      event(.changed, at: Point(x: 390, y: 390), delta: Point(x: 1, y: 0), time: 0.2))
    #expect(onChild.state == .changed, "the swipe stays with the recognizers it began on")
    dispatcher.cancelAll(at: 0.3)
    #expect(onChild.state == .possible && onRoot.state == .possible)
    #expect(panStates == 0, "a pan recognizer takes no swipe")
  }

  @Test func aHoldBeginsEndsAndIsCancelledByAGestureThatFollows() {
    let (_, child, dispatcher) = makeTree()
    let hold = HoldGestureRecognizer(fingers: 2...4)
    let swipe = SwipeGestureRecognizer()
    child.addGestureRecognizer(hold)
    child.addGestureRecognizer(swipe)
    var states: [GestureRecognizer.State] = []
    let observer = hold.addObserver { states.append(hold.state) }
    defer { observer.unsubscribe() }
    let at = Point(x: 150, y: 150)
    dispatcher.dispatch(.hold(HoldEvent(phase: .began, fingers: 2, location: at, timestamp: 0)))
    dispatcher.dispatch(.hold(HoldEvent(phase: .ended, fingers: 2, location: at, timestamp: 0.5)))
    dispatcher.dispatch(.hold(HoldEvent(phase: .began, fingers: 3, location: at, timestamp: 1)))
    // libinput cancels a hold when the fingers start moving into a swipe.
    dispatcher.dispatch(
      .hold(HoldEvent(phase: .cancelled, fingers: 3, location: at, timestamp: 1.1)))
    dispatcher.dispatch(event(.began, time: 1.1))
    dispatcher.dispatch(.hold(HoldEvent(phase: .began, fingers: 1, location: at, timestamp: 2)))
    dispatcher.dispatch(.hold(HoldEvent(phase: .ended, fingers: 1, location: at, timestamp: 2.2)))
    #expect(states == [.began, .ended, .began, .cancelled, .failed])
    #expect(swipe.state == .began && hold.numberOfFingers == 1)
  }

  @Test func aDisabledRecognizerCancelsItsSwipe() {
    let (_, child, dispatcher) = makeTree()
    let swipe = SwipeGestureRecognizer()
    child.addGestureRecognizer(swipe)
    dispatcher.dispatch(event(.began, time: 0))
    dispatcher.dispatch(event(.changed, delta: Point(x: 3, y: 0), time: 0.01))
    var last: GestureRecognizer.State?
    let observer = swipe.addObserver { last = swipe.state }
    defer { observer.unsubscribe() }
    swipe.isEnabled = false
    #expect(last == .cancelled && swipe.state == .possible)
    swipe.isEnabled = true
    dispatcher.dispatch(event(.changed, delta: Point(x: 3, y: 0), time: 0.02))
    #expect(swipe.state == .possible, "the rest of a swipe it left does not start a new one")
  }
}
