import MaterialMotion
import Testing

@Suite struct RewriteToTests {
  @Test func referenceTable() {
    checkOperator(initial: 0.0, inputs: [10, -10], expected: [true, true, true]) {
      $0.rewriteTo(true)
    }
  }

  @Test func streamReferenceTable() {
    checkOperator(initial: 0.0, inputs: [10, -10], expected: ["x", "x", "x"]) {
      $0.rewriteTo(createProperty(withInitialValue: "x"))
    }
  }

  @Test func streamIsSampledOnUpstreamEmissionsOnly() {
    let source = createProperty(withInitialValue: 0)
    let target = createProperty(withInitialValue: "x")
    let recorder = Recorder<String>()
    recorder.subscribe(to: source.rewriteTo(target))
    target.value = "y"
    target.state = .active
    #expect(recorder.values == ["x"])
    #expect(recorder.states == [.atRest])
    source.value = 1
    source.value = 2
    #expect(recorder.values == ["x", "y", "y"])
    #expect(target.observerCount == 1)
    recorder.subscription?.unsubscribe()
    #expect(target.observerCount == 0)
  }

  @Test func streamNotYetEmittedGivesNothing() {
    let silent = MotionObservable<String> { _ in noopDisconnect }
    #expect(runOperator(initial: 0, inputs: [1, 2]) { $0.rewriteTo(silent) }.isEmpty)
  }

  @Test func streamVariantRetainsNothingAfterUnsubscribe() {
    expectReleasedAfterUnsubscribe { tracker in
      let source = tracker.property(0)
      let target = tracker.property("x", "target")
      let recorder = tracker.subscribe(
        source.rewriteTo(tracker.track(target.asStream(), "target stream")))
      source.value = 1
      return recorder
    }
  }
}
