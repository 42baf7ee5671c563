import MaterialMotion
import Testing

@Suite struct SpringTests {
  @Test func defaults() {
    let spring = Spring(to: 1.0, clock: FrameClock())
    #expect(spring.stiffness.value == 342)
    #expect(spring.damping.value == 30)
    #expect(spring.mass.value == 1)
    #expect(spring.initialVelocity.value == 0)
    #expect(spring.enabled.value)
    #expect(spring.threshold == 0.001)
    #expect(spring.velocityThreshold == 0.001)
    #expect(spring.destination.value == 1)
    #expect(spring.oscillator == DampedHarmonicOscillator(stiffness: 342, damping: 30, mass: 1))
  }

  @Test(arguments: [
    (k: 342.0, c: 30.0, m: 1.0, v0: 0.0),
    (k: 342.0, c: 30.0, m: 1.0, v0: -400.0),
    (k: 150.0, c: 4.0, m: 1.5, v0: 120.0),
    (k: 100.0, c: 20.0, m: 1.0, v0: 50.0),
    (k: 1000.0, c: 500.0, m: 3.0, v0: 0.0),
    (k: 1000.0, c: 500.0, m: 3.0, v0: 900.0),
  ])
  func framesFollowTheClosedForm(k: Double, c: Double, m: Double, v0: Double) {
    let clock = FrameClock(startTime: 2)
    let spring = Spring(
      to: 100.0, initialVelocity: v0, stiffness: k, damping: c, mass: m, clock: clock)
    let property = ReactiveProperty(20.0)
    let log = AnimationLog<Double>(clock: clock)
    let subscription = spring.stream(for: property).subscribe(observer: log.observer())
    #expect(log.events == [.state(.active)])
    step(clock, frames: 40)
    #expect(log.values.count == 40)
    for (time, value) in log.timedValues {
      let t = time - 2
      let expected =
        100 + ReferenceOscillator.displacement(at: t, x0: -80, v0: v0, k: k, c: c, m: m)
      #expect(isClose(value, expected), "t = \(t)")
    }
    subscription.unsubscribe()
  }

  @Test func pointSpringMovesAlongTheClosedFormPerComponent() {
    let clock = FrameClock()
    let spring = Spring(
      to: Point(x: 100, y: -50), initialVelocity: Point(x: 0, y: 300), clock: clock)
    let property = ReactiveProperty(Point(x: 10, y: 10))
    let log = AnimationLog<Point>(clock: clock)
    spring.stream(for: property).subscribe(observer: log.observer())
    step(clock, frames: 20)
    let solution = SpringSolution(
      from: Point(x: 10, y: 10), to: Point(x: 100, y: -50), initialVelocity: Point(x: 0, y: 300))
    for (time, value) in log.timedValues {
      #expect(isClose(value, solution.position(at: time)))
      let x = 100 + ReferenceOscillator.displacement(at: time, x0: -90, v0: 0, k: 342, c: 30, m: 1)
      #expect(isClose(value.x, x))
    }
  }

  @Test func comesToRestOnTheExactDestination() {
    let clock = FrameClock()
    let spring = Spring(to: 1.0 / 3.0, clock: clock)
    let property = ReactiveProperty(-7.0)
    let log = AnimationLog<Double>(clock: clock)
    spring.connect(to: property)
    property.asStream().subscribe(observer: log.observer())
    log.clear()
    var frames = 0
    while clock.hasFrameObservers && frames < 600 {
      clock.step(by: 1.0 / 60.0)
      frames += 1
    }
    #expect(frames < 120)
    #expect(!clock.hasFrameObservers)
    #expect(property.value == 1.0 / 3.0)
    #expect(property.state == .atRest)
    #expect(log.events.last == .state(.atRest))
    #expect(log.events.dropLast().last == .value(1.0 / 3.0))
    #expect(log.states == [.atRest])
    // Nothing more happens once at rest.
    let count = log.events.count
    step(clock, frames: 10)
    #expect(log.events.count == count)
  }

  @Test func stateOrderIsActiveValuesDestinationAtRest() {
    let clock = FrameClock()
    let spring = Spring(to: 10.0, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    spring.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 200)
    #expect(log.events.first == .state(.active))
    #expect(log.events.last == .state(.atRest))
    #expect(log.states == [.active, .atRest])
    #expect(log.values.last == 10)
    // The last value before the destination was not yet settled.
    let beforeLast = log.values[log.values.count - 2]
    #expect(beforeLast != 10)
  }

  @Test func restThresholdsDecideTheLastFrame() {
    let clock = FrameClock()
    let spring = Spring(to: 100.0, threshold: 0.5, velocityThreshold: 5, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    spring.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 200)
    let solution = SpringSolution(from: 0.0, to: 100)
    // Every emitted frame but the last was outside a threshold; the last frame was inside both.
    for (time, value) in log.timedValues.dropLast() {
      let settled =
        abs(solution.position(at: time) - 100) <= 0.5 && abs(solution.velocity(at: time)) <= 5
      #expect(!settled)
      #expect(isClose(value, solution.position(at: time)))
    }
    let last = log.timedValues.last!
    #expect(last.value == 100)
    #expect(abs(solution.position(at: last.time) - 100) <= 0.5)
    #expect(abs(solution.velocity(at: last.time)) <= 5)
  }

  @Test func retargetKeepsPositionAndVelocityContinuous() {
    let clock = FrameClock()
    let spring = Spring(to: 100.0, initialVelocity: 30, clock: clock)
    let property = ReactiveProperty(0.0)
    let log = AnimationLog<Double>(clock: clock)
    spring.connect(to: property)
    spring.stream(for: property).subscribe(observer: log.observer())  // a second, independent run
    step(clock, frames: 12)
    let first = SpringSolution(from: 0.0, to: 100, initialVelocity: 30)
    let retargetTime = clock.now
    spring.destination.value = -40
    step(clock, frames: 30)
    let second = SpringSolution(
      from: first.position(at: retargetTime), to: -40,
      initialVelocity: first.velocity(at: retargetTime))
    for (time, value) in log.timedValues {
      let expected =
        time <= retargetTime ? first.position(at: time) : second.position(at: time - retargetTime)
      #expect(isClose(value, expected), "t = \(time)")
    }
    #expect(log.states == [.active])
    let values = log.values
    #expect(isClose(property.value, values.last!))
    // Seen from the values alone over a tiny step, the speed right after the retarget is the
    // speed right before it (a velocity reset would show a slope near 0).
    let beforeTiny = log.values.last!
    let h = 1e-6
    clock.step(by: h)
    let slope = (log.values.last! - beforeTiny) / h
    let speed = second.velocity(at: clock.now - h - retargetTime)
    #expect(abs(slope - speed) < 0.1)
  }

  @Test func parameterChangeMidFlightRebasesContinuously() {
    let clock = FrameClock()
    let spring = Spring(to: 50.0, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    spring.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 5)
    let first = SpringSolution(from: 0.0, to: 50)
    let changeTime = clock.now
    spring.stiffness.value = 80
    spring.damping.value = 2
    step(clock, frames: 10)
    let second = SpringSolution(
      from: first.position(at: changeTime), to: 50, initialVelocity: first.velocity(at: changeTime),
      oscillator: DampedHarmonicOscillator(stiffness: 80, damping: 2, mass: 1))
    for (time, value) in log.timedValues where time > changeTime {
      #expect(isClose(value, second.position(at: time - changeTime)))
    }
  }

  @Test func disablingMidFlightStopsAndGoesAtRest() {
    let clock = FrameClock()
    let spring = Spring(to: 100.0, clock: clock)
    let property = ReactiveProperty(0.0)
    let log = AnimationLog<Double>(clock: clock)
    spring.connect(to: property)
    spring.stream(for: property).subscribe(observer: log.observer())
    step(clock, frames: 6)
    let stoppedAt = property.value
    spring.enabled.value = false
    #expect(log.events.last == .state(.atRest))
    #expect(log.states == [.active, .atRest])
    #expect(!clock.hasFrameObservers)
    #expect(spring.currentState == .atRest)
    // Disabled: no reaction to the destination, no frames, no emission.
    log.clear()
    spring.destination.value = 200
    step(clock, frames: 10)
    #expect(log.events.isEmpty)
    #expect(property.value == stoppedAt)
    // Re-enabling restarts toward the current destination from the current value, at rest speed.
    let restartTime = clock.now
    spring.enabled.value = true
    #expect(log.events == [.state(.active)])
    step(clock, frames: 5)
    let restart = SpringSolution(from: stoppedAt, to: 200)
    for (time, value) in log.timedValues {
      #expect(isClose(value, restart.position(at: time - restartTime)))
    }
  }

  @Test func idleSpringsCostNothing() {
    let clock = FrameClock()
    let a = Spring(to: 5.0, clock: clock)
    let b = Spring(to: Point(x: 1, y: 2), clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    // Connected exactly at the destination: no run, nothing emitted.
    a.stream(for: ReactiveProperty(5.0)).subscribe(observer: log.observer())
    b.connect(to: ReactiveProperty(Point(x: 1, y: 2)))
    #expect(log.events.isEmpty)
    #expect(!clock.hasFrameObservers)
    a.destination.value = 6
    b.destination.value = Point(x: 3, y: 3)
    #expect(clock.hasFrameObservers)
    step(clock, frames: 300)
    #expect(!clock.hasFrameObservers)
    #expect(a.currentState == .atRest)
    #expect(b.currentState == .atRest)
  }

  @Test func startingWithinTheThresholdJumpsToTheDestination() {
    let clock = FrameClock()
    let spring = Spring(to: 1.0, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    spring.stream(for: ReactiveProperty(1.0005)).subscribe(observer: log.observer())
    #expect(log.events == [.state(.active), .value(1), .state(.atRest)])
    #expect(!clock.hasFrameObservers)
  }

  @Test func invalidParametersJumpToTheDestination() {
    let clock = FrameClock()
    let spring = Spring(to: 8.0, mass: 0, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    spring.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    #expect(log.events == [.state(.active), .value(8), .state(.atRest)])
    #expect(!clock.hasFrameObservers)
  }

  @Test func initialVelocityIsUsedOncePerConnection() {
    let clock = FrameClock()
    let spring = Spring(to: 10.0, initialVelocity: 500, clock: clock)
    let property = ReactiveProperty(0.0)
    let log = AnimationLog<Double>(clock: clock)
    spring.connect(to: property)
    spring.stream(for: property).subscribe(observer: log.observer())
    step(clock, frames: 3)
    let first = SpringSolution(from: 0.0, to: 10, initialVelocity: 500)
    #expect(isClose(log.values[0], first.position(at: 1.0 / 60.0)))
    step(clock, frames: 300)
    #expect(spring.currentState == .atRest)
    // A later run from rest starts at rest speed...
    log.clear()
    var start = clock.now
    spring.destination.value = 20
    step(clock, frames: 3)
    let restart = SpringSolution(from: 10.0, to: 20)
    #expect(isClose(log.values[0], restart.position(at: log.timedValues[0].time - start)))
    step(clock, frames: 300)
    // ...until a new velocity is written; writing it alone does not start a run.
    log.clear()
    spring.initialVelocity.value = -300
    #expect(log.events.isEmpty)
    start = clock.now
    spring.destination.value = 0
    step(clock, frames: 1)
    let tossed = SpringSolution(from: 20.0, to: 0, initialVelocity: -300)
    #expect(isClose(log.values[0], tossed.position(at: clock.now - start)))
  }

  @Test func aStaleClockDoesNotMakeTheSpringJump() {
    let clock = FrameClock()
    let spring = Spring(to: 100.0, maximumFirstFrameInterval: 0.05, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    spring.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    clock.tick(at: 30)  // The clock was idle for a long time.
    clock.step(by: 0.01)
    let solution = SpringSolution(from: 0.0, to: 100)
    #expect(isClose(log.values[0], solution.position(at: 0.05)))
    #expect(isClose(log.values[1], solution.position(at: 0.06)))
  }

  @Test func stateAggregatesEveryConnection() {
    let clock = FrameClock()
    let spring = Spring(to: 10.0, clock: clock)
    var states: [MotionState] = []
    spring.state.subscribeToValue { states.append($0) }
    #expect(states == [.atRest])
    let near = ReactiveProperty(9.0)
    let far = ReactiveProperty(-100.0)
    spring.connect(to: near)
    #expect(states == [.atRest, .active])
    let farSubscription = spring.connect(to: far)
    step(clock, frames: 40)
    // The near target rests first; the spring stays active for the far one.
    #expect(near.state == .atRest)
    #expect(far.state == .active)
    #expect(states == [.atRest, .active])
    farSubscription.unsubscribe()
    #expect(states == [.atRest, .active, .atRest])
    #expect(!clock.hasFrameObservers)
  }

  @Test func springStateBecomesActiveBeforeTheFirstValueAndAtRestAfterTheLast() {
    let clock = FrameClock()
    let spring = Spring(to: 10.0, clock: clock)
    let property = ReactiveProperty(0.0)
    var log: [String] = []
    spring.state.subscribeToValue { log.append("spring \($0)") }
    property.asStream().subscribe(next: { _ in }, state: { log.append("property \($0)") })
    log = []
    spring.connect(to: property)
    step(clock, frames: 300)
    #expect(log == ["property active", "spring active", "property atRest", "spring atRest"])
  }

  @Test func observersMayRetargetFromTheFinalValue() {
    let clock = FrameClock()
    let spring = Spring(to: 1.0, clock: clock)
    let log = AnimationLog<Double>(clock: clock)
    let property = ReactiveProperty(0.0)
    spring.connect(to: property)
    var retargeted = false
    spring.stream(for: property).subscribe(
      next: { value in
        log.observer().next(value)
        if value == 1 && !retargeted {
          retargeted = true
          spring.destination.value = 2
        }
      },
      state: { log.observer().state($0) })
    step(clock, frames: 600)
    // One continuous activity: the hand-off to the new destination sends no atRest in between.
    #expect(log.states == [.active, .atRest])
    #expect(log.values.last == 2)
    #expect(property.value == 2)
  }

  @Test func unsubscribingFromInsideAFrameStopsEverything() {
    let clock = FrameClock()
    let spring = Spring(to: 100.0, clock: clock)
    var count = 0
    var subscription: Subscription?
    subscription = spring.stream(for: ReactiveProperty(0.0)).subscribeToValue { _ in
      count += 1
      if count == 3 { subscription?.unsubscribe() }
    }
    step(clock, frames: 10)
    #expect(count == 3)
    #expect(!clock.hasFrameObservers)
    #expect(spring.currentState == .atRest)
  }

  @Test func springPropertyAndClockAreFreedAfterUnsubscribe() {
    weak var weakSpring: Spring<Double>?
    weak var weakProperty: ReactiveProperty<Double>?
    weak var weakClock: FrameClock?
    weak var weakDestination: ReactiveProperty<Double>?
    do {
      let clock = FrameClock()
      let spring = Spring(to: 100.0, clock: clock)
      let property = ReactiveProperty(0.0)
      weakSpring = spring
      weakProperty = property
      weakClock = clock
      weakDestination = spring.destination
      let subscription = spring.connect(to: property)
      var states: [MotionState] = []
      spring.state.subscribeToValue { states.append($0) }
      step(clock, frames: 3)
      #expect(clock.hasFrameObservers)
      subscription.unsubscribe()
      #expect(!clock.hasFrameObservers)
      #expect(spring.destination.observerCount == 0)
      #expect(spring.enabled.observerCount == 0)
      #expect(states.last == .atRest)
    }
    #expect(weakSpring == nil)
    #expect(weakProperty == nil)
    #expect(weakClock == nil)
    #expect(weakDestination == nil)
  }

  @Test func theClockDoesNotRetainASpring() {
    let clock = FrameClock()
    weak var weakSpring: Spring<Double>?
    var subscription: Subscription?
    do {
      let spring = Spring(to: 100.0, clock: clock)
      weakSpring = spring
      subscription = spring.connect(to: ReactiveProperty(0.0))
    }
    // Running, but only the connection (not the spring) is held by the clock.
    #expect(weakSpring == nil)
    #expect(clock.hasFrameObservers)
    subscription?.unsubscribe()
    #expect(!clock.hasFrameObservers)
  }
}
