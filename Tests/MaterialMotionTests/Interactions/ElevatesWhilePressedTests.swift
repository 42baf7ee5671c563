import MaterialMotion
import Testing

@MainActor
@Suite struct ElevatesWhilePressedTests {
  let scene = GestureScene()
  let clock = FrameClock()

  func run(_ frames: Int) {
    for _ in 0..<frames { clock.step(by: 1.0 / 60.0) }
  }

  @Test func aPressRaisesTheElementAndLettingGoLowersIt() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let lift = ElevatesWhilePressed(element: scene.box, resting: 6, pressed: 12, clock: clock)
    runtime.connect(lift)
    #expect(scene.box.elevation == 6)
    scene.script.down(1, 150, 160)
    run(2)
    let rising = scene.box.elevation
    #expect(rising > 6 && rising < 12)
    // Within about 280 ms (17 frames), it is there.
    run(15)
    #expect(abs(scene.box.elevation - 12) < 0.2)
    run(30)
    #expect(scene.box.elevation == 12)
    scene.script.up(1, 150, 160)
    run(60)
    #expect(scene.box.elevation == 6)
  }

  @Test func aSecondFingerKeepsItUpUntilTheLastLifts() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    runtime.connect(ElevatesWhilePressed(element: scene.box, resting: 2, pressed: 8, clock: clock))
    scene.script.down(1, 150, 160)
    scene.script.down(2, 170, 160)
    scene.script.up(1, 150, 160)
    run(60)
    #expect(scene.box.elevation == 8)
    scene.script.cancel(2, 170, 160)
    run(60)
    #expect(scene.box.elevation == 2)
  }

  @Test func tuningAndDisablingRetarget() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let lift = ElevatesWhilePressed(element: scene.box, resting: 2, pressed: 8, clock: clock)
    runtime.connect(lift)
    scene.script.down(1, 150, 160)
    lift.pressed.value = 16
    run(60)
    #expect(scene.box.elevation == 16)
    lift.enabled.value = false
    run(60)
    #expect(scene.box.elevation == 2)
    lift.resting.value = 1
    run(60)
    #expect(scene.box.elevation == 1)
  }

  /// The runtime's end lets the element, its recognizer and the interaction go.
  @Test func nothingOutlivesTheRuntime() {
    weak var weakLift: ElevatesWhilePressed?
    do {
      let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
      let lift = ElevatesWhilePressed(element: scene.box, resting: 2, pressed: 8, clock: clock)
      weakLift = lift
      runtime.connect(lift)
      #expect(scene.box.gestureRecognizers.count == 1)
      runtime.disconnectAll()
    }
    #expect(weakLift == nil)
    #expect(scene.box.gestureRecognizers.isEmpty)
  }
}
