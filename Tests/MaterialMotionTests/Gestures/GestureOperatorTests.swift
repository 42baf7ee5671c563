import MaterialMotion
import Testing

@MainActor
@Suite struct GestureOperatorTests {
  @Test func subscribingMidGestureCachesAtTheFirstChange() {
    let scene = GestureScene.large()
    let recognizer = ScaleGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    let s = scene.script
    s.down(1, 200, 300)
    s.down(2, 300, 300)
    s.move(2, 350, 300)
    #expect(recognizer.state == .began)
    let property = createProperty(withInitialValue: 2.0)
    let log = ChannelLog()
    gestureSource(recognizer).scaled(from: property)
      .subscribe(observer: log.observer { (v: Double) in "\(v)" })
    property.value = 10
    s.move(2, 400, 300)
    s.up(2, 400, 300)
    #expect(log.entries == ["active", "3.0", "active", "4.0", "atRest"])
  }

  @Test func nothingIsEmittedAfterTheGestureEndsAndTheCacheIsCleared() {
    let scene = GestureScene.large()
    let recognizer = RotationGestureRecognizer()
    scene.box.addGestureRecognizer(recognizer)
    let property = createProperty(withInitialValue: 1.0)
    var values: [Double] = []
    gestureSource(recognizer).rotated(from: property).subscribeToValue { values.append($0) }
    let s = scene.script
    s.down(1, 200, 300)
    s.down(2, 300, 300)
    s.move(2, 300, 400)
    s.up(2, 300, 400)
    #expect(values.count == 1)
    #expect(Near.equal(values[0], 1 + .pi / 4))
    // Changing the property between gestures: the next gesture starts from the new value.
    property.value = 0
    s.down(2, 300, 300)
    s.move(2, 300, 400)
    #expect(values.count == 2)
    #expect(Near.equal(values[1], .pi / 4))
  }

  @Test func whenRecognitionStateFiltersValuesButForwardsState() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    let source = gestureSource(pan)
    let log = ChannelLog()
    source.whenRecognitionState(isAnyOf: [.began, .ended])
      .subscribe(observer: log.observer { (r: PanGestureRecognizer) in "\(r.state)" })
    let s = scene.script
    s.down(1, 300, 300)
    s.move(1, 310, 300)
    s.move(1, 320, 300)
    s.up(1, 320, 300)
    #expect(
      log.entries == ["atRest", "active", "began", "active", "ended", "atRest"])
  }

  @Test func velocityEmitsOnEveryEvent() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    var velocities: [Point] = []
    gestureSource(pan).velocity(in: nil).subscribeToValue { velocities.append($0) }
    let s = scene.script
    s.down(1, 300, 300, at: 0)
    s.move(1, 310, 300, at: 0.01)
    s.move(1, 320, 300, at: 0.02)
    s.up(1, 320, 300, at: 0.02)
    // On connect, began, changed, ended.
    #expect(velocities.count == 4)
    #expect(velocities[0] == .zero)
    #expect(Near.equal(velocities[3], Point(x: 1000, y: 0), 1e-6))
  }

  @Test func translationInReportsTheRawTranslation() {
    let scene = GestureScene.large()
    let pan = PanGestureRecognizer()
    scene.box.addGestureRecognizer(pan)
    var translations: [Point] = []
    gestureSource(pan).translation(in: nil).subscribeToValue { translations.append($0) }
    let s = scene.script
    s.down(1, 300, 300)
    s.move(1, 310, 305)
    #expect(translations == [.zero, Point(x: 10, y: 5)])
  }
}
