import MaterialMotion
import Testing

@MainActor
@Suite struct RotatableTests {
  let scene = GestureScene()
  let clock = FrameClock()

  @Test func twoFingersTurningAQuarterRotateTheElementByAQuarter() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let rotatable = Rotatable(element: scene.box, containerElement: scene.root)
    let states = ValueLog(rotatable.state)
    runtime.connect(rotatable)
    #expect(rotatable.gestureRecognizer.element === scene.root)
    #expect(rotatable.property === scene.box.rotationProperty)

    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    // Turn the pair about its midpoint (200, 200) by 45° then 90°, clockwise on screen.
    let r = 50 / 2.0.squareRoot()
    scene.script.move(1, 200 - r, 200 - r)
    scene.script.move(2, 200 + r, 200 + r)
    #expect(Near.equal(scene.box.rotation, Double.pi / 4))
    scene.script.move(1, 200, 150)
    scene.script.move(2, 200, 250)
    #expect(Near.equal(scene.box.rotation, Double.pi / 2))
    scene.script.up(1, 200, 150)
    scene.script.up(2, 200, 250)
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(Near.equal(scene.box.rotation, Double.pi / 2))

    // The next twist adds to the current rotation.
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 150, 300)
    #expect(Near.equal(scene.box.rotation, Double.pi))
  }

  @Test func disabledRotatableIgnoresTwists() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let rotatable = Rotatable(element: scene.box, containerElement: scene.root)
    rotatable.enabled.value = false
    runtime.connect(rotatable)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 150, 300)
    #expect(scene.box.rotation == 0)
  }

  @Test func velocityStreamEmitsOnRelease() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let rotatable = Rotatable(element: scene.box, containerElement: scene.root)
    runtime.connect(rotatable)
    let velocities = ValueLog(rotatable.velocityStream)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 250, 210)
    scene.script.move(2, 250, 220)
    #expect(velocities.values.isEmpty)
    scene.script.up(2, 250, 230)
    #expect(velocities.values.count == 1)
    #expect((velocities.last ?? 0) > 0)
  }
}
