import MaterialMotion
import Testing

@Suite struct NormalizedTests {
  @Test func referenceTable() {
    checkOperator(initial: 0.0, inputs: [10, 150, -10], expected: [0, 0.1, 1.5, -0.1]) {
      $0.normalized(by: 100)
    }
  }

  @Test func streamDivisor() {
    checkStreamArgument(
      initial: 10.0, argument: 100,
      writes: [.value(50), .argument(10), .value(5)],
      expected: [0.1, 0.5, 5, 0.5]
    ) { $0.normalized(by: $1) }
  }

  @Test func pointsBySize() {
    checkOperator(
      initial: Point(x: 0, y: 0), inputs: [Point(x: 10, y: 10), Point(x: 150, y: -25)],
      expected: [Point(x: 0, y: 0), Point(x: 0.1, y: 0.2), Point(x: 1.5, y: -0.5)]
    ) { $0.normalized(by: Size(width: 100, height: 50)) }
  }

  @Test func streamSize() {
    checkStreamArgument(
      initial: Point(x: 10, y: 10), argument: Size(width: 100, height: 50),
      writes: [.argument(Size(width: 10, height: 20)), .value(Point(x: 5, y: 5))],
      expected: [Point(x: 0.1, y: 0.2), Point(x: 1, y: 0.5), Point(x: 0.5, y: 0.25)]
    ) { $0.normalized(by: $1) }
  }
}
