import MaterialMotion
import Testing

@Suite struct ThresholdRangeTests {
  @Test func referenceTable() {
    checkOperator(
      initial: 0.0, inputs: [5, 15, 10, -15, -5],
      expected: [ThresholdSide.within, .within, .above, .within, .below, .below]
    ) { $0.thresholdRange(min: 0, max: 10) }
  }

  @Test func emptyRangeHoldsOnlyItsBound() {
    #expect(
      runOperator(initial: 0.0, inputs: [1, -1]) { $0.thresholdRange(min: 0, max: 0) }
        == [.within, .above, .below])
  }
}
