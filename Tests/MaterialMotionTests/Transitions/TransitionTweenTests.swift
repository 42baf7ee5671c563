import MaterialMotion
import Testing

@Suite struct TransitionTweenTests {
  let clock = FrameClock()
  let direction = ReactiveProperty(TransitionDirection.forward)

  @Test func backwardRunsPlayTheKeyframesReversedWithMirroredPositions() {
    let tween = TransitionTween(
      duration: 1, forwardValues: [0.0, 80, 100], direction: direction,
      forwardKeyPositions: [0, 0.8, 1], easings: [.linear], clock: clock)
    #expect(tween.values(for: .backward) == [100, 80, 0])
    direction.value = .backward
    #expect(tween.tween.values.value == [100, 80, 0])
    #expect(zip(tween.tween.offsets.value, [0, 0.2, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
  }

  @Test func delaysBeforeAndAfterAndReversedEasings() {
    let tween = TransitionTween(
      duration: 1, forwardValues: [0.0, 1], direction: direction, delayBefore: 0.2,
      delayAfter: 0.3, easings: [.easeIn], clock: clock)
    #expect(tween.tween.delay.value == 0.2)
    #expect(tween.tween.timingFunctions.value == [.easeIn])
    direction.value = .backward
    #expect(tween.tween.delay.value == 0.3)
    let reversed = tween.tween.timingFunctions.value[0]
    #expect(abs(reversed.x2 - 0.58) < 1e-12 && reversed.x1 == 0 && reversed.y1 == 0)
    #expect(abs(Easing.easeIn.reversed.value(at: 0.3) - (1 - Easing.easeIn.value(at: 0.7))) < 1e-6)
  }

  /// Two values: a run starts on the current direction's first side, and a reversal mid-flight
  /// turns round where the value is (no jump) and ends exactly on the other side.
  @Test func twoValuesReverseWhereTheValueIs() {
    let tween = TransitionTween(
      duration: 1, forwardValues: [0.0, 100], direction: direction, easings: [.linear],
      clock: clock)
    let property = ReactiveProperty(55.0)
    var values: [Double] = []
    let subscription = tween.connect(to: property)
    let log = property.asStream().subscribeToValue { values.append($0) }
    #expect(property.value == 0)
    step(clock, frames: 30, by: 0.01)
    let turn = property.value
    #expect(abs(turn - 30) < 1e-9)
    direction.value = .backward
    step(clock, frames: 1, by: 0.01)
    #expect(abs(property.value - turn) < 2)
    step(clock, frames: 100, by: 0.01)
    #expect(property.value == 0 && property.state == .atRest)
    let steps = zip(values.dropFirst(), values).map { abs($0 - $1) }
    #expect(steps.max()! < 2)
    subscription.unsubscribe()
    log.unsubscribe()
  }
}
