import MaterialMotion
import Testing

@Suite struct ToStringSubscriptionTests {
  @Test func standardChecks() {
    checkOperator(initial: 20, inputs: [40, -1], expected: ["20", "40", "-1"]) { $0.toString() }
  }

  @Test func standardChecksWithAFormat() {
    checkOperator(initial: 1.5, inputs: [2], expected: ["1.50", "2.00"]) {
      $0.toString(format: "%.2f")
    }
  }
}
