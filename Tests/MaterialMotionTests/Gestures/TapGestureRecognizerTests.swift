import MaterialMotion
import Testing

@MainActor
@Suite struct TapGestureRecognizerTests {
  @Test func aRecognisedTapIsActiveValueAtRest() {
    let scene = GestureScene.large()
    let tap = TapGestureRecognizer()
    scene.box.addGestureRecognizer(tap)
    let source = gestureSource(tap)
    let log = ChannelLog()
    source.subscribe(observer: log.observer { (r: TapGestureRecognizer) in "next \(r.state)" })
    var motionStates: [MotionState] = []
    source.asMotionState().subscribeToValue { motionStates.append($0) }
    var locations: [Point] = []
    source.whenRecognitionState(is: .recognized).centroid(in: scene.box)
      .subscribeToValue { locations.append($0) }

    let s = scene.script
    s.down(1, 150, 150)
    s.move(1, 153, 151)
    s.up(1, 152, 151)
    #expect(log.entries == ["next possible", "atRest", "active", "next ended", "atRest"])
    #expect(motionStates == [.atRest, .active, .atRest])
    #expect(locations == [Point(x: 52, y: 51)])
    #expect(tap.state == .possible)
  }

  @Test func exceedingTheSlopFails() {
    let scene = GestureScene.large()
    let tap = TapGestureRecognizer()
    scene.box.addGestureRecognizer(tap)
    var states: [GestureRecognizer.State] = []
    tap.addObserver { states.append(tap.state) }
    let s = scene.script
    s.down(1, 150, 150)
    s.move(1, 165, 150)
    #expect(states == [.failed])
    s.move(1, 150, 150)
    s.up(1, 150, 150)
    #expect(states == [.failed])
    #expect(tap.state == .possible)
    // The next tap is recognised again.
    s.down(1, 150, 150)
    s.up(1, 150, 150)
    #expect(states == [.failed, .ended])
  }

  @Test func aSecondFingerFails() {
    let scene = GestureScene.large()
    let tap = TapGestureRecognizer()
    scene.box.addGestureRecognizer(tap)
    var states: [GestureRecognizer.State] = []
    tap.addObserver { states.append(tap.state) }
    let s = scene.script
    s.down(1, 150, 150)
    s.down(2, 160, 160)
    s.up(1, 150, 150)
    s.up(2, 160, 160)
    #expect(states == [.failed])
  }

  @Test func doubleTapNeedsTwoQuickTaps() {
    let scene = GestureScene.large()
    let tap = TapGestureRecognizer(numberOfTapsRequired: 2)
    scene.box.addGestureRecognizer(tap)
    var states: [GestureRecognizer.State] = []
    tap.addObserver { states.append(tap.state) }
    let s = scene.script
    s.down(1, 150, 150, at: 0)
    s.up(1, 150, 150, at: 0.05)
    #expect(states.isEmpty)
    #expect(tap.tapCount == 1)
    s.down(1, 152, 150, at: 0.2)
    s.up(1, 152, 150, at: 0.25)
    #expect(states == [.ended])

    // Too slow: the second tap starts a new sequence, which a quick third tap completes.
    s.down(1, 150, 150, at: 1.0)
    s.up(1, 150, 150, at: 1.05)
    s.down(1, 150, 150, at: 2.0)
    s.up(1, 150, 150, at: 2.05)
    #expect(states == [.ended])
    s.down(1, 150, 150, at: 2.2)
    s.up(1, 150, 150, at: 2.25)
    #expect(states == [.ended, .ended])
  }
}
