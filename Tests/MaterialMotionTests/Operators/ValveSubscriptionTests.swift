import MaterialMotion
import Testing

@Suite struct ValveSubscriptionTests {
  @Test func standardChecksWhileOpen() {
    checkOperator(initial: 0, inputs: [10, 5, -5], expected: [0, 10, 5, -5]) {
      $0.valve(openWhenTrue: createProperty(withInitialValue: true))
    }
  }

  @Test func twoSubscribersOfOneValveAreIndependent() {
    let source = createProperty(withInitialValue: 0)
    let open = createProperty(withInitialValue: false)
    let valved = source.valve(openWhenTrue: open)
    let first = Recorder<Int>()
    first.subscribe(to: valved)
    open.value = true
    let second = Recorder<Int>()
    second.subscribe(to: valved)
    source.value = 1
    first.subscription?.unsubscribe()
    source.value = 2
    #expect(first.values == [0, 1])
    #expect(second.values == [0, 1, 2])
    #expect(source.observerCount == 1)
  }

  @Test func unsubscribingInsideACallbackDisconnectsBothStreams() {
    let source = createProperty(withInitialValue: 0)
    let open = createProperty(withInitialValue: true)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.valve(openWhenTrue: open))
    recorder.unsubscribeAfterValue = { _ in true }
    source.value = 1
    open.value = false
    open.value = true
    source.value = 2
    #expect(recorder.values == [0, 1])
    #expect(source.observerCount == 0)
    #expect(open.observerCount == 0)
  }

  @Test func nothingIsRetainedAfterUnsubscribe() {
    expectReleasedAfterUnsubscribe { tracker in
      let source = tracker.property(0)
      let open = tracker.property(true, "valve")
      let recorder = tracker.subscribe(source.valve(openWhenTrue: open))
      open.value = false
      open.value = true
      return recorder
    }
  }
}
