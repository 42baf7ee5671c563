import MaterialMotion
import Testing

@Suite struct XTests {
  @Test func referenceTable() {
    checkOperator(
      initial: Point(x: 0, y: 0), inputs: [Point(x: 10, y: -5), Point(x: -3, y: 7)],
      expected: [0, 10, -3]
    ) { $0.x() }
  }
}
