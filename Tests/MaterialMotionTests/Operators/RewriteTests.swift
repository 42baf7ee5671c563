import MaterialMotion
import Testing

@Suite struct RewriteTests {
  @Test func referenceTable() {
    checkOperator(initial: 10, inputs: [20, 30, 10], expected: ["ten", "twenty", "ten"]) {
      $0.rewrite([10: "ten", 20: "twenty"])
    }
  }

  @Test func rewritesMotionStateToBool() {
    let values = runOperator(initial: MotionState.atRest, inputs: [.active, .atRest]) {
      $0.rewrite([.active: true, .atRest: false])
    }
    #expect(values == [false, true, false])
  }

  @Test func defaultValueForUnmappedKeys() {
    checkOperator(initial: 10, inputs: [20, 30, 10], expected: ["ten", "?", "?", "ten"]) {
      $0.rewrite([10: "ten"], defaultValue: "?")
    }
  }

  @Test func streamMappingReferenceTable() {
    checkOperator(initial: 1, inputs: [2, 3, 1], expected: ["a", "b", "a"]) {
      $0.rewrite([
        1: createProperty(withInitialValue: "a"),
        2: createProperty(withInitialValue: "b"),
      ])
    }
  }

  @Test func streamMappingEmitsTheMappedStreamsLatestValueOnUpstreamEmissionsOnly() {
    let key = createProperty(withInitialValue: 1)
    let a = createProperty(withInitialValue: "a")
    let b = createProperty(withInitialValue: "b")
    let recorder = Recorder<String>()
    recorder.subscribe(to: key.rewrite([1: a, 2: b]))
    a.value = "A"
    #expect(recorder.values == ["a"])
    key.value = 2
    key.value = 1
    key.value = 1
    #expect(recorder.values == ["a", "b", "A", "A"])
    // One observer per mapped stream for the connection's lifetime, however many emissions.
    #expect(a.observerCount == 1)
    #expect(b.observerCount == 1)
    a.state = .active
    #expect(recorder.states == [.atRest], "mapped streams' states are ignored")
    recorder.subscription?.unsubscribe()
    #expect(a.observerCount == 0)
    #expect(b.observerCount == 0)
    #expect(key.observerCount == 0)
  }

  @Test func streamMappingEmitsNothingBeforeTheMappedStreamEmits() {
    let silent = MotionObservable<String> { _ in noopDisconnect }
    let values = runOperator(initial: 1, inputs: [1, 2]) { $0.rewrite([1: silent]) }
    #expect(values.isEmpty)
  }

  @Test func streamMappingRetainsNothingAfterUnsubscribe() {
    expectReleasedAfterUnsubscribe { tracker in
      let key = tracker.property(1)
      let a = tracker.property("a", "a")
      let recorder = tracker.subscribe(key.rewrite([1: tracker.track(a.asStream(), "a stream")]))
      key.value = 1
      #expect(recorder.values == ["a", "a"])
      return recorder
    }
  }
}
