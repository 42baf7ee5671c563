import MaterialMotion
import Testing

private struct FakeStateful: Stateful {
  let property = ReactiveProperty(MotionState.atRest)
  var state: MotionObservable<MotionState> { property.asStream() }
}

@Suite struct AggregateMotionStateTests {
  @Test func replaysTheCurrentStateInConventionOrder() {
    let aggregate = AggregateMotionState()
    let log = AnimationLog<MotionState>()
    aggregate.state.subscribe(observer: log.observer())
    #expect(log.events == [.value(.atRest), .state(.atRest)])
    let initiallyActive = AggregateMotionState(initialState: .active)
    let activeLog = AnimationLog<MotionState>()
    initiallyActive.state.subscribe(observer: activeLog.observer())
    #expect(activeLog.events == [.state(.active), .value(.active)])
  }

  @Test func activeWhileAnyMemberIsActiveAndEmitsOnlyOnChange() {
    let aggregate = AggregateMotionState()
    let a = ReactiveProperty(MotionState.atRest)
    let b = ReactiveProperty(MotionState.atRest)
    aggregate.add(state: a.asStream())
    aggregate.add(state: b.asStream())
    var values: [MotionState] = []
    aggregate.state.subscribeToValue { values.append($0) }
    a.value = .active
    b.value = .active
    a.value = .atRest
    a.value = .atRest
    #expect(values == [.atRest, .active])
    b.value = .atRest
    #expect(values == [.atRest, .active, .atRest])
    b.value = .active
    #expect(values == [.atRest, .active, .atRest, .active])
    #expect(aggregate.isActive)
  }

  @Test func theInitialStateHoldsUntilTheFirstMember() {
    let aggregate = AggregateMotionState(initialState: .active)
    var values: [MotionState] = []
    aggregate.state.subscribeToValue { values.append($0) }
    let gesture = ReactiveProperty(MotionState.active)
    aggregate.add(state: gesture.asStream())
    #expect(values == [.active])  // An active first member keeps it active, no flicker.
    gesture.value = .atRest
    #expect(values == [.active, .atRest])

    let other = AggregateMotionState(initialState: .active)
    other.add(state: ReactiveProperty(MotionState.atRest).asStream())
    #expect(other.currentState == .atRest)
  }

  @Test func membersCanBeAddedAndRemovedOverTime() {
    let aggregate = AggregateMotionState()
    let a = FakeStateful()
    let b = FakeStateful()
    var values: [MotionState] = []
    aggregate.state.subscribeToValue { values.append($0) }
    a.property.value = .active
    let removeA = aggregate.add(a)
    #expect(values == [.atRest, .active])
    let removeB = aggregate.add(b)
    #expect(aggregate.memberCount == 2)
    removeA.unsubscribe()
    #expect(values == [.atRest, .active, .atRest])
    #expect(a.property.observerCount == 0)
    a.property.value = .atRest
    a.property.value = .active  // No longer a member.
    #expect(values == [.atRest, .active, .atRest])
    b.property.value = .active
    #expect(values == [.atRest, .active, .atRest, .active])
    aggregate.removeAll()
    #expect(values == [.atRest, .active, .atRest, .active, .atRest])
    #expect(aggregate.memberCount == 0)
    removeB.unsubscribe()  // Already removed: nothing happens.
    #expect(values.count == 5)
  }

  @Test func stateChannelMirrorsTheValue() {
    let aggregate = AggregateMotionState()
    let member = ReactiveProperty(MotionState.atRest)
    aggregate.add(state: member.asStream())
    let log = AnimationLog<MotionState>()
    aggregate.state.subscribe(observer: log.observer())
    member.value = .active
    member.value = .atRest
    #expect(
      log.events == [
        .value(.atRest), .state(.atRest), .state(.active), .value(.active), .value(.atRest),
        .state(.atRest),
      ])
  }

  @Test func reentrantChangesArriveInOrder() {
    let aggregate = AggregateMotionState()
    let member = ReactiveProperty(MotionState.atRest)
    aggregate.add(state: member.asStream())
    var first: [MotionState] = []
    var second: [MotionState] = []
    aggregate.state.subscribeToValue { state in
      first.append(state)
      if state == .active { member.value = .atRest }
    }
    aggregate.state.subscribeToValue { second.append($0) }
    member.value = .active
    #expect(first == [.atRest, .active, .atRest])
    #expect(second == [.atRest, .active, .atRest])
  }

  @Test func doesNotLeak() {
    let member = ReactiveProperty(MotionState.active)
    weak var weakAggregate: AggregateMotionState?
    do {
      let aggregate = AggregateMotionState()
      weakAggregate = aggregate
      aggregate.add(state: member.asStream())
      aggregate.state.subscribeToValue { _ in }
      #expect(member.observerCount == 1)
    }
    #expect(weakAggregate == nil)
    #expect(member.observerCount == 0)
  }
}
