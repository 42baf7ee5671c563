import MaterialMotion
import Testing

@MainActor
@Suite struct SwipeableTests {
  let scene = GestureScene.large()  // a 600×600 box at (100, 100) in a 1000×1000 root
  let clock = FrameClock()

  private func connected() -> (MotionRuntime, Swipeable) {
    let runtime = MotionRuntime(containerElement: scene.root, clock: clock)
    let swipeable = Swipeable(item: scene.box, containerElement: scene.root, clock: clock)
    runtime.connect(swipeable)
    return (runtime, swipeable)
  }

  /// Drags from (400, 400) by `dx` in `steps` moves 16 ms apart (with a small vertical wobble),
  /// then holds still for 100 ms so the release is slow, and releases.
  private func drag(by dx: Double, steps: Int = 5, hold: Bool = true) {
    let script = scene.script
    script.down(1, 400, 400)
    for i in 1...steps {
      script.move(1, 400 + dx * Double(i) / Double(steps), 400 + Double(i % 2) * 7)
    }
    if hold {
      for _ in 0..<6 { script.move(1, 400 + dx, 400) }
    }
    script.up(1, 400 + dx, 400)
  }

  private func settle() {
    for _ in 0..<300 { clock.step(by: 1.0 / 60) }
  }

  @Test func pastTheThresholdTheRowIsSwipedOffThatWay() {
    let (runtime, swipeable) = connected()
    let rest = scene.box.position
    drag(by: 100)
    #expect(swipeable.swipeState.value == .right)
    settle()
    #expect(scene.box.position == Point(x: rest.x + 600, y: rest.y))
    drag(by: -100)  // dragged back from where it went: it is still past, on the right
    #expect(swipeable.swipeState.value == .right)
    _ = runtime
  }

  @Test func shortOfTheThresholdItSpringsBackAndYIsLocked() {
    let (runtime, swipeable) = connected()
    let rest = scene.box.position
    scene.script.down(1, 400, 400)
    scene.script.move(1, 420, 460)
    scene.script.move(1, 440, 480)
    #expect(scene.box.position.y == rest.y)
    #expect(!swipeable.isThresholdMet.value)
    for _ in 0..<6 { scene.script.move(1, 440, 480) }
    scene.script.up(1, 440, 480)
    #expect(swipeable.swipeState.value == .none)
    settle()
    #expect(scene.box.position == rest)
    _ = runtime
  }

  /// The reveal follows the threshold while dragging: the icon grows from 0.67 to 1, the
  /// background from 0 to 1, and both go back when the row comes back inside.
  /// A row whose rest moves (the list was laid out again) is moved there at once when it is at
  /// rest; a drag then measures from the new rest and is locked to its y; a row in flight lands
  /// off by its width from the rest as it is when it lands.
  @Test func movingTheRestMovesARowAtRestAndRetargetsOneInFlight() {
    let (runtime, swipeable) = connected()
    let rest = scene.box.position
    let moved = Point(x: rest.x + 50, y: rest.y + 30)
    swipeable.moveRest(to: moved)
    #expect(scene.box.position == moved)
    #expect(swipeable.restPosition == moved && swipeable.restX == moved.x)
    scene.script.down(1, 400, 400)
    scene.script.move(1, 420, 460)
    scene.script.move(1, 440, 480)
    #expect(scene.box.position.y == moved.y, "locked to the new rest's y")
    #expect(!swipeable.isThresholdMet.value, "40 points from the new rest, 90 from the old")
    scene.script.up(1, 440, 480)
    settle()
    #expect(scene.box.position == moved)
    drag(by: 100)
    #expect(swipeable.swipeState.value == .right)
    for _ in 0..<3 { clock.step(by: 1.0 / 60) }
    let again = Point(x: rest.x - 20, y: rest.y)
    swipeable.moveRest(to: again)
    settle()
    #expect(scene.box.position == Point(x: again.x + 600, y: again.y))
    _ = runtime
  }

  @Test func theRevealFollowsTheThreshold() {
    let (runtime, swipeable) = connected()
    let script = scene.script
    script.down(1, 400, 400)
    script.move(1, 320, 400)
    script.move(1, 310, 400)
    #expect(swipeable.isThresholdMet.value)
    settle()
    #expect(swipeable.iconScale.value == 1 && swipeable.backgroundReveal.value == 1)
    script.move(1, 380, 400)
    #expect(!swipeable.isThresholdMet.value)
    settle()
    #expect(swipeable.iconScale.value == 0.67 && swipeable.backgroundReveal.value == 0)
    script.up(1, 380, 400)
    _ = runtime
  }

  /// The release velocity counts: a fast outward fling swipes before the threshold; a fast fling
  /// back keeps a row that was past it.
  @Test func aFlingDecidesOnItsOwn() {
    let (runtime, swipeable) = connected()
    drag(by: -50, steps: 2, hold: false)  // 1,560 pt/s to the left, 50 points out
    #expect(swipeable.swipeState.value == .left)
    #expect(swipeable.decide(offset: 100, velocity: -1500) == .none)
    #expect(swipeable.decide(offset: 100, velocity: 200) == .right)
    #expect(swipeable.decide(offset: 30, velocity: 200) == .none)
    _ = runtime
  }
}
