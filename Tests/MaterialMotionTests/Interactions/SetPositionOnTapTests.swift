import MaterialMotion
import Testing

@MainActor
@Suite struct SetPositionOnTapTests {
  let scene = GestureScene()
  let clock = FrameClock()

  @Test func writesTheTapLocationInTheContainersCoordinates() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let target = ReactiveProperty(Point.zero)
    // The box is the container: its origin is at window (100, 100).
    let tap = SetPositionOnTap(property: target, containerElement: scene.box)
    let states = ValueLog(tap.state)
    var propertyChannel: [String] = []
    target.asStream().subscribe(
      next: { propertyChannel.append("\($0)") }, state: { propertyChannel.append("\($0)") })
    propertyChannel.removeAll()
    runtime.connect(tap)
    #expect(tap.gestureRecognizer.element === scene.box)

    scene.script.down(1, 150, 160)
    scene.script.up(1, 151, 161)
    #expect(target.value == Point(x: 51, y: 61))
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(propertyChannel == ["active", "(51.0, 61.0)", "atRest"])
  }

  @Test func aFailedTapWritesNothing() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let target = ReactiveProperty(Point.zero)
    runtime.connect(SetPositionOnTap(property: target, containerElement: scene.root))
    scene.script.down(1, 150, 160)
    scene.script.move(1, 250, 160)
    scene.script.up(1, 250, 160)
    #expect(target.value == .zero)
  }

  @Test func disabledTapsAreIgnored() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let target = ReactiveProperty(Point.zero)
    let tap = SetPositionOnTap(property: target, containerElement: scene.root)
    runtime.connect(tap)
    tap.enabled.value = false
    scene.script.down(1, 150, 160)
    scene.script.up(1, 150, 160)
    #expect(target.value == .zero)
    tap.enabled.value = true
    scene.script.down(1, 150, 160)
    scene.script.up(1, 150, 160)
    #expect(target.value == Point(x: 150, y: 160))
  }

  @Test func tappingASpringDestinationSendsTheElementThere() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let spring = Spring(to: scene.box.position, clock: clock)
    runtime.connect(spring, to: scene.box.positionProperty)
    runtime.connect(SetPositionOnTap(property: spring.destination, containerElement: scene.root))
    scene.script.down(1, 350, 380)
    scene.script.up(1, 350, 380)
    stepUntil(clock) { spring.currentState == .atRest }
    #expect(scene.box.position == Point(x: 350, y: 380))
  }
}
