import MaterialMotion
import Testing

@Suite struct XLockedTests {
  @Test func referenceTable() {
    checkOperator(
      initial: Point(x: 0, y: 0), inputs: [Point(x: 10, y: -5)],
      expected: [Point(x: 100, y: 0), Point(x: 100, y: -5)]
    ) { $0.xLocked(to: 100) }
  }

  @Test func streamX() {
    checkStreamArgument(
      initial: Point(x: 0, y: 0), argument: 100,
      writes: [.argument(50), .value(Point(x: 10, y: -5))],
      expected: [Point(x: 100, y: 0), Point(x: 50, y: 0), Point(x: 50, y: -5)]
    ) { $0.xLocked(to: $1) }
  }
}
