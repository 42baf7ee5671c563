import MaterialMotion
import Testing

@MainActor
@Suite struct TossableTests {
  let scene = GestureScene()
  let clock = FrameClock()
  let destination = Point(x: 200, y: 200)

  private func connected() -> (MotionRuntime, Tossable) {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let spring = Spring(to: destination, clock: clock)
    let tossable = Tossable(element: scene.box, containerElement: scene.root, spring: spring)
    runtime.connect(tossable)
    return (runtime, tossable)
  }

  /// Drags the box 100 points right in 20-point steps, 16 ms apart, and releases it moving.
  private func dragRightAndRelease(from start: Point) {
    scene.script.down(1, start.x, start.y)
    for step in 1...5 {
      scene.script.move(1, start.x + Double(step) * 20, start.y)
    }
    scene.script.up(1, start.x + 120, start.y)
  }

  @Test func theStateStaysActiveAcrossTheDragToSpringHandOffAndSettlesAtTheDestination() {
    let (runtime, tossable) = connected()
    let states = ValueLog(tossable.state)
    var propertyStates: [MotionState] = []
    scene.box.positionProperty.asStream().subscribeToState { propertyStates.append($0) }
    #expect(states.values == [.atRest])

    dragRightAndRelease(from: Point(x: 200, y: 200))
    let released = scene.box.position
    #expect(released.x >= 300 && released.y == 200)
    // Released: the spring has taken over and nothing reported at rest in between.
    #expect(states.values == [.atRest, .active])
    #expect(propertyStates == [.atRest, .active])
    #expect(tossable.spring.currentState == .active)
    #expect(tossable.spring.initialVelocity.value.x > 500)

    // The release velocity carries the box further right before the spring pulls it back.
    clock.step(by: 1.0 / 60.0)
    #expect(scene.box.position.x > released.x)

    stepUntil(clock) { tossable.spring.currentState == .atRest }
    #expect(scene.box.position == destination)
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(propertyStates == [.atRest, .active, .atRest])
    #expect(!clock.hasFrameObservers)
    _ = runtime
  }

  @Test func catchingTheMovingElementStopsTheSpringWithoutGoingAtRest() {
    let (runtime, tossable) = connected()
    let states = ValueLog(tossable.state)
    var propertyStates: [MotionState] = []
    scene.box.positionProperty.asStream().subscribeToState { propertyStates.append($0) }
    dragRightAndRelease(from: Point(x: 200, y: 200))
    for _ in 0..<5 { clock.step(by: 1.0 / 60.0) }
    #expect(tossable.spring.currentState == .active)

    let caught = scene.box.position
    scene.script.down(2, caught.x, caught.y)
    scene.script.move(2, caught.x, caught.y + 30)
    #expect(tossable.spring.currentState == .atRest)
    #expect(scene.box.position == Point(x: caught.x, y: caught.y + 30))
    for _ in 0..<10 { clock.step(by: 1.0 / 60.0) }
    // The spring no longer moves the box while it is held.
    #expect(scene.box.position == Point(x: caught.x, y: caught.y + 30))
    #expect(states.values == [.atRest, .active])
    #expect(propertyStates == [.atRest, .active])

    scene.script.up(2, caught.x, caught.y + 30)
    #expect(states.values == [.atRest, .active])
    stepUntil(clock) { tossable.spring.currentState == .atRest }
    #expect(scene.box.position == destination)
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(propertyStates == [.atRest, .active, .atRest])
    _ = runtime
  }

  @Test func theSpringStartsTowardItsDestinationWhenConnected() {
    scene.box.position = Point(x: 50, y: 60)
    let (runtime, tossable) = connected()
    let states = ValueLog(tossable.state)
    #expect(states.values == [.active])
    stepUntil(clock) { tossable.spring.currentState == .atRest }
    #expect(scene.box.position == destination)
    #expect(states.values == [.active, .atRest])
    _ = runtime
  }

  @Test func aCancelledDragReturnsWithoutVelocity() {
    let (runtime, tossable) = connected()
    let states = ValueLog(tossable.state)
    scene.script.down(1, 200, 200)
    scene.script.move(1, 220, 200)
    scene.script.move(1, 240, 200)
    scene.script.cancel(1, 240, 200)
    #expect(tossable.spring.initialVelocity.value == .zero)
    #expect(states.values == [.atRest, .active])
    clock.step(by: 1.0 / 60.0)
    #expect(scene.box.position.x < 240)
    stepUntil(clock) { tossable.spring.currentState == .atRest }
    #expect(scene.box.position == destination)
    #expect(states.values == [.atRest, .active, .atRest])
    _ = runtime
  }

  @Test func disablingStopsTheSpringAndTheDrag() {
    scene.box.position = Point(x: 50, y: 60)
    let (runtime, tossable) = connected()
    clock.step(by: 1.0 / 60.0)
    tossable.enabled.value = false
    #expect(!tossable.draggable.gestureRecognizer.isEnabled)
    #expect(tossable.spring.currentState == .atRest)
    let stopped = scene.box.position
    for _ in 0..<10 { clock.step(by: 1.0 / 60.0) }
    #expect(scene.box.position == stopped)
    scene.script.down(1, stopped.x, stopped.y)
    scene.script.move(1, stopped.x + 50, stopped.y)
    #expect(scene.box.position == stopped)
    scene.script.up(1, stopped.x + 50, stopped.y)

    tossable.enabled.value = true
    stepUntil(clock) { tossable.spring.currentState == .atRest }
    #expect(scene.box.position == destination)
    _ = runtime
  }
}
