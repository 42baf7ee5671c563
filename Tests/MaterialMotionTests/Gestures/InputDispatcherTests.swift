import MaterialMotion
import Testing

@MainActor
@Suite struct InputDispatcherTests {
  @Test func ancestorsReceiveTouchesThatBeginOnADescendant() {
    let scene = GestureScene.large()
    let inner = Element(frame: Rect(x: 10, y: 10, width: 50, height: 50))
    scene.box.addChild(inner)
    let sibling = Element(frame: Rect(x: 800, y: 800, width: 100, height: 100))
    scene.root.addChild(sibling)
    let onInner = TapGestureRecognizer()
    let onBox = TapGestureRecognizer()
    let onRoot = TapGestureRecognizer()
    let onSibling = TapGestureRecognizer()
    inner.addGestureRecognizer(onInner)
    scene.box.addGestureRecognizer(onBox)
    scene.root.addGestureRecognizer(onRoot)
    sibling.addGestureRecognizer(onSibling)

    var order: [String] = []
    onInner.addObserver { order.append("inner") }
    onBox.addObserver { order.append("box") }
    onRoot.addObserver { order.append("root") }
    onSibling.addObserver { order.append("sibling") }

    let s = scene.script
    s.down(1, 130, 130)
    s.up(1, 130, 130)
    #expect(order == ["inner", "box", "root"])

    order = []
    s.down(1, 850, 850)
    s.up(1, 850, 850)
    #expect(order == ["sibling", "root"])
  }

  @Test func aTouchThatHitsNothingGoesToTheRoot() {
    let root = Element()
    let dispatcher = InputDispatcher(root: root)
    let tap = TapGestureRecognizer()
    root.addGestureRecognizer(tap)
    var recognised = 0
    tap.addObserver { if tap.state == .recognized { recognised += 1 } }
    let s = TouchScript(dispatcher)
    s.down(1, 5000, 5000)
    s.up(1, 5000, 5000)
    #expect(recognised == 1)
    root.isUserInteractionEnabled = false
    s.down(1, 5, 5)
    s.up(1, 5, 5)
    #expect(recognised == 1)
  }

  @Test func aTouchStaysWithItsRecognizersWhereverItMoves() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let s = scene.script
    s.down(1, 150, 150)
    s.move(1, 900, 900)
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == Point(x: 750, y: 750))
    // A touch that begins outside the box does not reach it.
    s.down(2, 900, 950)
    #expect(pan.numberOfTouches == 1)
    s.up(1, 900, 900)
    #expect(pan.state == .possible)
  }

  @Test func aRecognizerAddedMidTouchDoesNotJoinIt() {
    let scene = GestureScene.large()
    let s = scene.script
    s.down(1, 150, 150)
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    s.move(1, 200, 150)
    #expect(pan.numberOfTouches == 0)
    #expect(pan.state == .possible)
  }

  @Test func recognizersRecogniseSimultaneouslyByDefault() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    let scale = ScaleGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let containerPan = PanGestureRecognizer()
    for recognizer in [pan, scale, rotation] { scene.box.addGestureRecognizer(recognizer) }
    scene.root.addGestureRecognizer(containerPan)
    let s = scene.script
    s.down(1, 300, 300)
    s.down(2, 400, 300)
    s.move(2, 400, 400)
    #expect(pan.state == .began)
    #expect(scale.state == .began)
    #expect(rotation.state == .began)
    #expect(containerPan.state == .began)
  }

  @Test func anExclusiveRecognizerDoesNotRecogniseWithOthers() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    let containerPan = PanGestureRecognizer()
    containerPan.isExclusive = true
    scene.box.addGestureRecognizer(pan)
    scene.root.addGestureRecognizer(containerPan)
    var containerStates: [GestureRecognizer.State] = []
    containerPan.addObserver { containerStates.append(containerPan.state) }
    let s = scene.script
    s.down(1, 300, 300)
    s.move(1, 320, 300)
    #expect(pan.state == .began)
    #expect(containerStates == [.failed])
    s.move(1, 340, 300)
    #expect(containerStates == [.failed])
    s.up(1, 340, 300)
    #expect(containerPan.state == .possible)

    // Alone, it recognises.
    s.down(1, 900, 900)
    s.move(1, 920, 900)
    #expect(containerPan.state == .began)
  }

  @Test func pinchesGoToScaleAndRotationRecognizersUnderThePinch() {
    let scene = GestureScene.large()
    let other = Element(frame: Rect(x: 800, y: 800, width: 100, height: 100))
    scene.root.addChild(other)
    let scale = ScaleGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let pan = PanGestureRecognizer()
    let rootScale = ScaleGestureRecognizer()
    let otherScale = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(scale)
    scene.box.addGestureRecognizer(rotation)
    scene.box.addGestureRecognizer(pan)
    scene.root.addGestureRecognizer(rootScale)
    other.addGestureRecognizer(otherScale)
    var panCalls = 0
    pan.addObserver { panCalls += 1 }

    let s = scene.script
    s.pinch(.began, 300, 300)
    #expect(scene.dispatcher.isPinching)
    s.pinch(.changed, 850, 850, scale: 2, rotation: 0.5)
    s.pinch(.ended, 850, 850)
    #expect(!scene.dispatcher.isPinching)
    #expect(scale.scale == 2)
    #expect(rotation.rotation == 0.5)
    #expect(rootScale.scale == 2)
    #expect(otherScale.scale == 1)
    #expect(panCalls == 0)
  }

  @Test func cancelAllCancelsActiveGestures() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    let scale = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    scene.box.addGestureRecognizer(scale)
    var states: [GestureRecognizer.State] = []
    pan.addObserver { states.append(pan.state) }
    let s = scene.script
    s.down(1, 300, 300)
    s.move(1, 320, 300)
    s.pinch(.changed, 500, 500, scale: 2)
    scene.dispatcher.cancelAll(at: 1)
    #expect(states == [.began, .cancelled])
    #expect(scene.dispatcher.activeTouchIDs.isEmpty)
    #expect(!scene.dispatcher.isPinching)
    #expect(pan.state == .possible)
    #expect(scale.state == .possible)
  }

  @Test func removingARecognizerMidGestureCancelsIt() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    var states: [GestureRecognizer.State] = []
    pan.addObserver { states.append(pan.state) }
    let s = scene.script
    s.down(1, 300, 300)
    s.move(1, 320, 300)
    scene.box.removeGestureRecognizer(pan)
    s.move(1, 340, 300)
    s.up(1, 340, 300)
    #expect(states == [.began, .cancelled])
  }

  @Test func keyAndWheelEventsArePublishedAsMomentaryEvents() {
    let scene = GestureScene.large()
    let keys = ChannelLog()
    let subscription = scene.dispatcher.keyEvents
      .subscribe(observer: keys.observer { (k: KeyEvent) in k.key })
    let wheels = ChannelLog()
    scene.dispatcher.wheelEvents
      .subscribe(observer: wheels.observer { (w: WheelEvent) in "\(w.delta)" })
    scene.dispatcher.dispatch(.key(KeyEvent(key: "Space", timestamp: 0)))
    scene.dispatcher.dispatch(
      .wheel(WheelEvent(location: .zero, delta: Point(x: 0, y: 1), timestamp: 0)))
    subscription.unsubscribe()
    scene.dispatcher.dispatch(.key(KeyEvent(key: "A", timestamp: 0)))
    #expect(keys.entries == ["active", "Space", "atRest"])
    #expect(wheels.entries == ["active", "(0.0, 1.0)", "atRest"])
  }
}
