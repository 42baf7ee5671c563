import MaterialMotion
import Testing

@Suite struct ScaledTests {
  @Test func referenceTable() {
    checkOperator(initial: 0.0, inputs: [10, -10, -1], expected: [0, 100, -100, -10]) {
      $0.scaled(by: 10)
    }
  }

  @Test func streamFactor() {
    checkStreamArgument(
      initial: 1.0, argument: 10,
      writes: [.value(2), .argument(-1), .value(3)],
      expected: [10, 20, -2, -3]
    ) { $0.scaled(by: $1) }
  }

  @Test func points() {
    checkOperator(
      initial: Point(x: 1, y: -2), inputs: [Point(x: 0.5, y: 0)],
      expected: [Point(x: 10, y: -20), Point(x: 5, y: 0)]
    ) { $0.scaled(by: 10) }
  }

  @Test func streamPointFactor() {
    checkStreamArgument(
      initial: Point(x: 1, y: -2), argument: 10,
      writes: [.argument(2), .value(Point(x: 3, y: 4))],
      expected: [Point(x: 10, y: -20), Point(x: 2, y: -4), Point(x: 6, y: 8)]
    ) { $0.scaled(by: $1) }
  }
}
