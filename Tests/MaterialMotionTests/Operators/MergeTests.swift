import MaterialMotion
import Testing

@Suite struct MergeTests {
  @Test func referenceTable() {
    let a = createProperty(withInitialValue: 0)
    let b = createProperty(withInitialValue: 1)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: a.merge(with: b))
    a.value = -10
    b.value = 5
    #expect(recorder.values == [0, 1, -10, 5])
  }

  @Test func standardChecksWithASilentStream() {
    let silent = MotionObservable<Int> { _ in noopDisconnect }
    checkOperator(initial: 0, inputs: [1, -10, 5], expected: [0, 1, -10, 5]) {
      $0.merge(with: silent)
    }
  }

  @Test func mergesSeveralStreamsInSubscriptionOrder() {
    let a = createProperty(withInitialValue: 1)
    let b = createProperty(withInitialValue: 2)
    let c = createProperty(withInitialValue: 3)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: a.merge(with: [b, c.asStream()]))
    c.value = 30
    a.value = 10
    #expect(recorder.values == [1, 2, 3, 30, 10])
    #expect(recorder.states == [.atRest])
  }

  @Test func activeWhileAnyIsActiveAtRestWhenAllAre() {
    let a = createProperty(withInitialValue: 0)
    let b = createProperty(withInitialValue: 1)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: a.merge(with: b))
    #expect(recorder.events == ["0", "1", "atRest"])
    recorder.clear()
    a.state = .active
    b.state = .active
    a.value = 2
    a.state = .atRest
    #expect(recorder.events == ["active", "2"])
    b.value = 3
    b.state = .atRest
    #expect(recorder.events == ["active", "2", "3", "atRest"])
  }

  @Test func activeUpstreamOnConnectIsReportedBeforeItsValue() {
    let a = createProperty(withInitialValue: 0)
    let b = createProperty(withInitialValue: 1)
    a.state = .active
    let recorder = Recorder<Int>()
    recorder.subscribe(to: a.merge(with: b))
    #expect(recorder.events == ["active", "0", "1"])
    a.state = .atRest
    #expect(recorder.events == ["active", "0", "1", "atRest"])
  }

  @Test func streamsWithoutStateNeverReportOne() {
    let a = MotionObservable<Int> { observer in
      observer.next(1)
      return noopDisconnect
    }
    let recorder = Recorder<Int>()
    recorder.subscribe(to: a.merge(with: a))
    #expect(recorder.events == ["1", "1"])
  }

  @Test func twoSubscribersAreIndependent() {
    let a = createProperty(withInitialValue: 0)
    let b = createProperty(withInitialValue: 1)
    let merged = a.merge(with: b)
    let first = Recorder<Int>()
    first.subscribe(to: merged)
    a.value = 2
    let second = Recorder<Int>()
    second.subscribe(to: merged)
    b.state = .active
    b.value = 3
    first.subscription?.unsubscribe()
    b.state = .atRest
    #expect(first.values == [0, 1, 2, 3])
    #expect(first.states == [.atRest, .active])
    #expect(second.values == [2, 1, 3])
    #expect(second.states == [.atRest, .active, .atRest])
  }

  @Test func unsubscribingInsideACallbackDisconnectsEveryStream() {
    let a = createProperty(withInitialValue: 0)
    let b = createProperty(withInitialValue: 1)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: a.merge(with: b))
    recorder.unsubscribeAfterValue = { $0 == 5 }
    a.value = 5
    b.value = 6
    a.value = 7
    #expect(recorder.values == [0, 1, 5])
    #expect(a.observerCount == 0)
    #expect(b.observerCount == 0)
  }

  @Test func nothingIsRetainedAfterUnsubscribe() {
    expectReleasedAfterUnsubscribe { tracker in
      let a = tracker.property(0, "a")
      let b = tracker.property(1, "b")
      let recorder = tracker.subscribe(a.merge(with: tracker.track(b.asStream(), "b stream")))
      b.value = 2
      #expect(recorder.values == [0, 1, 2])
      return recorder
    }
  }
}
