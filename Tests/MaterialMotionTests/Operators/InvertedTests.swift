import MaterialMotion
import Testing

@Suite struct InvertedTests {
  @Test func referenceTable() {
    checkOperator(initial: false, inputs: [true], expected: [true, false]) { $0.inverted() }
  }
}
