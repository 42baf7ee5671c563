import MaterialMotion
import Testing

@MainActor
@Suite struct ChangeDirectionTests {
  let scene = GestureScene()
  let pan = PanGestureRecognizer()
  let direction = ReactiveProperty(TransitionDirection.forward)

  init() {
    scene.box.addGestureRecognizer(pan)
  }

  private func connect(_ interaction: ChangeDirection) -> (
    MotionRuntime, ValueLog<TransitionDirection>
  ) {
    let runtime = MotionRuntime(containerElement: scene.root, clock: FrameClock())
    runtime.connect(interaction)
    return (runtime, ValueLog(direction.asStream()))
  }

  /// Drags from (200, 200) in five steps of `step` points along y, 16 ms apart, then releases
  /// (or cancels) one more step on.
  private func drag(stepY: Double, stepX: Double = 0, cancel: Bool = false) {
    let script = scene.script
    script.down(1, 200, 200)
    for i in 1...5 { script.move(1, 200 + Double(i) * stepX, 200 + Double(i) * stepY) }
    let end = Point(x: 200 + 6 * stepX, y: 200 + 6 * stepY)
    if cancel { script.cancel(1, end.x, end.y) } else { script.up(1, end.x, end.y) }
  }

  @Test func theReferenceDefaults() {
    let interaction = ChangeDirection(property: direction, gestureRecognizer: pan)
    #expect(interaction.axis == .y)
    #expect(interaction.minimumVelocity.value == 100)
    #expect(interaction.whenNegative == .backward && interaction.whenPositive == .backward)
  }

  @Test func aFastReleaseWritesTheDirectionOfItsSign() {
    let (runtime, log) = connect(
      ChangeDirection(
        property: direction, gestureRecognizer: pan, containerElement: scene.root,
        whenNegative: .forward, whenPositive: .backward))
    drag(stepY: 20)  // 1,250 pt/s downwards
    #expect(direction.value == .backward)
    drag(stepY: -20)
    #expect(direction.value == .forward)
    #expect(log.values == [.forward, .backward, .forward])
    _ = runtime
  }

  /// A release slower than the minimum velocity (about 60 pt/s here) or a cancelled drag
  /// changes nothing; so does a fast release across the axis that is not watched.
  @Test func aSlowReleaseACancelledDragOrTheOtherAxisWritesNothing() {
    let (runtime, log) = connect(
      ChangeDirection(property: direction, gestureRecognizer: pan, containerElement: scene.root))
    drag(stepY: 1)
    drag(stepY: 20, cancel: true)
    drag(stepY: 0, stepX: 20)
    #expect(log.values == [.forward])
    #expect(direction.value == .forward)
    _ = runtime
  }

  @Test func theHorizontalAxisAndAHigherMinimum() {
    let interaction = ChangeDirection(
      property: direction, gestureRecognizer: pan, containerElement: scene.root, axis: .x,
      minimumVelocity: 2000, whenNegative: .forward, whenPositive: .backward)
    let (runtime, log) = connect(interaction)
    drag(stepY: 0, stepX: 20)  // 1,250 pt/s: under 2,000
    #expect(log.values == [.forward])
    drag(stepY: 0, stepX: 40)  // 2,500 pt/s
    #expect(log.values == [.forward, .backward])
    // The minimum is read at each release.
    interaction.minimumVelocity.value = 3000
    drag(stepY: 0, stepX: -40)
    #expect(log.values == [.forward, .backward])
    interaction.minimumVelocity.value = 500
    drag(stepY: 0, stepX: -40)
    #expect(log.values == [.forward, .backward, .forward])
    _ = runtime
  }
}
