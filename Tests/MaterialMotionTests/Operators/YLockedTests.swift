import MaterialMotion
import Testing

@Suite struct YLockedTests {
  @Test func referenceTable() {
    checkOperator(
      initial: Point(x: 0, y: 0), inputs: [Point(x: 10, y: -5)],
      expected: [Point(x: 0, y: 100), Point(x: 10, y: 100)]
    ) { $0.yLocked(to: 100) }
  }

  @Test func streamY() {
    checkStreamArgument(
      initial: Point(x: 0, y: 0), argument: 100,
      writes: [.argument(50), .value(Point(x: 10, y: -5))],
      expected: [Point(x: 0, y: 100), Point(x: 0, y: 50), Point(x: 10, y: 50)]
    ) { $0.yLocked(to: $1) }
  }
}
