import MaterialMotion
import Testing

/// Edge cases of the property hot path: the inline first observer and the list behind it, changes
/// during a pass, unsubscribing after the property is gone, re-entrant writes.
@Suite struct ReactivePropertyEdgeCaseTests {
  @Test func orderAcrossInlineAndMore() {
    let p = createProperty(withInitialValue: 0)
    var log: [String] = []
    let a = p.asStream().subscribeToValue { log.append("a\($0)") }
    let b = p.asStream().subscribeToValue { log.append("b\($0)") }
    let c = p.asStream().subscribeToValue { log.append("c\($0)") }
    log = []
    p.value = 1
    #expect(log == ["a1", "b1", "c1"])
    a.unsubscribe()
    let d = p.asStream().subscribeToValue { log.append("d\($0)") }
    log = []
    p.value = 2
    #expect(log == ["b2", "c2", "d2"])
    b.unsubscribe()
    c.unsubscribe()
    d.unsubscribe()
    #expect(p.observerCount == 0)
    let e = p.asStream().subscribeToValue { log.append("e\($0)") }
    let f = p.asStream().subscribeToValue { log.append("f\($0)") }
    log = []
    p.value = 3
    #expect(log == ["e3", "f3"])
    #expect(p.observerCount == 2)
    e.unsubscribe()
    f.unsubscribe()
    #expect(p.observerCount == 0)
  }

  @Test func subscribeDuringPassIsNotNotifiedInThatPass() {
    let p = createProperty(withInitialValue: 0)
    var log: [String] = []
    var added = false
    let a = p.asStream().subscribeToValue { v in
      log.append("a\(v)")
      if v == 1 && !added {
        added = true
        p.asStream().subscribeToValue { log.append("n\($0)") }
      }
    }
    log = []
    p.value = 1
    #expect(log == ["a1", "n1"])  // n1 is the replay on subscription
    log = []
    p.value = 2
    #expect(log == ["a2", "n2"])
    a.unsubscribe()
  }

  @Test func selfRemovalAndReaddDuringPass() {
    let p = createProperty(withInitialValue: 0)
    var log: [String] = []
    var a: Subscription?
    a = p.asStream().subscribeToValue { v in
      log.append("a\(v)")
      if v == 1 {
        a?.unsubscribe()
        p.asStream().subscribeToValue { log.append("x\($0)") }
      }
    }
    let b = p.asStream().subscribeToValue { log.append("b\($0)") }
    log = []
    p.value = 1
    #expect(log == ["a1", "x1", "b1"])
    log = []
    p.value = 2
    #expect(log == ["b2", "x2"])
    b.unsubscribe()
  }

  @Test func removingLaterObserverDuringPassSkipsIt() {
    let p = createProperty(withInitialValue: 0)
    var log: [String] = []
    var c: Subscription?
    let a = p.asStream().subscribeToValue { v in
      log.append("a\(v)")
      if v == 1 { c?.unsubscribe() }
    }
    let b = p.asStream().subscribeToValue { log.append("b\($0)") }
    c = p.asStream().subscribeToValue { log.append("c\($0)") }
    log = []
    p.value = 1
    #expect(log == ["a1", "b1"])
    #expect(p.observerCount == 2)
    a.unsubscribe()
    b.unsubscribe()
  }

  @Test func unsubscribeAfterPropertyIsGone() {
    var subs: [Subscription] = []
    weak var weakP: ReactiveProperty<Int>?
    do {
      let p = createProperty(withInitialValue: 0)
      weakP = p
      for _ in 0..<3 { subs.append(p.asStream()._map { $0 + 1 }.subscribeToValue { _ in }) }
    }
    #expect(weakP == nil)
    for s in subs {
      s.unsubscribe()
      s.unsubscribe()
    }
  }

  @Test func reentrantWritesReachEveryObserverInOrder() {
    let p = createProperty(withInitialValue: 0)
    var a: [Int] = []
    var b: [Int] = []
    var c: [Int] = []
    p.asStream().subscribeToValue { a.append($0) }
    p.asStream().subscribeToValue { v in
      b.append(v)
      if v == 1 {
        p.value = 2
        p.state = .active
        p.value = 3
      }
    }
    var states: [MotionState] = []
    p.asStream().subscribe(next: { c.append($0) }, state: { states.append($0) })
    p.value = 1
    #expect(a == [0, 1, 2, 3])
    #expect(b == [0, 1, 2, 3])
    #expect(c == [0, 1, 2, 3])
    #expect(states == [.atRest, .active])
  }

  @Test func dedupeByIsPerSubscription() {
    let p = createProperty(withInitialValue: 1)
    let d = p.dedupe { $0 / 10 == $1 / 10 }
    var a: [Int] = []
    var b: [Int] = []
    d.subscribeToValue { a.append($0) }
    for v in [2, 15, 19, 3] { p.value = v }
    d.subscribeToValue { b.append($0) }
    p.value = 4
    #expect(a == [1, 15, 3])
    #expect(b == [3])
  }

  @Test func stateGoesToAllObservers() {
    let p = createProperty(withInitialValue: 0)
    var log: [String] = []
    for name in ["a", "b", "c"] {
      p.asStream().subscribeToState { log.append("\(name)\($0)") }
    }
    log = []
    p.state = .active
    #expect(log == ["aactive", "bactive", "cactive"])
  }

  @Test func fanOutChurn() {
    let p = createProperty(withInitialValue: 0)
    var sum = 0
    var subs: [Subscription] = []
    for i in 0..<100 {
      subs.append(p.asStream().subscribeToValue { sum += $0 })
      if i % 3 == 0 { subs.removeFirst().unsubscribe() }
    }
    sum = 0
    p.value = 1
    #expect(sum == subs.count)
    #expect(p.observerCount == subs.count)
    for s in subs { s.unsubscribe() }
    #expect(p.observerCount == 0)
  }
}
