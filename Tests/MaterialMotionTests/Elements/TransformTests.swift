import MaterialMotion
import Testing

@Suite struct TransformTests {
  @Test func concatenationAppliesLeftFirst() {
    let t = Transform(translationX: 10, y: 0).concatenating(Transform(scale: 2))
    #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 2))
    let u = Transform(scale: 2).concatenating(Transform(translationX: 10, y: 0))
    #expect(u.apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
  }

  @Test func positiveRotationIsClockwiseOnScreen() {
    // With y down, +x turned a quarter clockwise points to +y.
    let p = Transform(rotation: .pi / 2).apply(to: Point(x: 1, y: 0))
    #expect(Near.equal(p, Point(x: 0, y: 1)))
  }

  @Test func inverseUndoes() throws {
    let t = Transform(rotation: 0.7).concatenating(Transform(scaleX: 2, y: 3))
      .concatenating(Transform(translationX: 5, y: -4))
    let inverse = try #require(t.inverted())
    let p = Point(x: 3, y: 9)
    #expect(Near.equal(inverse.apply(to: t.apply(to: p)), p))
    #expect(Transform(scale: 0).inverted() == nil)
  }

  @Test func helpersPrependTheirStep() {
    let t = Transform(scale: 2).translatedBy(x: 1, y: 0)
    #expect(t.apply(to: .zero) == Point(x: 2, y: 0))
  }
}
