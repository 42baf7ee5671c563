import MaterialMotion
import Testing

@MainActor
@Suite struct ScaleGestureRecognizerTests {
  @Test func spreadingTwoTouchesFrom100To200PointsScalesBy2() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    let property = scene.box.scaleProperty
    let source = gestureSource(recognizer)
    let log = ChannelLog()
    source.subscribe(observer: log.observer { (r: ScaleGestureRecognizer) in "next \(r.state)" })
    var written: [Double] = []
    source.scaled(from: property).subscribeToValue {
      written.append($0)
      property.value = $0
    }

    let s = scene.script
    s.down(1, 150, 200)
    s.down(2, 250, 200)
    s.move(1, 125, 200)
    s.move(2, 275, 200)
    s.move(1, 100, 200)
    s.move(2, 300, 200)
    #expect(recognizer.scale == 2.0)
    s.up(1, 100, 200)
    s.up(2, 300, 200)

    #expect(recognizer.scale == 2.0)
    #expect(property.value == 2.0)
    #expect(scene.box.scale == 2.0)
    #expect(written == [1.25, 1.5, 1.75, 2.0])
    #expect(
      log.entries == [
        "next possible", "atRest",
        "active", "next began",
        "active", "next changed",
        "active", "next changed",
        "active", "next changed",
        "next ended", "atRest",
      ])
    #expect(recognizer.state == .possible)
  }

  @Test func scaledStartsFromThePropertyValueAtBegin() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    let property = createProperty(withInitialValue: 3.0)
    gestureSource(recognizer).scaled(from: property).subscribeToValue { property.value = $0 }
    let s = scene.script
    s.down(1, 150, 200)
    s.down(2, 250, 200)
    s.move(2, 350, 200)
    s.up(2, 350, 200)
    #expect(property.value == 6.0)
    // A second gesture starts from the new value.
    s.down(2, 250, 200)
    s.move(2, 200, 200)
    #expect(property.value == 3.0)
  }

  @Test func aThirdFingerIsIgnoredAndReplacesALiftedOneWithoutAJump() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    var states: [GestureRecognizer.State] = []
    recognizer.addObserver { states.append(recognizer.state) }

    let s = scene.script
    s.down(1, 150, 200)
    s.down(2, 250, 200)
    s.move(2, 300, 200)
    #expect(recognizer.scale == 1.5)
    s.down(3, 300, 300)
    s.move(3, 300, 400)
    #expect(recognizer.scale == 1.5)
    #expect(recognizer.numberOfTouches == 3)
    s.up(1, 150, 200)
    // Touches 2 (300, 200) and 3 (300, 400) now form the pair: 200 points apart, scale kept.
    #expect(recognizer.scale == 1.5)
    #expect(recognizer.state == .changed || recognizer.state == .began)
    s.move(3, 300, 600)
    #expect(recognizer.scale == 3.0)
    s.up(2, 300, 200)
    #expect(states == [.began, .changed, .ended])
    #expect(recognizer.state == .possible)
  }

  @Test func liftingOneOfTwoFingersEndsAndASecondFingerStartsANewPinch() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    var states: [GestureRecognizer.State] = []
    recognizer.addObserver { states.append(recognizer.state) }
    let s = scene.script
    s.down(1, 150, 200)
    s.down(2, 250, 200)
    s.move(2, 350, 200)
    s.up(2, 350, 200)
    #expect(states == [.began, .ended])
    #expect(recognizer.state == .possible)
    s.down(3, 250, 200)
    s.move(3, 200, 200)
    #expect(recognizer.scale == 0.5)
    #expect(states == [.began, .ended, .began])
  }

  @Test func cancellingATouchMidGestureRestoresTheStartAndEmitsNothingMore() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    let property = createProperty(withInitialValue: 1.0)
    let source = gestureSource(recognizer)
    let log = ChannelLog()
    source.scaled(from: property).subscribe(observer: log.observer { (v: Double) in "\(v)" })
    var releaseVelocities: [Double] = []
    source.velocityOnRelease().subscribeToValue { releaseVelocities.append($0) }

    let s = scene.script
    s.down(1, 150, 200)
    s.down(2, 250, 200)
    s.move(2, 350, 200)
    s.cancel(1, 150, 200)
    // The cancellation undoes the pinch: the initial value comes back before the rest state.
    #expect(
      log.entries == [
        "atRest",
        "active", "2.0",
        "1.0", "atRest",
      ])
    #expect(releaseVelocities.isEmpty)
    // The remaining touch is ignored until it lifts.
    s.move(2, 400, 200)
    #expect(recognizer.state == .cancelled)
    s.up(2, 400, 200)
    #expect(recognizer.state == .possible)
    // A new gesture works afterwards.
    s.down(1, 150, 200)
    s.down(2, 250, 200)
    s.move(2, 300, 200)
    #expect(recognizer.state == .began)
    #expect(recognizer.scale == 1.5)
  }

  @Test func disabledRecognizerReceivesNothingAndDisablingCancels() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    var states: [GestureRecognizer.State] = []
    recognizer.addObserver { states.append(recognizer.state) }
    let s = scene.script

    recognizer.isEnabled = false
    s.down(1, 150, 200)
    s.down(2, 250, 200)
    s.move(2, 350, 200)
    #expect(recognizer.numberOfTouches == 0)
    #expect(states.isEmpty)
    s.up(1, 150, 200)
    s.up(2, 350, 200)

    recognizer.isEnabled = true
    s.down(1, 150, 200)
    s.down(2, 250, 200)
    s.move(2, 350, 200)
    #expect(states == [.began])
    recognizer.isEnabled = false
    #expect(states == [.began, .cancelled])
    #expect(recognizer.state == .possible)
    #expect(recognizer.numberOfTouches == 0)
    s.move(2, 450, 200)
    #expect(states == [.began, .cancelled])
    // Re-enabling mid-touch does not pick up touches that began while disabled.
    recognizer.isEnabled = true
    s.move(2, 500, 200)
    #expect(states == [.began, .cancelled])
    #expect(recognizer.numberOfTouches == 0)
  }

  @Test func pinchDeltasDriveScale() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    let property = scene.box.scaleProperty
    let source = gestureSource(recognizer)
    let log = ChannelLog()
    source.subscribe(observer: log.observer { (r: ScaleGestureRecognizer) in "next \(r.state)" })
    source.scaled(from: property).subscribeToValue { property.value = $0 }
    var centroids: [Point] = []
    source.centroid(in: scene.root).subscribeToValue { centroids.append($0) }

    let s = scene.script
    s.pinch(.began, 200, 200)
    #expect(recognizer.state == .possible)
    s.pinch(.changed, 200, 200, scale: 1.5)
    s.pinch(.changed, 210, 200, scale: 1.2)
    s.pinch(.ended, 210, 200)
    #expect(Near.equal(recognizer.scale, 1.8))
    #expect(Near.equal(property.value, 1.8))
    #expect(
      log.entries == [
        "next possible", "atRest",
        "active", "next began",
        "active", "next changed",
        "next ended", "atRest",
      ])
    #expect(centroids[1] == Point(x: 200, y: 200))
    #expect(centroids.last == Point(x: 210, y: 200))
    #expect(recognizer.state == .possible)
  }

  @Test func cancelledPinchCancels() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    var states: [GestureRecognizer.State] = []
    recognizer.addObserver { states.append(recognizer.state) }
    let s = scene.script
    s.pinch(.changed, 200, 200, scale: 2)
    s.pinch(.cancelled, 200, 200)
    #expect(states == [.began, .cancelled])
    #expect(recognizer.state == .possible)
  }

  @Test func velocityIsInScalePerSecond() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    var velocities: [Double] = []
    gestureSource(recognizer).velocityOnRelease().subscribeToValue { velocities.append($0) }
    let s = scene.script
    // The distance grows by 10 points (0.1 scale) every 0.05 s: 2 scale per second.
    s.down(1, 100, 200, at: 0)
    s.down(2, 200, 200, at: 0)
    s.move(2, 210, 200, at: 0.05)
    s.move(2, 220, 200, at: 0.10)
    s.move(2, 230, 200, at: 0.15)
    #expect(Near.equal(recognizer.velocity, 2, 1e-9))
    s.up(2, 240, 200, at: 0.20)
    #expect(velocities.count == 1)
    #expect(Near.equal(velocities[0], 2, 1e-9))
  }
}
