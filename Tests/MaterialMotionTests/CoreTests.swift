import MaterialMotion
import Testing

@Suite struct ReactivePropertyTests {
  @Test func emitsCurrentValueThenWrites() {
    let property = createProperty(withInitialValue: 1)
    var values: [Int] = []
    property.asStream().subscribeToValue { values.append($0) }
    property.value = 2
    property.value = 2
    #expect(values == [1, 2, 2])
  }

  @Test func externalWriteRunsBeforeObservers() {
    var log: [String] = []
    let property = ReactiveProperty(0, externalWrite: { log.append("write \($0)") })
    property.asStream().subscribeToValue { log.append("observe \($0)") }
    property.value = 3
    #expect(log == ["observe 0", "write 3", "observe 3"])
  }

  @Test func replaysStateInConventionOrder() {
    let property = createProperty(withInitialValue: 5)
    var log: [String] = []
    property.state = .active
    property.asStream().subscribe(next: { log.append("\($0)") }, state: { log.append("\($0)") })
    property.value = 6
    property.state = .atRest
    #expect(log == ["active", "5", "6", "atRest"])
    log = []
    property.asStream().subscribe(next: { log.append("\($0)") }, state: { log.append("\($0)") })
    #expect(log == ["6", "atRest"])
  }

  @Test func nestedWritesAreDeliveredInOrderToEveryObserver() {
    let property = createProperty(withInitialValue: 0)
    var first: [Int] = []
    var second: [Int] = []
    property.asStream().subscribeToValue { value in
      first.append(value)
      if value == 1 { property.value = 2 }
    }
    property.asStream().subscribeToValue { second.append($0) }
    property.value = 1
    #expect(property.value == 2)
    #expect(first == [0, 1, 2])
    #expect(second == [0, 1, 2])
  }

  @Test func unsubscribingDuringNotificationStopsDeliveryAtOnce() {
    let property = createProperty(withInitialValue: 0)
    var secondSubscription: Subscription?
    var second: [Int] = []
    property.asStream().subscribeToValue { value in
      if value == 1 { secondSubscription?.unsubscribe() }
    }
    secondSubscription = property.asStream().subscribeToValue { second.append($0) }
    property.value = 1
    property.value = 2
    #expect(second == [0])
    #expect(property.observerCount == 1)
  }

  @Test func propertyIsFreedAfterUnsubscribe() {
    weak var weakProperty: ReactiveProperty<Int>?
    var subscription: Subscription?
    do {
      let property = createProperty(withInitialValue: 0)
      weakProperty = property
      subscription = property.asStream()._map { $0 + 1 }.subscribeToValue { _ in }
    }
    // The property holds the observer; the observer does not hold the property.
    #expect(weakProperty == nil)
    subscription?.unsubscribe()
  }
}

@Suite struct FrameClockTests {
  @Test func ticksObserversInOrderAndStopsAfterUnsubscribe() {
    let clock = FrameClock()
    var log: [Double] = []
    let subscription = clock.addFrameObserver { log.append($0) }
    clock.step(by: 0.5)
    clock.tick(at: 0.25)  // never goes backwards
    subscription.unsubscribe()
    clock.step(by: 1)
    #expect(log == [0.5, 0.5])
    #expect(clock.now == 1.5)
    #expect(!clock.hasFrameObservers)
  }
}

@Suite struct ValveTests {
  @Test func referenceVector() {
    let property = createProperty(withInitialValue: 0)
    let open = createProperty(withInitialValue: false)
    var values: [Int] = []
    property.asStream().valve(openWhenTrue: open).subscribeToValue { values.append($0) }
    property.value = 10
    open.value = true
    property.value = 5
    open.value = false
    property.value = 2
    property.value = -5
    open.value = true
    #expect(values == [10, 5, -5])
  }

  @Test func closingWhileActiveSendsAtRest() {
    let property = createProperty(withInitialValue: 0)
    let open = createProperty(withInitialValue: true)
    var states: [MotionState] = []
    property.asStream().valve(openWhenTrue: open).subscribeToState { states.append($0) }
    property.state = .active
    open.value = false
    property.state = .atRest
    #expect(states == [.atRest, .active, .atRest])
  }
}

@Suite struct DedupeTests {
  @Test func specTable() {
    let property = createProperty(withInitialValue: 20)
    var values: [Int] = []
    property.dedupe().subscribeToValue { values.append($0) }
    for v in [20, 80, 20] { property.value = v }
    #expect(values == [20, 80, 20])
  }

  @Test func stateIsPerSubscription() {
    let property = createProperty(withInitialValue: 1)
    let deduped = property.dedupe()
    var a: [Int] = []
    var b: [Int] = []
    deduped.subscribeToValue { a.append($0) }
    deduped.subscribeToValue { b.append($0) }
    property.value = 1
    property.value = 2
    #expect(a == [1, 2])
    #expect(b == [1, 2])
  }
}

@Suite struct ToStringTests {
  @Test func describes() {
    let property = createProperty(withInitialValue: 20)
    var values: [String] = []
    property.toString().subscribeToValue { values.append($0) }
    property.value = 40
    #expect(values == ["20", "40"])
  }

  @Test func formats() {
    let property = createProperty(withInitialValue: 1.5)
    var values: [String] = []
    property.toString(format: "scale %.2f%%").subscribeToValue { values.append($0) }
    property.value = 2
    #expect(values == ["scale 1.50%", "scale 2.00%"])
  }
}
