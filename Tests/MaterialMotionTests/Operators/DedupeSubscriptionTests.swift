import MaterialMotion
import Testing

@Suite struct DedupeSubscriptionTests {
  @Test func standardChecks() {
    checkOperator(initial: 20, inputs: [20, 80, 80, 20], expected: [20, 80, 20]) { $0.dedupe() }
  }

  @Test func standardChecksWithAComparison() {
    checkOperator(initial: 1.0, inputs: [1.05, 2, 2.01, 1], expected: [1, 2, 1]) {
      $0.dedupe(by: { abs($0 - $1) < 0.1 })
    }
  }

  @Test func memoryBelongsToEachSubscription() {
    let source = createProperty(withInitialValue: 1)
    let deduped = source.dedupe()
    let first = Recorder<Int>()
    first.subscribe(to: deduped)
    source.value = 2
    let second = Recorder<Int>()
    second.subscribe(to: deduped)
    source.value = 2
    source.value = 1
    #expect(first.values == [1, 2, 1])
    #expect(second.values == [2, 1])
  }
}
