import MaterialMotion
import Testing

@Suite struct OffsetTests {
  @Test func referenceTable() {
    checkOperator(initial: 0.0, inputs: [10, -10, -1], expected: [10, 20, 0, 9]) {
      $0.offset(by: 10)
    }
  }

  @Test func streamOffset() {
    checkStreamArgument(
      initial: 0.0, argument: 10,
      writes: [.value(5), .argument(-5), .value(1)],
      expected: [10, 15, 0, -4]
    ) { $0.offset(by: $1) }
  }

  @Test func points() {
    checkOperator(
      initial: Point(x: 1, y: 2), inputs: [Point(x: -10, y: 0)],
      expected: [Point(x: 11, y: 22), Point(x: 0, y: 20)]
    ) { $0.offset(by: Point(x: 10, y: 20)) }
  }

  @Test func streamPointOffset() {
    checkStreamArgument(
      initial: Point(x: 1, y: 2), argument: Point(x: 10, y: 20),
      writes: [.argument(.zero), .value(Point(x: 3, y: 4))],
      expected: [Point(x: 11, y: 22), Point(x: 1, y: 2), Point(x: 3, y: 4)]
    ) { $0.offset(by: $1) }
  }
}
