import MaterialMotion
import Testing

@Suite struct DelayTests {
  @Test func timeTable() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 10)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.delay(by: 0.5, on: clock))
    #expect(recorder.events.isEmpty)
    #expect(clock.hasFrameObservers)
    clock.step(by: 0.25)
    source.value = 20
    #expect(recorder.events.isEmpty)
    clock.step(by: 0.25)
    #expect(recorder.events == ["10", "atRest"])
    #expect(clock.hasFrameObservers)
    clock.step(by: 0.125)
    #expect(recorder.values == [10])
    clock.step(by: 0.125)
    #expect(recorder.events == ["10", "atRest", "20"])
    #expect(!clock.hasFrameObservers, "idle delay does not observe the clock")
  }

  @Test func stateIsDelayedInOrderWithValues() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 0)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.delay(by: 1, on: clock))
    clock.step(by: 1)
    recorder.clear()
    source.state = .active
    source.value = 1
    clock.step(by: 0.5)
    source.value = 2
    source.state = .atRest
    clock.step(by: 0.5)
    #expect(recorder.events == ["active", "1"])
    clock.step(by: 0.5)
    #expect(recorder.events == ["active", "1", "2", "atRest"])
    #expect(!clock.hasFrameObservers)
  }

  @Test func aLateTickDeliversEverythingDueInOrder() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 0)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.delay(by: 0.25, on: clock))
    clock.tick(at: 0.125)
    source.value = 1
    clock.tick(at: 10)
    #expect(recorder.events == ["0", "atRest", "1"])
  }

  @Test func zeroDelayWaitsForTheNextTick() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 0)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.delay(by: 0, on: clock))
    #expect(recorder.values.isEmpty)
    clock.step(by: 0)
    #expect(recorder.values == [0])
  }

  @Test func eventsCausedByADeliveryWaitForTheNextTick() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 0)
    var values: [Int] = []
    source.delay(by: 0, on: clock).subscribeToValue { value in
      values.append(value)
      if value < 2 { source.value = value + 1 }
    }
    clock.step(by: 0.5)
    #expect(values == [0])
    clock.step(by: 0.5)
    #expect(values == [0, 1])
    clock.step(by: 0.5)
    #expect(values == [0, 1, 2])
    #expect(!clock.hasFrameObservers)
  }

  @Test func aStreamThatNeverPausesKeepsItsOrderAndTiming() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 0)
    var received: [(value: Int, time: Double)] = []
    source.delay(by: 0.5, on: clock).subscribeToValue { received.append(($0, clock.now)) }
    for frame in 1...1000 {
      clock.step(by: 0.125)
      source.value = frame
    }
    #expect(received.map(\.value) == Array(0...996))
    #expect(received.allSatisfy { $0.time == Double($0.value) * 0.125 + 0.5 })
    #expect(clock.hasFrameObservers)
  }

  @Test func nothingIsDeliveredAfterUnsubscribe() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 0)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.delay(by: 0.5, on: clock))
    source.value = 1
    recorder.subscription?.unsubscribe()
    #expect(!clock.hasFrameObservers)
    #expect(source.observerCount == 0)
    clock.step(by: 1)
    #expect(recorder.events.isEmpty)
  }

  @Test func unsubscribingInsideACallbackStopsTheRestOfTheTick() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 0)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.delay(by: 0.5, on: clock))
    source.value = 1
    source.value = 2
    recorder.unsubscribeAfterValue = { $0 == 1 }
    clock.step(by: 1)
    #expect(recorder.events == ["0", "atRest", "1"])
    #expect(!clock.hasFrameObservers)
    #expect(source.observerCount == 0)
  }

  @Test func twoSubscribersHaveTheirOwnQueues() {
    let clock = FrameClock()
    let source = createProperty(withInitialValue: 0)
    let delayed = source.delay(by: 0.5, on: clock)
    let first = Recorder<Int>()
    first.subscribe(to: delayed)
    clock.step(by: 0.25)
    let second = Recorder<Int>()
    second.subscribe(to: delayed)
    clock.step(by: 0.25)
    #expect(first.values == [0])
    #expect(second.values.isEmpty)
    first.subscription?.unsubscribe()
    source.value = 1
    clock.step(by: 0.25)
    #expect(second.values == [0])
    clock.step(by: 0.25)
    #expect(first.values == [0])
    #expect(second.values == [0, 1])
    #expect(!clock.hasFrameObservers)
  }

  @Test func nothingIsRetainedAfterUnsubscribe() {
    expectReleasedAfterUnsubscribe { tracker in
      let clock = tracker.clock()
      let source = tracker.property(0)
      let recorder = tracker.subscribe(source.delay(by: 0.5, on: clock))
      clock.step(by: 0.5)
      source.value = 1
      #expect(recorder.values == [0])
      return recorder
    }
  }
}
