import MaterialMotion
import Testing

@Suite struct TweenTests {
  @Test func singleValueTweensFromTheCurrentValue() {
    let clock = FrameClock()
    let tween = Tween(duration: 1, values: [100.0], timingFunctions: [.linear], clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(20.0)).subscribe(observer: log.observer())
    #expect(log.events == [.state(.active)])
    step(clock, frames: 6, by: 0.25)
    #expect(
      log.events == [
        .state(.active), .value(40), .value(60), .value(80), .value(100), .state(.atRest),
      ])
    #expect(!clock.hasFrameObservers)
  }

  @Test func defaultEasingIsEaseInOut() {
    let clock = FrameClock()
    let tween = Tween(duration: 2, values: [100.0], clock: clock)
    #expect(tween.timingFunctions.value == [.easeInOut])
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 4, by: 0.5)
    #expect(isClose(log.values[0], 100 * Easing.easeInOut(0.25)))
    #expect(isClose(log.values[1], 50))
    #expect(isClose(log.values[2], 100 * Easing.easeInOut(0.75)))
    #expect(log.values[3] == 100)
  }

  @Test func keyframesFollowOffsetsAndPerSegmentEasing() {
    let clock = FrameClock()
    let tween = Tween(
      duration: 2, values: [0.0, 10, 30], offsets: [0, 0.25, 1],
      timingFunctions: [.linear, .easeIn], clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    // A keyframe tween ignores the target's value.
    tween.stream(for: ReactiveProperty(-999.0)).subscribe(observer: log.observer())
    step(clock, frames: 8, by: 0.25)
    var expected: [Double] = [5, 10]
    for t in [0.75, 1, 1.25, 1.5, 1.75] {
      let local = (t / 2 - 0.25) / 0.75
      expected.append(10 + 20 * Easing.easeIn(local))
    }
    expected.append(30)
    #expect(log.values.count == expected.count)
    for (value, wanted) in zip(log.values, expected) {
      #expect(isClose(value, wanted))
    }
    #expect(log.states == [.active, .atRest])
  }

  @Test func invalidOffsetsMeanEvenSpacingAndTheLastEasingIsReused() {
    let clock = FrameClock()
    let tween = Tween(
      duration: 3, values: [0.0, 10, 20, 60], offsets: [0, 0.9],
      timingFunctions: [.linear], clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 6, by: 0.5)
    let expected: [Double] = [5, 10, 15, 20, 40, 60]
    for (value, wanted) in zip(log.values, expected) {
      #expect(isClose(value, wanted))
    }
    #expect(log.values.last == 60)
  }

  @Test func delayWaitsThenStartsFromTheValueAtThatMoment() {
    let clock = FrameClock()
    let tween = Tween(
      duration: 1, values: [10.0], delay: 0.5, timingFunctions: [.linear], clock: clock)
    let property = ReactiveProperty(0.0)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: property).subscribe(observer: log.observer())
    step(clock, frames: 2, by: 0.25)
    #expect(log.events == [.state(.active)])  // Active during the delay, but silent.
    property.value = 6  // Something else moved the target before the animation began.
    step(clock, frames: 4, by: 0.25)
    #expect(
      log.events == [.state(.active), .value(7), .value(8), .value(9), .value(10), .state(.atRest)])
  }

  @Test func repeatsWithAutoreverseAndEndsOnTheFirstValue() {
    let clock = FrameClock()
    let tween = Tween(
      duration: 1, values: [0.0, 100], timingFunctions: [.linear], repeatCount: 2,
      autoreverses: true, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 20, by: 0.25)
    let cycle: [Double] = [25, 50, 75, 100, 75, 50, 25]
    #expect(log.values == cycle + [0] + cycle + [0])
    #expect(log.events.last == .state(.atRest))
    #expect(log.states == [.active, .atRest])
  }

  @Test func fractionalRepeatStopsMidway() {
    let clock = FrameClock()
    let tween = Tween(
      duration: 1, values: [0.0, 100], timingFunctions: [.linear], repeatCount: 1.5, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 5, by: 0.5)
    #expect(log.events == [.state(.active), .value(50), .value(0), .value(50), .state(.atRest)])
  }

  @Test func infiniteRepeatRunsUntilDisabled() {
    let clock = FrameClock()
    let tween = Tween(
      duration: 1, values: [0.0, 100], timingFunctions: [.linear], repeatCount: .infinity,
      clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 1000, by: 0.25)
    #expect(log.values.count == 1000)
    #expect(log.values.suffix(4) == [25, 50, 75, 0])
    tween.enabled.value = false
    #expect(log.states == [.active, .atRest])
    #expect(!clock.hasFrameObservers)
  }

  @Test func writingValuesReanimatesFromTheCurrentValue() {
    let clock = FrameClock()
    let tween = Tween(duration: 1, values: [100.0], timingFunctions: [.linear], clock: clock)
    let property = ReactiveProperty(0.0)
    let log = AnimationLog<Double>(clock: clock)
    tween.connect(to: property)
    property.asStream().subscribe(observer: log.observer())
    log.clear()
    step(clock, frames: 2, by: 0.25)
    tween.values.value = [0]
    step(clock, frames: 6, by: 0.25)
    #expect(
      log.events == [
        .value(25), .value(50), .value(37.5), .value(25), .value(12.5), .value(0), .state(.atRest),
      ])
  }

  @Test func zeroDurationJumps() {
    let clock = FrameClock()
    let tween = Tween(duration: 0, values: [5.0], clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    #expect(log.events == [.state(.active), .value(5), .state(.atRest)])
    #expect(!clock.hasFrameObservers)
  }

  @Test func delayWithZeroDurationJumpsWhenTheDelayEnds() {
    let clock = FrameClock()
    let tween = Tween(duration: 0, values: [5.0], delay: 0.5, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    clock.step(by: 0.25)
    #expect(log.events == [.state(.active)])
    clock.step(by: 0.25)
    #expect(log.events == [.state(.active), .value(5), .state(.atRest)])
    #expect(!clock.hasFrameObservers)
  }

  @Test func theFirstFrameCanBeCappedForStaleClocks() {
    let clock = FrameClock()
    let tween = Tween(
      duration: 1, values: [100.0], timingFunctions: [.linear], maximumFirstFrameInterval: 0.125,
      clock: clock)
    #expect(Tween(duration: 1, values: [1.0], clock: clock).maximumFirstFrameInterval == .infinity)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    clock.tick(at: 50)  // The first tick after a long idle period.
    clock.step(by: 0.5)  // Later frames are not capped.
    #expect(log.values == [12.5, 62.5])
  }

  @Test func emptyValuesDoNothing() {
    let clock = FrameClock()
    let tween = Tween(duration: 1, values: [Double](), clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 10)
    #expect(log.events.isEmpty)
    #expect(!clock.hasFrameObservers)
  }

  @Test func disablingStopsAndReenablingRestarts() {
    let clock = FrameClock()
    let tween = Tween(
      duration: 1, values: [Point(x: 0, y: 0), Point(x: 100, y: 50)], timingFunctions: [.linear],
      clock: clock)
    let log = AnimationLog<Point>(clock: clock)
    tween.stream(for: ReactiveProperty(Point.zero)).subscribe(observer: log.observer())
    step(clock, frames: 2, by: 0.25)
    tween.enabled.value = false
    #expect(
      log.events == [
        .state(.active), .value(Point(x: 25, y: 12.5)), .value(Point(x: 50, y: 25)),
        .state(.atRest),
      ])
    tween.values.value = [Point(x: 0, y: 0), Point(x: 200, y: 0)]  // Ignored while disabled.
    step(clock, frames: 4, by: 0.25)
    #expect(log.events.count == 4)
    log.clear()
    tween.enabled.value = true
    step(clock, frames: 4, by: 0.25)
    #expect(
      log.events == [
        .state(.active), .value(Point(x: 50, y: 0)), .value(Point(x: 100, y: 0)),
        .value(Point(x: 150, y: 0)), .value(Point(x: 200, y: 0)), .state(.atRest),
      ])
  }

  @Test func stateAggregatesEveryConnection() {
    let clock = FrameClock()
    let tween = Tween(duration: 1, values: [1.0], clock: clock)
    var states: [MotionState] = []
    tween.state.subscribeToValue { states.append($0) }
    tween.connect(to: ReactiveProperty(0.0))
    tween.delay.value = 1
    tween.connect(to: ReactiveProperty(0.0))
    step(clock, frames: 5, by: 0.25)
    #expect(states == [.atRest, .active])
    #expect(tween.currentState == .active)
    step(clock, frames: 5, by: 0.25)
    #expect(states == [.atRest, .active, .atRest])
  }

  @Test func tweenPropertyAndClockAreFreedAfterUnsubscribe() {
    weak var weakTween: Tween<Double>?
    weak var weakProperty: ReactiveProperty<Double>?
    weak var weakClock: FrameClock?
    do {
      let clock = FrameClock()
      let tween = Tween(duration: 1, values: [3.0], clock: clock)
      let property = ReactiveProperty(0.0)
      weakTween = tween
      weakProperty = property
      weakClock = clock
      let subscription = tween.connect(to: property)
      step(clock, frames: 2)
      subscription.unsubscribe()
      #expect(!clock.hasFrameObservers)
      #expect(tween.values.observerCount == 0)
      #expect(tween.enabled.observerCount == 0)
    }
    #expect(weakTween == nil)
    #expect(weakProperty == nil)
    #expect(weakClock == nil)
  }
}
