import MaterialMotion
import Testing

@Suite struct LowerBoundTests {
  @Test func referenceTable() {
    checkOperator(initial: 0.0, inputs: [10, 0, -1, -10, 0], expected: [0, 10, 0, -1, -1, 0]) {
      $0.lowerBound(-1)
    }
  }

  @Test func streamBound() {
    checkStreamArgument(
      initial: 0.0, argument: -1,
      writes: [.value(10), .value(-10), .argument(5), .value(0)],
      expected: [0, 10, -1, 5, 5]
    ) { $0.lowerBound($1) }
  }
}
