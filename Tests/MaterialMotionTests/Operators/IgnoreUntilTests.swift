import MaterialMotion
import Testing

@Suite struct IgnoreUntilTests {
  @Test func referenceTable() {
    checkOperator(initial: 20, inputs: [10, 60, 50, 10, 20, 80], expected: [50, 10, 20, 80]) {
      $0.ignoreUntil(50)
    }
  }

  @Test func theGateBelongsToEachSubscription() {
    let source = createProperty(withInitialValue: 20)
    let stream = source.ignoreUntil(50)
    let first = Recorder<Int>()
    first.subscribe(to: stream)
    source.value = 50
    source.value = 10
    let second = Recorder<Int>()
    second.subscribe(to: stream)
    source.value = 20
    source.value = 50
    source.value = 30
    #expect(first.values == [50, 10, 20, 50, 30])
    #expect(second.values == [50, 30])
  }

  @Test func stateFlowsWhileClosed() {
    let source = createProperty(withInitialValue: 20)
    let recorder = Recorder<Int>()
    recorder.subscribe(to: source.ignoreUntil(50))
    source.state = .active
    source.value = 30
    #expect(recorder.events == ["atRest", "active"])
  }
}
