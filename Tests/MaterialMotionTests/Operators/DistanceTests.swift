import MaterialMotion
import Testing

@Suite struct DistanceTests {
  @Test func referenceTable() {
    checkOperator(initial: 0.0, inputs: [10, 10, -10, 5], expected: [10, 0, 0, 20, 5]) {
      $0.distance(from: 10)
    }
  }

  @Test func streamLocationReferenceTable() {
    checkStreamArgument(
      initial: 10.0, argument: 10,
      writes: [.argument(0), .value(5)],
      expected: [0, 10, 5]
    ) { $0.distance(from: $1) }
  }

  @Test func points() {
    checkOperator(
      initial: Point(x: 3, y: 4), inputs: [Point(x: 0, y: 0), Point(x: -3, y: 0)],
      expected: [5, 0, 3]
    ) { $0.distance(from: .zero) }
  }

  @Test func streamPointLocation() {
    checkStreamArgument(
      initial: Point(x: 3, y: 4), argument: Point.zero,
      writes: [.argument(Point(x: 3, y: 0)), .value(Point(x: 6, y: 4))],
      expected: [5, 4, 5]
    ) { $0.distance(from: $1) }
  }
}
