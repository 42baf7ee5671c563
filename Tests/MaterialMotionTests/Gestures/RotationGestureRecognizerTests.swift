import MaterialMotion
import Testing

@MainActor
@Suite struct RotationGestureRecognizerTests {
  @Test func turningTheTouchVectorClockwiseIsPositiveAndUnwrapsPastPi() {
    let scene = GestureScene.large()
    let recognizer = RotationGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    let property = createProperty(withInitialValue: 0.5)
    let log = ChannelLog()
    gestureSource(recognizer).rotated(from: property)
      .subscribe(observer: log.observer { (v: Double) in "value" })
    gestureSource(recognizer).rotated(from: property).subscribeToValue { property.value = $0 }

    let s = scene.script
    s.down(1, 200, 200)
    s.down(2, 300, 200)
    s.move(2, 200 + 100 * 0.5.squareRoot(), 200 + 100 * 0.5.squareRoot())
    #expect(Near.equal(recognizer.rotation, .pi / 4))
    s.move(2, 200, 300)
    #expect(Near.equal(recognizer.rotation, .pi / 2))
    s.move(2, 100, 200)
    #expect(Near.equal(recognizer.rotation, .pi))
    s.move(2, 200, 100)
    #expect(Near.equal(recognizer.rotation, 3 * .pi / 2))
    s.up(2, 200, 100)
    #expect(Near.equal(property.value, 0.5 + 3 * .pi / 2))
    #expect(
      log.entries == [
        "atRest",
        "active", "value",
        "active", "value",
        "active", "value",
        "active", "value",
        "atRest",
      ])
  }

  @Test func pinchRotationDeltasAddUp() {
    let scene = GestureScene.large()
    let recognizer = RotationGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    var states: [GestureRecognizer.State] = []
    recognizer.addObserver { states.append(recognizer.state) }
    let s = scene.script
    s.pinch(.began, 200, 200, rotation: 0.01)
    #expect(recognizer.state == .possible)
    s.pinch(.changed, 200, 200, rotation: 0.2)
    s.pinch(.changed, 200, 200, rotation: -0.05)
    s.pinch(.ended, 200, 200, rotation: 0.04)
    #expect(Near.equal(recognizer.rotation, 0.2))
    // The ending event turned too: that turn is reported as a change before the end.
    #expect(states == [.began, .changed, .changed, .ended])
  }

  @Test func velocityInRadiansPerSecond() {
    let scene = GestureScene.large()
    let recognizer = RotationGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    let s = scene.script
    s.pinch(.began, 200, 200, at: 0)
    s.pinch(.changed, 200, 200, rotation: 0.1, at: 0.05)
    s.pinch(.changed, 200, 200, rotation: 0.1, at: 0.10)
    s.pinch(.changed, 200, 200, rotation: 0.1, at: 0.15)
    #expect(Near.equal(recognizer.velocity, 2, 1e-9))
  }
}
