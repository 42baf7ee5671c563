import MaterialMotion
import Testing

@Suite struct UpperBoundTests {
  @Test func referenceTable() {
    checkOperator(
      initial: 0.0, inputs: [10, 0, -1, -10, 0], expected: [-1, -1, -1, -1, -10, -1]
    ) { $0.upperBound(-1) }
  }

  @Test func streamBound() {
    checkStreamArgument(
      initial: 0.0, argument: -1,
      writes: [.value(10), .value(-10), .argument(5), .value(0)],
      expected: [-1, -1, -10, -10, 0]
    ) { $0.upperBound($1) }
  }
}
