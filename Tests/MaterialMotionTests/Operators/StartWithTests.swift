import MaterialMotion
import Testing

@Suite struct StartWithTests {
  @Test func deliversTheStartValueBeforeThePropertysValue() {
    // The original library gave [0, -10] here; this port delivers every value (see the doc).
    checkOperator(
      initial: 0, inputs: [-10], expected: [10, 0, -10],
      checks: [.table, .stateForwarded, .unsubscribeInsideCallback, .releasedAfterUnsubscribe]
    ) { $0.startWith(10) }
  }

  @Test func plainSourceAndALaterSubscriberGetTheLatest() {
    let source = MotionObservable<Int> { observer in
      observer.next(50)
      return noopDisconnect
    }
    let stream = source.startWith(10)
    let first = Recorder<Int>()
    first.subscribe(to: stream)
    let second = Recorder<Int>()
    second.subscribe(to: stream)
    #expect(first.values == [10, 50])
    #expect(second.values == [50])
  }

  @Test func laterSubscribersShareTheConnectionAndItsState() {
    let property = createProperty(withInitialValue: 0)
    let stream = property.startWith(10)
    let first = Recorder<Int>()
    first.subscribe(to: stream)
    #expect(first.events == ["10", "0", "atRest"])
    property.state = .active
    property.value = 5
    let second = Recorder<Int>()
    second.subscribe(to: stream)
    #expect(second.events == ["active", "5"])
    #expect(property.observerCount == 1)
    property.value = 6
    property.state = .atRest
    #expect(first.events == ["10", "0", "atRest", "active", "5", "6", "atRest"])
    #expect(second.events == ["active", "5", "6", "atRest"])
  }

  @Test func aNewConnectionStartsAgainOnceEverySubscriberHasLeft() {
    let property = createProperty(withInitialValue: 0)
    let stream = property.startWith(10)
    let first = Recorder<Int>()
    first.subscribe(to: stream)
    first.subscription?.unsubscribe()
    #expect(property.observerCount == 0)
    property.value = 3
    let second = Recorder<Int>()
    second.subscribe(to: stream)
    #expect(second.values == [10, 3])
  }

  @Test func unsubscribingOneSubscriberInsideItsCallbackLeavesTheOtherConnected() {
    let property = createProperty(withInitialValue: 0)
    let stream = property.startWith(10)
    let first = Recorder<Int>()
    first.subscribe(to: stream)
    let second = Recorder<Int>()
    second.subscribe(to: stream)
    first.unsubscribeAfterValue = { _ in true }
    property.value = 1
    property.value = 2
    #expect(first.values == [10, 0, 1])
    #expect(second.values == [0, 1, 2])
    second.subscription?.unsubscribe()
    #expect(property.observerCount == 0)
  }
}
