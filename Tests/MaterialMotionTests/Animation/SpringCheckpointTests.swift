import MaterialMotion
import Testing

/// A spring put back to a checkpoint goes on exactly as the spring it was taken of: the same
/// values at the same frame times, the same state changes.
@Suite struct SpringCheckpointTests {
  /// A spring on `clock` driving a property, its values and states logged.
  final class Driven {
    let clock: FrameClock
    let spring: Spring<Point>
    let property = ReactiveProperty(Point(x: 10, y: 20))
    var values: [Point] = []
    var states: [MotionState] = []
    var subscription: Subscription?

    init(clock: FrameClock) {
      self.clock = clock
      spring = Spring(
        to: Point(x: 300, y: -40), stiffness: 120, damping: 7, threshold: 0.05, clock: clock)
      subscription = spring.stream(for: property).subscribe(
        next: { [unowned self] in
          self.property.value = $0
          self.values.append($0)
        },
        state: { [unowned self] in self.states.append($0) })
    }
  }

  @Test func aRestoredRunGoesOnExactlyFromWhereItWas() {
    let original = Driven(clock: FrameClock())
    for _ in 0..<20 { original.clock.step(by: 1.0 / 60) }
    // A retarget mid-flight, a velocity waiting for the next run, and new physics.
    original.spring.destination.value = Point(x: -50, y: 90)
    original.spring.initialVelocity.value = Point(x: 5, y: 5)
    for _ in 0..<7 { original.clock.step(by: 1.0 / 60) }
    original.spring.stiffness.value = 200
    for _ in 0..<3 { original.clock.step(by: 1.0 / 60) }
    let checkpoint = original.spring.checkpoint()
    let position = original.property.value
    let at = original.clock.now

    let restored = Driven(clock: FrameClock(startTime: at))
    restored.spring.restore(checkpoint)
    restored.property.value = position
    #expect(restored.spring.stiffness.value == 200)
    #expect(restored.spring.destination.value == Point(x: -50, y: 90))
    #expect(restored.spring.currentState == .active)
    original.values = []
    restored.values = []
    for _ in 0..<200 {
      original.clock.step(by: 1.0 / 60)
      restored.clock.step(by: 1.0 / 60)
    }
    #expect(original.values.count > 50)
    #expect(restored.values == original.values)
    #expect(original.spring.currentState == .atRest && restored.spring.currentState == .atRest)
    // The velocity written before the checkpoint starts the next run of both.
    original.spring.destination.value = .zero
    restored.spring.destination.value = .zero
    original.values = []
    restored.values = []
    for _ in 0..<10 {
      original.clock.step(by: 1.0 / 60)
      restored.clock.step(by: 1.0 / 60)
    }
    #expect(!original.values.isEmpty && restored.values == original.values)
  }

  @Test func aSpringAtRestAtTheCheckpointIsPutAtRest() {
    let original = Driven(clock: FrameClock())
    for _ in 0..<600 { original.clock.step(by: 1.0 / 60) }
    #expect(original.spring.currentState == .atRest)
    let checkpoint = original.spring.checkpoint()
    let restored = Driven(clock: FrameClock(startTime: original.clock.now))
    #expect(restored.spring.currentState == .active)
    restored.states = []
    restored.spring.restore(checkpoint)
    restored.property.value = original.property.value
    #expect(restored.states == [.atRest])
    #expect(restored.spring.currentState == .atRest)
    restored.values = []
    for _ in 0..<10 { restored.clock.step(by: 1.0 / 60) }
    #expect(restored.values.isEmpty)
    #expect(!restored.clock.hasFrameObservers)
  }
}
