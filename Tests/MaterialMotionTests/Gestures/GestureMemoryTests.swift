import MaterialMotion
import Testing

@MainActor
@Suite struct GestureMemoryTests {
  @Test func elementsRecognizersAndConnectionsAreFreedAfterUnsubscribe() {
    weak var weakElement: Element?
    weak var weakRecognizer: PanGestureRecognizer?
    weak var weakProperty: ReactiveProperty<Point>?
    do {
      let element = Element(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      let pan = PanGestureRecognizer()
      element.addGestureRecognizer(pan)
      let source = gestureSource(pan)
      let subscription = source.translation(addedTo: element.positionProperty, in: nil)
        .subscribeToValue { element.position = $0 }
      let state = source.asMotionState().subscribeToValue { _ in }
      #expect(pan.observerCount == 2)
      #expect(element.positionProperty.observerCount == 1)
      subscription.unsubscribe()
      state.unsubscribe()
      #expect(pan.observerCount == 0)
      #expect(element.positionProperty.observerCount == 0)
      weakElement = element
      weakRecognizer = pan
      weakProperty = element.positionProperty
    }
    #expect(weakElement == nil)
    #expect(weakRecognizer == nil)
    #expect(weakProperty == nil)
  }

  @Test func aForgottenSubscriptionDoesNotKeepTheRecognizerAlive() {
    weak var weakRecognizer: ScaleGestureRecognizer?
    do {
      let scale = ScaleGestureRecognizer()
      gestureSource(scale).velocity().subscribeToValue { _ in }
      weakRecognizer = scale
    }
    #expect(weakRecognizer == nil)
  }

  @Test func theDispatcherDoesNotKeepRecognizersOfDetachedElementsAlive() {
    let scene = GestureScene.large()
    weak var weakRecognizer: PanGestureRecognizer?
    weak var weakElement: Element?
    do {
      let element = Element(frame: Rect(x: 800, y: 800, width: 100, height: 100))
      scene.root.addChild(element)
      let pan = PanGestureRecognizer()
      element.addGestureRecognizer(pan)
      weakRecognizer = pan
      weakElement = element
      scene.script.down(1, 850, 850)
      scene.script.move(1, 870, 850)
      #expect(pan.state == .began)
      element.removeFromParent()
    }
    #expect(weakElement == nil)
    #expect(weakRecognizer == nil)
    scene.script.move(1, 880, 850)
    scene.script.up(1, 880, 850)
    #expect(scene.dispatcher.activeTouchIDs.isEmpty)
  }

  @Test func theKeyStreamDoesNotKeepTheDispatcherAlive() {
    weak var weakDispatcher: InputDispatcher?
    let subscription: Subscription
    do {
      let dispatcher = InputDispatcher(root: Element())
      subscription = dispatcher.keyEvents.subscribeToValue { _ in }
      weakDispatcher = dispatcher
    }
    #expect(weakDispatcher == nil)
    subscription.unsubscribe()
  }
}
