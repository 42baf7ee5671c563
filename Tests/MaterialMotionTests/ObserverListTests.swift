import Testing

@testable import MaterialMotion

/// The delivery guarantees of `ObserverList` and `ReactiveProperty` that let them call observers
/// without retaining them (see their performance notes): whatever is running stays alive until
/// its call returns, and is released once the notification is over.
@Suite struct ObserverListTests {
  final class Box {
    var calls = 0
  }

  @Test func elementsAddedOrRemovedDuringAPassFollowTheRules() {
    let list = ObserverList<Box>()
    let a = Box()
    let b = Box()
    let c = Box()
    let tokenA = list.add(a)
    let tokenB = list.add(b)
    var late: Int?
    var order: [String] = []
    list.forEach { box in
      box.calls += 1
      order.append(box === a ? "a" : box === b ? "b" : "c")
      if box === a {
        list.remove(tokenB)  // not called again, even in this pass
        late = list.add(c)  // not called in this pass
      }
    }
    #expect(order == ["a"])
    #expect(list.count == 2)
    list.forEach { box in order.append(box === a ? "a" : box === b ? "b" : "c") }
    #expect(order == ["a", "a", "c"])
    list.remove(tokenA)
    list.remove(late!)
    #expect(list.isEmpty)
    #expect(list.slotCount == 0 && list.retired.isEmpty)
  }

  @Test func anElementRemovedDuringAPassLivesUntilThePassEnds() {
    let list = ObserverList<Box>()
    weak var weakBox: Box?
    var token = 0
    do {
      let box = Box()
      weakBox = box
      token = list.add(box)
    }
    var aliveDuringPass = false
    list.forEach { box in
      list.remove(token)
      // The list no longer holds it for delivery, but keeps it alive while it runs.
      aliveDuringPass = weakBox != nil
      box.calls += 1
    }
    #expect(aliveDuringPass)
    #expect(weakBox == nil, "released when the pass ended")
  }

  @Test func nestedPassesReleaseRemovedElementsOnlyAtTheOutermostEnd() {
    let list = ObserverList<Box>()
    weak var weakBox: Box?
    var token = 0
    do {
      let box = Box()
      weakBox = box
      token = list.add(box)
      list.add(Box())
    }
    var afterInnerPass = true
    list.forEach { _ in
      guard token != 0 else { return }
      list.forEach { _ in
        list.remove(token)
        token = 0
      }
      afterInnerPass = weakBox != nil
    }
    #expect(afterInnerPass, "still alive after the inner pass, inside the outer one")
    #expect(weakBox == nil)
    #expect(list.count == 1)
  }

  @Test func removeAllDuringAPassStopsTheRestOfThePass() {
    let list = ObserverList<() -> Void>()
    var calls: [Int] = []
    list.add {
      calls.append(1); list.removeAll()
    }
    list.add { calls.append(2) }
    list.forEach { $0() }
    #expect(calls == [1])
    #expect(list.isEmpty)
    list.add { calls.append(3) }
    list.forEach { $0() }
    #expect(calls == [1, 3])
  }

  @Test func aListGrowsWhileItIsBeingNotified() {
    let list = ObserverList<Box>()
    list.add(Box())
    var seen = 0
    list.forEach { _ in
      // Enough additions to move the slots to a larger buffer during the pass.
      for _ in 0..<100 { list.add(Box()) }
      seen += 1
    }
    #expect(seen == 1)
    #expect(list.count == 101)
    var total = 0
    list.forEach { _ in total += 1 }
    #expect(total == 101)
  }

  @Test func aPropertyObserverThatUnsubscribesItselfStaysAliveUntilItReturns() {
    let property = createProperty(withInitialValue: 0)
    weak var weakCapture: Box?
    var subscription: Subscription?
    var aliveAfterUnsubscribe = false
    do {
      let capture = Box()
      weakCapture = capture
      subscription = property.asStream().subscribeToValue { value in
        guard value == 1 else { return }
        subscription?.unsubscribe()
        subscription = nil
        // The closure's context (which holds `capture`) must still be there.
        capture.calls += 1
        aliveAfterUnsubscribe = weakCapture != nil
      }
    }
    property.value = 1
    #expect(aliveAfterUnsubscribe)
    #expect(weakCapture == nil, "released once the write was delivered")
    #expect(property.observerCount == 0)
  }

  @Test func unsubscribingEveryObserverDuringAWriteKeepsOrderAndFreesThem() {
    let property = createProperty(withInitialValue: 0)
    var subscriptions: [Subscription] = []
    var log: [String] = []
    weak var weakFirst: Box?
    do {
      let first = Box()
      weakFirst = first
      subscriptions.append(
        property.asStream().subscribeToValue { value in
          first.calls += 1
          log.append("first \(value)")
          if value == 1 { for subscription in subscriptions { subscription.unsubscribe() } }
        })
    }
    for name in ["second", "third"] {
      subscriptions.append(property.asStream().subscribeToValue { log.append("\(name) \($0)") })
    }
    property.value = 1
    property.value = 2
    #expect(log == ["first 0", "second 0", "third 0", "first 1"])
    #expect(property.observerCount == 0)
    subscriptions = []
    #expect(weakFirst == nil)
  }

  @Test func aPropertyFreedWhileObservedLeavesItsSubscriptionsHarmless() {
    var property: ReactiveProperty<Int>? = createProperty(withInitialValue: 1)
    weak let weakProperty = property
    // An inline observer and two in the list.
    let subscriptions = (0..<3).map { _ in property!.asStream().subscribeToValue { _ in } }
    property = nil
    // Subscriptions do not keep a property alive.
    #expect(weakProperty == nil)
    for subscription in subscriptions { subscription.unsubscribe() }
    #expect(subscriptions.allSatisfy { $0.isUnsubscribed })
  }
}
