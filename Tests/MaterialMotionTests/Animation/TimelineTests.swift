import MaterialMotion
import Testing

@Suite struct TimelineTests {
  @Test func itsTimeRunsFromItsBeginAndStandsStillWhilePaused() {
    let clock = FrameClock(startTime: 10)
    let timeline = Timeline(clock: clock)
    #expect(timeline.beginTime == nil && timeline.currentTime == 0)
    timeline.begin()
    #expect(timeline.beginTime == 10)
    clock.step(by: 0.5)
    #expect(isClose(timeline.currentTime, 0.5))
    timeline.paused.value = true
    #expect(isClose(timeline.timeOffset.value, 0.5))
    clock.step(by: 2)
    #expect(isClose(timeline.currentTime, 0.5))
    timeline.timeOffset.value = 0.2
    #expect(timeline.currentTime == 0.2)
    // Resuming continues from the time scrubbed to, without a jump.
    timeline.paused.value = false
    #expect(isClose(timeline.currentTime, 0.2))
    clock.step(by: 0.1)
    #expect(isClose(timeline.currentTime, 0.3))
  }

  /// A tween on a running timeline gives the same values as on its clock.
  @Test func aRunningTimelineChangesNothing() {
    func run(_ timeline: Timeline?) -> [Double] {
      let clock = timeline?.clock ?? FrameClock()
      let tween = Tween(duration: 0.5, values: [100.0], timingFunctions: [.linear], clock: clock)
      tween.timeline = timeline
      let log = AnimationLog<Double>()
      let subscription = tween.stream(for: ReactiveProperty(0.0)).subscribe(
        observer: log.observer())
      step(clock, frames: 40, by: 0.02)
      subscription.unsubscribe()
      return log.values
    }
    let clock = FrameClock()
    #expect(run(Timeline(clock: clock)) == run(nil))
  }

  /// Paused, the tween holds; writing the offset scrubs it, past the end and back, without
  /// finishing; resumed, it runs on from there and ends with its exact final value.
  @Test func aPausedTimelineScrubsATween() {
    let clock = FrameClock()
    let timeline = Timeline(clock: clock)
    let tween = Tween(duration: 1, values: [0.0, 100.0], timingFunctions: [.linear], clock: clock)
    tween.timeline = timeline
    let log = AnimationLog<Double>()
    let subscription = tween.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    step(clock, frames: 5, by: 0.05)
    #expect(isClose(log.values.last!, 25))
    timeline.paused.value = true
    log.clear()
    step(clock, frames: 10, by: 0.05)
    #expect(log.values.allSatisfy { isClose($0, 25) })
    log.clear()
    timeline.timeOffset.value = 0.6
    timeline.timeOffset.value = 1.5
    timeline.timeOffset.value = 0.1
    #expect(log.events.count == 3)
    #expect(zip(log.values, [60.0, 100, 10]).allSatisfy { isClose($0, $1) })
    #expect(tween.currentState == .active)
    log.clear()
    timeline.paused.value = false
    step(clock, frames: 17, by: 0.05)  // the timeline at 0.95
    #expect(isClose(log.values.first!, 15))
    #expect(isClose(log.values.last!, 95))
    #expect(tween.currentState == .active)
    step(clock, frames: 2, by: 0.05)
    #expect(log.events.suffix(2) == [.value(100), .state(.atRest)])
    subscription.unsubscribe()
  }

  /// A spring on a paused timeline takes the closed form's value at the time scrubbed to, and
  /// does not settle until the timeline runs again.
  @Test func aPausedTimelineScrubsASpring() {
    let clock = FrameClock()
    let timeline = Timeline(clock: clock, paused: true)
    let spring = Spring(to: 100.0, clock: clock)
    spring.timeline = timeline
    let free = Spring(to: 100.0, clock: FrameClock())
    let expected = AnimationLog<Double>()
    let freeSubscription = free.stream(for: ReactiveProperty(0.0)).subscribe(
      observer: expected.observer())
    step(free.clock, frames: 30, by: 0.01)
    let log = AnimationLog<Double>()
    let subscription = spring.stream(for: ReactiveProperty(0.0)).subscribe(observer: log.observer())
    timeline.timeOffset.value = 0.3
    #expect(isClose(log.values.last!, expected.values[29], 1e-9))
    timeline.timeOffset.value = 5
    #expect(spring.currentState == .active)
    timeline.paused.value = false
    clock.step(by: 0.01)
    #expect(log.events.last == .state(.atRest))
    #expect(log.values.last == 100)
    subscription.unsubscribe()
    freeSubscription.unsubscribe()
  }

  @Test func aTimelineAndItsFollowersAreReleased() {
    weak var weakTimeline: Timeline?
    weak var weakTween: Tween<Double>?
    let clock = FrameClock()
    do {
      let timeline = Timeline(clock: clock)
      let tween = Tween(duration: 1, values: [1.0], clock: clock)
      tween.timeline = timeline
      weakTimeline = timeline
      weakTween = tween
      let subscription = tween.stream(for: ReactiveProperty(0.0)).subscribe()
      clock.step(by: 0.1)
      subscription.unsubscribe()
    }
    #expect(weakTimeline == nil && weakTween == nil)
    #expect(!clock.hasFrameObservers)
  }
}
