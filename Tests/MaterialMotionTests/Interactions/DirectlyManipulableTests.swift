import MaterialMotion
import Testing

@MainActor
@Suite struct DirectlyManipulableTests {
  let scene = GestureScene()
  let clock = FrameClock()

  private func connected() -> (MotionRuntime, DirectlyManipulable) {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let manipulable = DirectlyManipulable(element: scene.box, containerElement: scene.root)
    runtime.connect(manipulable)
    return (runtime, manipulable)
  }

  @Test func theFrameDoesNotChangeWhenASecondTouchLandsDuringADrag() {
    let (runtime, _) = connected()
    scene.script.down(1, 150, 150)
    scene.script.move(1, 170, 150)
    #expect(Near.equal(scene.box.frame, Rect(x: 120, y: 100, width: 200, height: 200)))

    scene.script.down(2, 250, 250)
    // The anchor point moved to the touches' centroid (210, 200) = box point (90, 100)...
    #expect(Near.equal(scene.box.anchorPoint, Point(x: 0.45, y: 0.5)))
    // ...without moving the element on screen.
    #expect(Near.equal(scene.box.frame, Rect(x: 120, y: 100, width: 200, height: 200)))

    // Both fingers move 10 points right: the element follows by exactly 10 points, no jump
    // (the original library's bug #49).
    scene.script.move(1, 180, 150)
    scene.script.move(2, 260, 250)
    #expect(Near.equal(scene.box.frame, Rect(x: 130, y: 100, width: 200, height: 200)))
    scene.script.move(1, 185, 160)
    scene.script.move(2, 265, 260)
    #expect(Near.equal(scene.box.frame, Rect(x: 135, y: 110, width: 200, height: 200)))
    _ = runtime
  }

  @Test func theFrameDoesNotChangeWhenASecondTouchLandsOnATransformedElement() {
    scene.box.scale = 1.5
    scene.box.rotation = 0.3
    let (runtime, _) = connected()
    scene.script.down(1, 200, 200)
    scene.script.move(1, 220, 200)
    let dragged = scene.box.frame

    scene.script.down(2, 260, 260)
    #expect(scene.box.anchorPoint != Point(x: 0.5, y: 0.5))
    #expect(Near.equal(scene.box.frame, dragged, 1e-9))

    scene.script.move(1, 230, 200)
    scene.script.move(2, 270, 260)
    let expected = Rect(
      x: dragged.minX + 10, y: dragged.minY, width: dragged.width, height: dragged.height)
    #expect(Near.equal(scene.box.frame, expected, 1e-9))
    _ = runtime
  }

  @Test func aSecondTouchBeforeTheDragBeganDoesNotMoveTheElement() {
    let (runtime, _) = connected()
    let before = scene.box.frame
    scene.script.down(1, 150, 150)
    scene.script.down(2, 250, 150)
    #expect(Near.equal(scene.box.anchorPoint, Point(x: 0.5, y: 0.25)))
    #expect(Near.equal(scene.box.frame, before))
    scene.script.move(1, 160, 150)
    scene.script.move(2, 260, 150)
    #expect(
      Near.equal(scene.box.frame, Rect(x: 110, y: 100, width: 200, height: 200)))
    _ = runtime
  }

  @Test func pinchingScalesAboutTheFingersAndTheAnchorGoesBackAtTheEnd() {
    let (runtime, manipulable) = connected()
    let states = ValueLog(manipulable.state)
    scene.script.down(1, 150, 150)
    scene.script.down(2, 250, 150)
    // Spread symmetrically about (200, 150): scale 2 about that point.
    scene.script.move(1, 100, 150)
    scene.script.move(2, 300, 150)
    #expect(Near.equal(scene.box.scale, 2))
    #expect(Near.equal(scene.box.rotation, 0))
    // The point between the fingers stays between the fingers.
    #expect(Near.equal(scene.box.convert(Point(x: 100, y: 50), to: nil), Point(x: 200, y: 150)))
    #expect(Near.equal(scene.box.frame, Rect(x: 0, y: 50, width: 400, height: 400)))
    #expect(states.values == [.atRest, .active])

    let beforeLift = scene.box.frame
    scene.script.up(1, 100, 150)
    scene.script.up(2, 300, 150)
    #expect(scene.box.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(Near.equal(scene.box.frame, beforeLift))
    #expect(states.values == [.atRest, .active, .atRest])
    _ = runtime
  }

  @Test func rotatingTurnsAboutTheFingers() {
    let (runtime, _) = connected()
    scene.script.down(1, 150, 150)
    scene.script.down(2, 250, 150)
    scene.script.move(1, 200, 100)
    scene.script.move(2, 200, 200)
    #expect(Near.equal(scene.box.rotation, Double.pi / 2))
    // The centroid (200, 150) is box point (100, 50) and it has not moved.
    #expect(Near.equal(scene.box.convert(Point(x: 100, y: 50), to: nil), Point(x: 200, y: 150)))
    _ = runtime
  }

  @Test func liftingToOneFingerResetsTheAnchorAndTheDragContinuesWithoutAJump() {
    let (runtime, _) = connected()
    scene.script.down(1, 150, 150)
    scene.script.move(1, 160, 150)
    scene.script.down(2, 250, 250)
    scene.script.up(2, 250, 250)
    #expect(scene.box.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(Near.equal(scene.box.frame, Rect(x: 110, y: 100, width: 200, height: 200)))
    scene.script.move(1, 170, 160)
    #expect(Near.equal(scene.box.frame, Rect(x: 120, y: 110, width: 200, height: 200)))
    _ = runtime
  }

  @Test func recognizersAreAttachedToTheElementAndEnabledDrivesThemAll() {
    let (runtime, manipulable) = connected()
    let recognizers: [GestureRecognizer] = [
      manipulable.draggable.gestureRecognizer, manipulable.rotatable.gestureRecognizer,
      manipulable.scalable.gestureRecognizer,
    ]
    for recognizer in recognizers {
      #expect(recognizer.element === scene.box)
    }
    manipulable.enabled.value = false
    for recognizer in recognizers {
      #expect(!recognizer.isEnabled)
    }
    scene.script.down(1, 150, 150)
    scene.script.move(1, 190, 190)
    #expect(scene.box.position == Point(x: 200, y: 200))
    scene.script.up(1, 190, 190)

    manipulable.enabled.value = true
    for recognizer in recognizers {
      #expect(recognizer.isEnabled)
    }
    scene.script.down(1, 150, 150)
    scene.script.move(1, 190, 190)
    #expect(scene.box.position == Point(x: 240, y: 240))
    _ = runtime
  }

  @Test func thePartsAreManipulationsOfTheRuntime() {
    let (runtime, _) = connected()
    let manipulated = ValueLog(runtime.isBeingManipulated)
    scene.script.down(1, 150, 150)
    scene.script.move(1, 190, 190)
    scene.script.up(1, 190, 190)
    #expect(manipulated.values == [false, true, false])
    #expect(runtime.interactions(ofType: Draggable.self).count == 1)
    #expect(runtime.interactions(ofType: Scalable.self).count == 1)
  }
}
