import MaterialMotion
import Testing

@Suite struct TransitionSpringTests {
  let clock = FrameClock()
  let direction = ReactiveProperty(TransitionDirection.forward)

  /// The reference's constants alone settle in about 3.4 s (damping ratio 4.56): that is why
  /// the suggested duration plays the curve faster instead of cutting it off.
  @Test func theReferenceConstantsAreSlowOnTheirOwn() {
    let reference = DampedHarmonicOscillator(stiffness: 1000, damping: 500, mass: 3)
    #expect(abs(reference.dampingRatio - 4.564) < 0.001)
    #expect(abs(reference.settlingTime() - 3.41) < 0.05)
    let faster = reference.playedFaster(by: reference.settlingTime() / 0.5)
    #expect(abs(faster.settlingTime() - 0.5) < 0.005)
    #expect(abs(faster.dampingRatio - reference.dampingRatio) < 1e-9)
  }

  @Test func itStartsOnTheOtherSideAndSettlesInTheSuggestedDuration() {
    let spring = TransitionSpring(back: 0.0, fore: 100.0, direction: direction, clock: clock)
    #expect(spring.stiffness.value == 1000 && spring.damping.value == 500)
    #expect(spring.mass.value == 3 && spring.suggestedDuration.value == 0.5)
    let property = ReactiveProperty(42.0)
    let subscription = spring.connect(to: property)
    #expect(property.value == 0)
    step(clock, frames: 27, by: 1.0 / 60)  // 0.45 s
    #expect(property.value > 99 && property.value < 100)
    step(clock, frames: 4, by: 1.0 / 60)  // 0.517 s
    #expect(property.value == 100)
    #expect(property.state == .atRest)
    subscription.unsubscribe()
  }

  /// Reversed mid-flight, the value turns round where it is, continuously: no frame moves it
  /// further than the frames around the turn.
  @Test func aReversalMidFlightNeverJumps() {
    let spring = TransitionSpring(back: 0.0, fore: 400.0, direction: direction, clock: clock)
    let property = ReactiveProperty(0.0)
    var values: [Double] = []
    let subscription = spring.connect(to: property)
    let log = property.asStream().subscribeToValue { values.append($0) }
    step(clock, frames: 8, by: 1.0 / 60)
    let turn = property.value
    direction.value = .backward
    step(clock, frames: 60, by: 1.0 / 60)
    #expect(property.value == 0)
    let steps = zip(values.dropFirst(), values).map { abs($0 - $1) }
    let largestBeforeTurn = zip(values.prefix(9).dropFirst(), values.prefix(9)).map { abs($0 - $1) }
      .max()!
    #expect(steps.max()! <= largestBeforeTurn * 1.01)
    #expect(values.allSatisfy { $0 <= turn + 1e-9 })  // heavily damped: it turns at once
    subscription.unsubscribe()
    log.unsubscribe()
  }

  /// Retargeted mid-flight (the layout under the transition changed), the value heads for the
  /// new side from where it is, as fast as it moves (no frame moves it further than the frames
  /// before), and lands there; a reversal afterwards goes to the new other side.
  @Test func aRetargetMidFlightHeadsForTheNewSideWithoutAJump() {
    let spring = TransitionSpring(back: 0.0, fore: 400.0, direction: direction, clock: clock)
    let property = ReactiveProperty(0.0)
    var values: [Double] = []
    let subscription = spring.connect(to: property)
    let log = property.asStream().subscribeToValue { values.append($0) }
    step(clock, frames: 8, by: 1.0 / 60)
    let largestBefore = zip(values.dropFirst(), values).map { abs($0 - $1) }.max()!
    let before = values.count
    spring.retarget(back: 50, fore: 600)
    #expect(values.count == before, "nothing is written at once")
    #expect(spring.backwardDestination == 50 && spring.forwardDestination == 600)
    step(clock, frames: 60, by: 1.0 / 60)
    #expect(property.value == 600)
    let after = Array(values[(before - 1)...])
    #expect(zip(after.dropFirst(), after).map { abs($0 - $1) }.max()! <= largestBefore * 1.01)
    direction.value = .backward
    step(clock, frames: 60, by: 1.0 / 60)
    #expect(property.value == 50)
    subscription.unsubscribe()
    log.unsubscribe()
  }

  /// At rest, a retarget to where the value already is starts nothing (a layout moves the value
  /// first); to anywhere else the value springs there.
  @Test func aRetargetAtRestMovesOnlyAValueThatIsNotThereYet() {
    let spring = TransitionSpring(back: 0.0, fore: 100.0, direction: direction, clock: clock)
    let property = ReactiveProperty(0.0)
    let subscription = spring.connect(to: property)
    step(clock, frames: 60, by: 1.0 / 60)
    #expect(property.value == 100 && spring.spring.currentState == .atRest)
    property.value = 250
    spring.retarget(back: 0, fore: 250)
    #expect(spring.spring.currentState == .atRest)
    step(clock, frames: 1, by: 1.0 / 60)
    #expect(property.value == 250)
    spring.retarget(back: 0, fore: 300)
    step(clock, frames: 1, by: 1.0 / 60)
    #expect(property.value > 250 && property.value < 300)
    step(clock, frames: 60, by: 1.0 / 60)
    #expect(property.value == 300)
    subscription.unsubscribe()
  }

  @Test func aSuggestedDurationOfZeroRunsThePhysicsAsGiven() {
    let spring = TransitionSpring(
      back: 0.0, fore: 1.0, direction: direction, suggestedDuration: 0, clock: clock)
    #expect(spring.spring.stiffness.value == 1000 && spring.spring.damping.value == 500)
    spring.suggestedDuration.value = 0.5
    #expect(spring.spring.stiffness.value > 40_000)
  }
}
