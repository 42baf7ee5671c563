import MaterialMotion
import Testing

@MainActor
@Suite struct ScalableTests {
  let scene = GestureScene()
  let clock = FrameClock()

  private func connectedScalable() -> (MotionRuntime, Scalable) {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let scalable = Scalable(element: scene.box, containerElement: scene.root)
    runtime.connect(scalable)
    return (runtime, scalable)
  }

  @Test func twoTouchesSpreadingFrom100To200PointsDoubleTheScale() {
    let (runtime, scalable) = connectedScalable()
    let states = ValueLog(scalable.state)
    var propertyStates: [MotionState] = []
    scene.box.scaleProperty.asStream().subscribeToState { propertyStates.append($0) }

    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 300, 200)
    #expect(Near.equal(scene.box.scale, 1.5))
    scene.script.move(1, 100, 200)
    #expect(Near.equal(scene.box.scale, 2.0))
    #expect(states.values == [.atRest, .active])
    #expect(scene.box.scaleProperty.state == .active)
    scene.script.up(1, 100, 200)
    scene.script.up(2, 300, 200)

    #expect(Near.equal(scene.box.scale, 2.0))
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(propertyStates == [.atRest, .active, .atRest])
    #expect(scene.box.scaleProperty.state == .atRest)
    _ = runtime
  }

  @Test func aSecondPinchStartsFromTheCurrentScale() {
    let (runtime, _) = connectedScalable()
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 350, 200)
    scene.script.up(1, 150, 200)
    scene.script.up(2, 350, 200)
    #expect(Near.equal(scene.box.scale, 2.0))
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 200, 200)
    #expect(Near.equal(scene.box.scale, 1.0))
    _ = runtime
  }

  @Test func createsAndAttachesARecognizerToTheContainer() {
    let scalable = Scalable(element: scene.box, containerElement: scene.root)
    #expect(scalable.gestureRecognizer.element === scene.root)
    #expect(scalable.property === scene.box.scaleProperty)
    #expect(scene.root.gestureRecognizers.contains { $0 === scalable.gestureRecognizer })
  }

  @Test func usesAGivenRecognizerAndAttachesItOnlyIfItHasNoElement() {
    let attached = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(attached)
    let first = Scalable(
      property: createProperty(), containerElement: scene.root, gestureRecognizer: attached)
    #expect(first.gestureRecognizer === attached)
    #expect(attached.element === scene.box)

    let loose = ScaleGestureRecognizer()
    let second = Scalable(
      property: createProperty(), containerElement: scene.root, gestureRecognizer: loose)
    #expect(second.gestureRecognizer === loose)
    #expect(loose.element === scene.root)
  }

  @Test func aThirdFingerMidPinchChangesNothingAndTheScaleContinuesWithoutAJump() {
    let (runtime, scalable) = connectedScalable()
    let states = ValueLog(scalable.state)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 300, 200)
    #expect(Near.equal(scene.box.scale, 1.5))

    scene.script.down(3, 200, 300)
    scene.script.move(3, 260, 340)
    #expect(Near.equal(scene.box.scale, 1.5))

    // One finger of the pair lifts: the third takes its place without a jump.
    scene.script.up(1, 150, 200)
    #expect(Near.equal(scene.box.scale, 1.5))
    #expect(states.values == [.atRest, .active])

    // Doubling the distance of the new pair (2, 3) doubles the scale.
    let before = Point(x: 300, y: 200).distance(to: Point(x: 260, y: 340))
    let direction = (Point(x: 260, y: 340) - Point(x: 300, y: 200)) / before
    let target = Point(x: 300, y: 200) + direction * (before * 2)
    scene.script.move(3, target.x, target.y)
    #expect(Near.equal(scene.box.scale, 3.0, 1e-9))
    scene.script.up(2, 300, 200)
    scene.script.up(3, target.x, target.y)
    #expect(states.values == [.atRest, .active, .atRest])
    _ = runtime
  }

  @Test func aCancelMidGestureRestoresTheScaleAndReportsAtRest() {
    let (runtime, scalable) = connectedScalable()
    let states = ValueLog(scalable.state)
    scene.box.scale = 1.2
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 300, 200)
    #expect(Near.equal(scene.box.scale, 1.8))
    scene.script.cancel(2, 300, 200)
    #expect(Near.equal(scene.box.scale, 1.2))
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(scene.box.scaleProperty.state == .atRest)
    scene.script.move(1, 50, 200)
    #expect(Near.equal(scene.box.scale, 1.2))
    _ = runtime
  }

  @Test func aCancelledPinchEventRestoresTheScale() {
    let (runtime, scalable) = connectedScalable()
    let states = ValueLog(scalable.state)
    let at = Point(x: 200, y: 200)
    scene.dispatcher.dispatch(PinchEvent(phase: .began, location: at, timestamp: 0))
    scene.dispatcher.dispatch(PinchEvent(phase: .changed, location: at, scale: 1.5, timestamp: 0.1))
    #expect(Near.equal(scene.box.scale, 1.5))
    scene.dispatcher.dispatch(PinchEvent(phase: .cancelled, location: at, timestamp: 0.2))
    #expect(scene.box.scale == 1)
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(scalable.gestureRecognizer.state == .possible)
    _ = runtime
  }

  @Test func aDisabledScalableDisablesItsRecognizerAndNothingMoves() {
    let (runtime, scalable) = connectedScalable()
    let states = ValueLog(scalable.state)
    scalable.enabled.value = false
    #expect(!scalable.gestureRecognizer.isEnabled)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 350, 200)
    scene.script.up(1, 150, 200)
    scene.script.up(2, 350, 200)
    #expect(scene.box.scale == 1)
    #expect(states.values == [.atRest])

    scalable.enabled.value = true
    #expect(scalable.gestureRecognizer.isEnabled)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 350, 200)
    #expect(Near.equal(scene.box.scale, 2))
    _ = runtime
  }

  @Test func disablingMidPinchCancelsAndRestoresIt() {
    let (runtime, scalable) = connectedScalable()
    let states = ValueLog(scalable.state)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 300, 200)
    #expect(Near.equal(scene.box.scale, 1.5))
    scalable.enabled.value = false
    #expect(states.values == [.atRest, .active, .atRest])
    #expect(scene.box.scale == 1)
    scene.script.move(2, 400, 200)
    #expect(scene.box.scale == 1)
    _ = runtime
  }

  @Test func aDisabledScalableConnectedLaterKeepsItsRecognizerDisabled() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let scalable = Scalable(element: scene.box, containerElement: scene.root)
    scalable.enabled.value = false
    runtime.connect(scalable)
    #expect(!scalable.gestureRecognizer.isEnabled)
  }

  @Test func velocityStreamEmitsOnlyOnRelease() {
    let (runtime, scalable) = connectedScalable()
    let velocities = ValueLog(scalable.velocityStream)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 270, 200)
    scene.script.move(2, 290, 200)
    #expect(velocities.values.isEmpty)
    scene.script.up(2, 310, 200)
    #expect(velocities.values.count == 1)
    #expect((velocities.last ?? 0) > 0)
    _ = runtime
  }

  @Test func pinchEventsDriveItToo() {
    let (runtime, _) = connectedScalable()
    scene.script.pinch(.began, 200, 200, scale: 1.25)
    scene.script.pinch(.changed, 200, 200, scale: 1.6)
    scene.script.pinch(.ended, 200, 200)
    #expect(Near.equal(scene.box.scale, 2.0))
    _ = runtime
  }

  @Test func valueStreamIsSettableAndConnectUsesIt() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let scalable = Scalable(element: scene.box, containerElement: scene.root)
    scalable.valueStream = scalable.valueStream._map { $0 * 10 }
    runtime.connect(scalable)
    scene.script.down(1, 150, 200)
    scene.script.down(2, 250, 200)
    scene.script.move(2, 300, 200)
    #expect(Near.equal(scene.box.scale, 15))
  }
}
