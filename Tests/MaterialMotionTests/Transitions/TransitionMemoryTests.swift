import MaterialMotion
import Testing

/// The catalog's new interactions leave nothing behind: a runtime running them mid-motion, its
/// elements and the interactions are freed once released, and the clock has no observers left.
@MainActor
@Suite struct TransitionMemoryTests {
  @Test func aRuntimeWithTheNewInteractionsMidMotionIsFreed() {
    let clock = FrameClock()
    weak var weakRuntime: MotionRuntime?
    weak var weakRoot: Element?
    var weakObjects: [() -> AnyObject?] = []
    do {
      let scene = GestureScene.large()
      let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
      let card = Element(frame: Rect(x: 0, y: 0, width: 40, height: 40))
      scene.root.addChild(card)
      let direction = ReactiveProperty(TransitionDirection.forward)
      let move = ArcMove(element: card, clock: clock)
      let swipeable = Swipeable(item: scene.box, containerElement: scene.root, clock: clock)
      let transitionSpring = TransitionSpring(
        back: 0.0, fore: 1.0, direction: direction, clock: clock)
      let transitionTween = TransitionTween(
        duration: 1, forwardValues: [0.0, 1.0], direction: direction, clock: clock)
      let timeline = Timeline(clock: clock)
      transitionTween.tween.timeline = timeline
      let change = ChangeDirection(
        property: direction, gestureRecognizer: swipeable.tossable.draggable.gestureRecognizer)
      runtime.connect(move)
      runtime.connect(swipeable)
      runtime.connect(change)
      runtime.connect(transitionSpring, to: card.opacityProperty)
      runtime.connect(transitionTween, to: card.scaleProperty)
      runtime.connect(
        createProperty(withInitialValue: 0.0).toggled(with: card.rotationProperty),
        to: card.rotationProperty)
      move.to.value = Point(x: 300, y: 200)
      scene.script.down(1, 400, 400)
      scene.script.move(1, 500, 400)
      clock.step(by: 1.0 / 60)
      direction.value = .backward
      clock.step(by: 1.0 / 60)
      #expect(clock.hasFrameObservers)
      weakRuntime = runtime
      weakRoot = scene.root
      for object in [
        move, swipeable, transitionSpring, transitionTween, timeline, change, card, scene.box,
      ] as [AnyObject] {
        weakObjects.append { [weak object] in object }
      }
    }
    #expect(weakRuntime == nil)
    #expect(weakRoot == nil)
    for (index, object) in weakObjects.enumerated() {
      #expect(object() == nil, "object \(index) is still alive")
    }
    #expect(!clock.hasFrameObservers)
  }
}
