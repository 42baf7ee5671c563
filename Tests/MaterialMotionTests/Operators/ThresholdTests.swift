import MaterialMotion
import Testing

@Suite struct ThresholdTests {
  @Test func referenceTable() {
    checkOperator(
      initial: 0.0, inputs: [10, 15, 8, -15, -5],
      expected: [ThresholdSide.below, .within, .above, .below, .below, .below]
    ) { $0.threshold(10) }
  }

  @Test func worksOnAnyComparable() {
    #expect(
      runOperator(initial: "b", inputs: ["a", "c"]) { $0.threshold("b") } == [
        .within, .below, .above,
      ])
  }

  @Test func describes() {
    #expect(
      [ThresholdSide.below, .within, .above].map(\.description) == ["below", "within", "above"])
  }
}
