import MaterialMotion
import Testing

@MainActor
@Suite struct DraggableTests {
  let scene = GestureScene()
  let clock = FrameClock()

  @Test func movesTheElementByTheDraggedDistance() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let draggable = Draggable(element: scene.box, containerElement: scene.root)
    let states = ValueLog(draggable.state)
    runtime.connect(draggable)
    #expect(draggable.gestureRecognizer.element === scene.box)

    scene.script.down(1, 150, 150)
    scene.script.move(1, 160, 150)
    #expect(scene.box.position == Point(x: 210, y: 200))
    scene.script.move(1, 190, 170)
    #expect(scene.box.position == Point(x: 240, y: 220))
    #expect(scene.box.positionProperty.state == .active)
    scene.script.up(1, 190, 170)
    #expect(scene.box.position == Point(x: 240, y: 220))
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(scene.box.positionProperty.state == .atRest)

    // A second drag continues from where the first left the element.
    scene.script.down(1, 250, 250)
    scene.script.move(1, 230, 250)
    #expect(scene.box.position == Point(x: 220, y: 220))
  }

  @Test func aPropertyDraggableListensOnTheContainer() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let position = ReactiveProperty(Point(x: 5, y: 5))
    let draggable = Draggable(property: position, containerElement: scene.root)
    runtime.connect(draggable)
    #expect(draggable.gestureRecognizer.element === scene.root)
    scene.script.down(1, 20, 20)
    scene.script.move(1, 40, 60)
    #expect(position.value == Point(x: 25, y: 45))
  }

  @Test func theRubberBandResistsOutsideThePerimeter() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let draggable = Draggable(element: scene.box, containerElement: scene.root)
    draggable.resistance.perimeter.value = Rect(x: 100, y: 100, width: 200, height: 200)
    #expect(draggable.resistance.maxLength.value == 48)
    runtime.connect(draggable)

    scene.script.down(1, 200, 200)
    scene.script.move(1, 250, 200)
    // Inside the perimeter: free.
    #expect(scene.box.position == Point(x: 250, y: 200))
    scene.script.move(1, 400, 200)
    // 100 points beyond the right edge (x 300): pulled back, never more than 48 beyond.
    let expected = 300 + 48 * (1 - 1 / (100 * 0.55 / 48 + 1))
    #expect(Near.equal(scene.box.position.x, expected))
    #expect(scene.box.position.x < 348)
    scene.script.move(1, 10_000, 200)
    #expect(scene.box.position.x < 348)
    #expect(scene.box.position.x > expected)
  }

  @Test func resistanceIsOffByDefault() {
    let draggable = Draggable(element: scene.box, containerElement: scene.root)
    #expect(draggable.resistance.perimeter.value.isNull)
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    runtime.connect(draggable)
    scene.script.down(1, 200, 200)
    scene.script.move(1, 1200, 200)
    #expect(scene.box.position == Point(x: 1200, y: 200))
  }

  @Test func finalVelocityIsEmittedOnReleaseOnly() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let draggable = Draggable(element: scene.box, containerElement: scene.root)
    runtime.connect(draggable)
    let velocities = ValueLog(draggable.finalVelocity)
    scene.script.down(1, 150, 150)
    scene.script.move(1, 160, 150)
    scene.script.move(1, 170, 150)
    scene.script.move(1, 180, 150)
    #expect(velocities.values.isEmpty)
    scene.script.up(1, 190, 150)
    #expect(velocities.values.count == 1)
    #expect((velocities.last?.x ?? 0) > 0)
    #expect(velocities.last?.y == 0)

    // A cancelled drag has no release velocity.
    scene.script.down(1, 150, 150)
    scene.script.move(1, 170, 150)
    scene.script.cancel(1, 170, 150)
    #expect(velocities.values.count == 1)
  }

  @Test func aDisabledDraggableDoesNotMove() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let draggable = Draggable(element: scene.box, containerElement: scene.root)
    runtime.connect(draggable)
    draggable.enabled.value = false
    #expect(!draggable.gestureRecognizer.isEnabled)
    scene.script.down(1, 150, 150)
    scene.script.move(1, 190, 190)
    #expect(scene.box.position == Point(x: 200, y: 200))
  }

  @Test func theTranslationIsMeasuredInTheContainersCoordinates() {
    // The container is scaled by 2: a 20-point finger move is 10 points in its coordinates.
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    scene.root.anchorPoint = .zero
    scene.root.position = .zero
    scene.root.scale = 2
    let draggable = Draggable(element: scene.box, containerElement: scene.root)
    runtime.connect(draggable)
    scene.script.down(1, 400, 400)
    scene.script.move(1, 420, 400)
    #expect(Near.equal(scene.box.position, Point(x: 210, y: 200)))
  }
}
