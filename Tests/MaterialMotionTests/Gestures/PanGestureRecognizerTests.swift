import MaterialMotion
import Testing

@MainActor
@Suite struct PanGestureRecognizerTests {
  @Test func translationAddedToPositionAndVelocityWithUnevenTimestamps() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let source = gestureSource(pan)
    let position = scene.box.positionProperty
    let log = ChannelLog()
    source.translation(addedTo: position, in: scene.root)
      .subscribe(observer: log.observer { (p: Point) in "\(p)" })
    source.translation(addedTo: position, in: scene.root).subscribeToValue { position.value = $0 }
    var releaseVelocities: [Point] = []
    source.velocityOnRelease(in: nil).subscribeToValue { releaseVelocities.append($0) }

    // A drag at a steady 1000 points/s, reported at very uneven intervals.
    let s = scene.script
    s.down(1, 150, 150, at: 0)
    s.move(1, 154, 150, at: 0.004)
    s.move(1, 170, 150, at: 0.020)
    s.move(1, 171, 150, at: 0.021)
    s.move(1, 195, 150, at: 0.045)
    #expect(Near.equal(pan.velocity(in: nil), Point(x: 1000, y: 0), 1e-6))
    s.move(1, 196, 150, at: 0.046)
    s.up(1, 200, 150, at: 0.050)

    #expect(pan.translation(in: nil) == Point(x: 50, y: 0))
    #expect(position.value == Point(x: 450, y: 400))
    #expect(releaseVelocities.count == 1)
    #expect(Near.equal(releaseVelocities[0], Point(x: 1000, y: 0), 1e-6))
    #expect(log.entries.first == "atRest")
    #expect(log.entries.dropFirst().first == "active")
    #expect(log.entries.last == "atRest")
    #expect(log.entries.filter { $0 != "active" && $0 != "atRest" }.last == "(450.0, 400.0)")
  }

  @Test func holdingStillBeforeReleaseGivesNoFling() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    var releaseVelocities: [Point] = []
    gestureSource(pan).velocityOnRelease(in: nil).subscribeToValue { releaseVelocities.append($0) }
    let s = scene.script
    s.down(1, 150, 150, at: 0)
    s.move(1, 160, 150, at: 0.01)
    s.move(1, 170, 150, at: 0.02)
    s.up(1, 170, 150, at: 0.40)
    #expect(releaseVelocities == [.zero])
  }

  @Test func beginsAtTheThresholdWithTheDistanceAlreadyTravelled() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let s = scene.script
    s.down(1, 150, 150)
    s.move(1, 152, 150)
    #expect(pan.state == .possible)
    s.move(1, 153, 150)
    #expect(pan.state == .began)
    #expect(pan.translation(in: nil) == Point(x: 3, y: 0))
    s.move(1, 160, 150)
    #expect(pan.state == .changed)
  }

  @Test func liftingWithoutMovingFailsAndEmitsNoTranslation() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let source = gestureSource(pan)
    let log = ChannelLog()
    source.subscribe(observer: log.observer { (r: PanGestureRecognizer) in "next \(r.state)" })
    var translations: [Point] = []
    source.translation(addedTo: scene.box.positionProperty, in: nil)
      .subscribeToValue { translations.append($0) }
    let s = scene.script
    s.down(1, 150, 150)
    s.move(1, 151, 150)
    s.up(1, 151, 150)
    #expect(log.entries == ["next possible", "atRest", "next failed", "atRest"])
    #expect(translations.isEmpty)
    #expect(pan.state == .possible)
  }

  @Test func aSecondFingerDoesNotMakeTheTranslationJump() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let s = scene.script
    s.down(1, 150, 150)
    s.move(1, 160, 150)
    #expect(pan.translation(in: nil) == Point(x: 10, y: 0))
    s.down(2, 250, 250)
    #expect(pan.translation(in: nil) == Point(x: 10, y: 0))
    #expect(pan.location(in: nil) == Point(x: 205, y: 200))
    s.move(1, 170, 150)
    s.move(2, 260, 250)
    #expect(pan.translation(in: nil) == Point(x: 20, y: 0))
    s.up(1, 170, 150)
    #expect(pan.state == .changed)
    #expect(pan.translation(in: nil) == Point(x: 20, y: 0))
    s.move(2, 270, 260)
    #expect(pan.translation(in: nil) == Point(x: 30, y: 10))
    s.up(2, 270, 260)
    #expect(pan.state == .possible)
  }

  @Test func setTranslationResetsTheTranslationOnly() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let s = scene.script
    s.down(1, 150, 150, at: 0)
    s.move(1, 160, 150, at: 0.01)
    s.move(1, 170, 150, at: 0.02)
    pan.setTranslation(.zero, in: nil)
    #expect(pan.translation(in: nil) == .zero)
    s.move(1, 180, 150, at: 0.03)
    #expect(pan.translation(in: nil) == Point(x: 10, y: 0))
    #expect(Near.equal(pan.velocity(in: nil), Point(x: 1000, y: 0), 1e-6))
  }

  @Test func translationAndVelocityAreConvertedIntoTheElementsSpace() {
    let scene = GestureScene.large()
    scene.box.scale = 2
    scene.box.rotation = .pi / 2
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let s = scene.script
    s.down(1, 200, 200, at: 0)
    s.move(1, 210, 200, at: 0.01)
    s.move(1, 220, 200, at: 0.02)
    // 20 window points to the right is 10 points "up" the box's own y axis after a quarter turn.
    #expect(Near.equal(pan.translation(in: scene.box), Point(x: 0, y: -10)))
    #expect(Near.equal(pan.velocity(in: scene.box), Point(x: 0, y: -500), 1e-6))
    #expect(pan.translation(in: scene.root) == Point(x: 20, y: 0))
  }

  @Test func aCancelledDragYieldsNoReleaseVelocity() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let source = gestureSource(pan)
    var releaseVelocities: [Point] = []
    source.velocityOnRelease(in: nil).subscribeToValue { releaseVelocities.append($0) }
    var motionStates: [MotionState] = []
    source.asMotionState().subscribeToValue { motionStates.append($0) }
    let s = scene.script
    s.down(1, 150, 150)
    s.move(1, 170, 150)
    s.cancel(1, 170, 150)
    #expect(releaseVelocities.isEmpty)
    #expect(motionStates == [.atRest, .active, .atRest])
  }
}
