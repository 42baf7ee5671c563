import MaterialMotion
import Testing

@MainActor
@Suite struct SlopRegionTests {
  let scene = GestureScene()
  let pan = PanGestureRecognizer()
  let direction = ReactiveProperty(TransitionDirection.forward)

  init() {
    scene.box.addGestureRecognizer(pan)
  }

  /// Leaving the ±20 pt region writes backward, coming back writes forward, each once; moving
  /// inside or across the other axis writes nothing.
  @Test func leavingAndReturningFlipTheDirection() {
    let runtime = MotionRuntime(containerElement: scene.root, clock: FrameClock())
    runtime.connect(
      SlopRegion(
        property: direction, gestureRecognizer: pan, size: -20, containerElement: scene.root))
    let log = ValueLog(direction.asStream())
    let script = scene.script
    script.down(1, 200, 200)
    script.move(1, 260, 210)  // inside along y
    script.move(1, 260, 215)
    #expect(log.values == [.forward])
    script.move(1, 260, 230)  // out
    script.move(1, 260, 260)
    #expect(log.values == [.forward, .backward])
    script.move(1, 260, 205)  // back in
    #expect(log.values == [.forward, .backward, .forward])
    script.move(1, 260, 170)  // out upwards
    #expect(direction.value == .backward)
    script.up(1, 260, 170)
    #expect(log.values == [.forward, .backward, .forward, .backward])
    _ = runtime
  }

  @Test func theSizeIsKeptPositive() {
    let region = SlopRegion(property: direction, gestureRecognizer: pan, size: -20)
    #expect(region.size == 20)
    #expect(region.axis == .y)
  }
}
