import MaterialMotion
import Testing

@Suite struct RubberBandedTests {
  @Test func referenceTable() {
    checkOperator(
      initial: 0.0, inputs: [10, 50, .infinity, -.infinity], expected: [0, 10, 50, 110, -10]
    ) { $0.rubberBanded(below: 0, above: 100, maxLength: 10) }
  }

  @Test func followsTheFormulaOutsideTheRange() {
    // 100 + 10 · (1 − 1 / (20 · 0.55 / 10 + 1)) and its mirror below 0.
    let values = runOperator(initial: 120.0, inputs: [-20]) {
      $0.rubberBanded(below: 0, above: 100, maxLength: 10)
    }
    let pull = 10 * (1 - 1 / 2.1)
    #expect(values.count == 2)
    #expect(abs(values[0] - (100 + pull)) < 1e-12)
    #expect(abs(values[1] - (0 - pull)) < 1e-12)
    #expect(values[0] > 105.23 && values[0] < 105.24)
  }

  @Test func noLengthClampsToTheBound() {
    #expect(
      runOperator(initial: 120.0, inputs: [-5, 50]) {
        $0.rubberBanded(below: 0, above: 100, maxLength: 0)
      } == [100, 0, 50])
  }

  @Test func pointOutsideOfRect() {
    let rect = Rect(x: 0, y: 0, width: 100, height: 100)
    checkOperator(
      initial: Point(x: 50, y: 50),
      inputs: [Point(x: .infinity, y: 50), Point(x: 50, y: -.infinity), Point(x: 100, y: 0)],
      expected: [
        Point(x: 50, y: 50), Point(x: 110, y: 50), Point(x: 50, y: -10), Point(x: 100, y: 0),
      ]
    ) { $0.rubberBanded(outsideOf: rect, maxLength: 10) }
  }

  @Test func nullRectDisablesTheEffect() {
    let far = Point(x: 1e6, y: -1e6)
    #expect(
      runOperator(initial: far, inputs: []) { $0.rubberBanded(outsideOf: .null, maxLength: 10) }
        == [far])
  }

  @Test func streamRect() {
    let maxLength = createProperty(withInitialValue: 10.0)
    checkStreamArgument(
      initial: Point(x: .infinity, y: 50), argument: Rect(x: 0, y: 0, width: 100, height: 100),
      writes: [.argument(.null), .value(Point(x: 500, y: 50))],
      expected: [Point(x: 110, y: 50), Point(x: .infinity, y: 50), Point(x: 500, y: 50)]
    ) { $0.rubberBanded(outsideOf: $1, maxLength: maxLength) }
    #expect(maxLength.observerCount == 0)
  }

  @Test func streamMaxLength() {
    let rect = createProperty(withInitialValue: Rect(x: 0, y: 0, width: 100, height: 100))
    checkStreamArgument(
      initial: Point(x: .infinity, y: 50), argument: 10.0,
      writes: [.argument(20), .value(Point(x: 50, y: -.infinity)), .argument(0)],
      expected: [
        Point(x: 110, y: 50), Point(x: 120, y: 50), Point(x: 50, y: -20), Point(x: 50, y: 0),
      ]
    ) { $0.rubberBanded(outsideOf: rect, maxLength: $1) }
    #expect(rect.observerCount == 0)
  }
}
