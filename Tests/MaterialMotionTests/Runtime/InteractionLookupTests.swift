import MaterialMotion
import Testing

/// `interactions(ofType:for:)`: the reference's MotionRuntimeTests (empty, filtered by type,
/// keyed by the target property), and what this port adds (springs and tweens, interactions
/// inside others, an element as the target).
@MainActor
@Suite struct InteractionLookupTests {
  let root = Element()
  let square = Element()
  let clock = FrameClock(startTime: 0)

  init() {
    root.addChild(square)
  }

  @Test func nothingConnectedFindsNothing() {
    let runtime = MotionRuntime(containerElement: root, clock: clock)
    #expect(runtime.interactions(ofType: Draggable.self, for: square.positionProperty).isEmpty)
    #expect(runtime.interactions(ofType: Draggable.self, for: square).isEmpty)
  }

  @Test func filteredByTypeAndKeyedByTheTargetProperty() {
    let runtime = MotionRuntime(containerElement: root, clock: clock)
    let draggable = Draggable(element: square, containerElement: root)
    let rotatable = Rotatable(element: square, containerElement: root)
    runtime.connect(draggable)
    runtime.connect(rotatable)
    let position = runtime.interactions(ofType: Draggable.self, for: square.positionProperty)
    #expect(position.count == 1 && position.first === draggable)
    #expect(runtime.interactions(ofType: Rotatable.self, for: square.positionProperty).isEmpty)
    let rotation = runtime.interactions(ofType: Rotatable.self, for: square.rotationProperty)
    #expect(rotation.count == 1 && rotation.first === rotatable)
    #expect(runtime.interactions(ofType: Draggable.self, for: square.rotationProperty).isEmpty)
  }

  @Test func springsAndTweensConnectedToAPropertyAreFound() {
    let runtime = MotionRuntime(containerElement: root, clock: clock)
    let spring = Spring(to: Point(x: 10, y: 10), clock: clock)
    let tween = Tween(duration: 1, values: [0.5], clock: clock)
    runtime.connect(spring, to: square.positionProperty)
    runtime.connect(tween, to: square.opacityProperty)
    let springs = runtime.interactions(ofType: Spring<Point>.self, for: square.positionProperty)
    #expect(springs.count == 1 && springs.first === spring)
    let tweens = runtime.interactions(ofType: Tween<Double>.self, for: square.opacityProperty)
    #expect(tweens.count == 1 && tweens.first === tween)
    #expect(runtime.interactions(ofType: Tween<Double>.self, for: square.scaleProperty).isEmpty)
  }

  /// A Tossable drives the position through the Draggable and the Spring it contains: the
  /// Tossable, its Draggable and its Spring are all found, each once.
  @Test func interactionsInsideAnotherAreFoundWithIt() {
    let runtime = MotionRuntime(containerElement: root, clock: clock)
    let spring = Spring(to: Point(x: 0, y: 0), clock: clock)
    let tossable = Tossable(element: square, containerElement: root, spring: spring)
    runtime.connect(tossable)
    let position = square.positionProperty
    #expect(runtime.interactions(ofType: Tossable.self, for: position).first === tossable)
    #expect(
      runtime.interactions(ofType: Draggable.self, for: position).first === tossable.draggable)
    #expect(runtime.interactions(ofType: Spring<Point>.self, for: position).first === spring)
    #expect(runtime.interactions(ofType: AnyObject.self, for: position).count == 3)
  }

  @Test func anElementFindsWhatDrivesAnyOfItsAttributesOnce() {
    let runtime = MotionRuntime(containerElement: root, clock: clock)
    let other = Element()
    root.addChild(other)
    let manipulable = DirectlyManipulable(element: square, containerElement: root)
    runtime.connect(manipulable)
    runtime.connect(Draggable(element: other, containerElement: root))
    let found = runtime.interactions(ofType: DirectlyManipulable.self, for: square)
    #expect(found.count == 1 && found.first === manipulable)
    #expect(runtime.interactions(ofType: Draggable.self, for: square).count == 1)
    #expect(runtime.interactions(ofType: Scalable.self, for: square).count == 1)
    #expect(runtime.interactions(ofType: Rotatable.self, for: other).isEmpty)
  }

  @Test func disconnectAllForgetsThem() {
    let runtime = MotionRuntime(containerElement: root, clock: clock)
    runtime.connect(Draggable(element: square, containerElement: root))
    runtime.disconnectAll()
    #expect(runtime.interactions(ofType: Draggable.self, for: square.positionProperty).isEmpty)
  }
}
