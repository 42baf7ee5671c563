import MaterialMotion
import Testing

@Suite struct RewriteRangeTests {
  @Test func referenceTableWithoutClamping() {
    checkOperator(initial: 0, inputs: [50, 75, 125], expected: [0, 0.5, 0.75, 1.25]) {
      $0.rewriteRange(start: 0, end: 100, destinationStart: 0.0, destinationEnd: 1.0)
    }
  }

  @Test func reversedRanges() {
    let values = runOperator(initial: 0.0, inputs: [25, 100, -100]) {
      $0.rewriteRange(start: 100, end: 0, destinationStart: 10.0, destinationEnd: 20.0)
    }
    #expect(values == [20, 17.5, 10, 30])
  }

  @Test func mapsOntoPoints() {
    checkOperator(
      initial: 0, inputs: [50, 150],
      expected: [Point(x: 0, y: 0), Point(x: 5, y: 10), Point(x: 15, y: 30)]
    ) {
      $0.rewriteRange(
        start: 0, end: 100, destinationStart: Point.zero, destinationEnd: Point(x: 10, y: 20))
    }
  }

  @Test func lerpable() {
    #expect(2.0.interpolated(to: 4, progress: 0.5) == 3)
    #expect(2.0.interpolated(to: 4, progress: -1) == 0)
    #expect(
      Point(x: 0, y: 10).interpolated(to: Point(x: 10, y: 0), progress: 0.25)
        == Point(x: 2.5, y: 7.5))
  }
}
