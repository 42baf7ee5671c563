import MaterialMotion
import Testing

@MainActor
@Suite struct PropertyInteractionTests {
  let container = Element(frame: Rect(x: 0, y: 0, width: 400, height: 400))
  let clock = FrameClock()

  @Test func aSpringConnectedToAPropertyPullsItToTheDestination() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    let property = ReactiveProperty(0.0)
    let spring = Spring(to: 100.0, clock: clock)
    let runtimeStates = ValueLog(runtime.state)
    var propertyStates: [MotionState] = []
    property.asStream().subscribeToState { propertyStates.append($0) }
    runtime.connect(spring, to: property)
    #expect(runtimeStates.values == [.atRest, .active])
    clock.step(by: 1.0 / 60.0)
    #expect(property.value > 0 && property.value < 100)
    stepUntil(clock) { spring.currentState == .atRest }
    #expect(property.value == 100)
    #expect(runtimeStates.values == [.atRest, .active, .atRest])
    #expect(propertyStates == [.atRest, .active, .atRest])
  }

  @Test func theRuntimeKeepsAConnectedSpringAlive() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    let property = ReactiveProperty(0.0)
    weak var weakSpring: Spring<Double>?
    do {
      let spring = Spring(to: 100.0, clock: clock)
      weakSpring = spring
      runtime.connect(spring, to: property)
    }
    #expect(weakSpring != nil)
    weakSpring?.destination.value = -50
    stepUntil(clock) { weakSpring?.currentState == .atRest }
    #expect(property.value == -50)
  }

  @Test func aSpringCanBeToggledThroughTheRuntime() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    let property = ReactiveProperty(0.0)
    let spring = Spring(to: 100.0, clock: clock)
    let holder = ManualStateful(.active)
    runtime.toggle(spring, inReactionTo: holder)
    runtime.connect(spring, to: property)
    for _ in 0..<30 { clock.step(by: 1.0 / 60.0) }
    #expect(property.value == 0)
    holder.set(.atRest)
    stepUntil(clock) { spring.currentState == .atRest }
    #expect(property.value == 100)
  }

  @Test func aTweenConnectedToAPropertyPlaysItsValues() {
    let runtime = MotionRuntime(containerElement: container, clock: clock)
    let opacity = ReactiveProperty(1.0)
    let tween = Tween(duration: 0.5, values: [0.0], timingFunctions: [.linear], clock: clock)
    let runtimeStates = ValueLog(runtime.state)
    runtime.connect(tween, to: opacity)
    for _ in 0..<15 { clock.step(by: 1.0 / 60.0) }
    #expect(isClose(opacity.value, 0.5, 1e-6))
    stepUntil(clock) { tween.currentState == .atRest }
    #expect(opacity.value == 0)
    #expect(runtimeStates.values == [.atRest, .active, .atRest])
    #expect(opacity.state == .atRest)
  }
}
