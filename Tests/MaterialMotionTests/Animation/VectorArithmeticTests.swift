import MaterialMotion
import Testing

@Suite struct VectorArithmeticTests {
  @Test func doubleAndPointConform() {
    func midpoint<T: VectorArithmetic>(_ a: T, _ b: T) -> T { a + (b - a) * 0.5 }
    #expect(midpoint(2.0, 6.0) == 4)
    #expect(midpoint(Point(x: 0, y: 2), Point(x: 4, y: 6)) == Point(x: 2, y: 4))
    #expect(Point.zero == Point(x: 0, y: 0))
    #expect((-3.0).magnitude == 3)
    #expect(Point(x: 3, y: -4).magnitude == 5)
  }

  @Test func interpolationLandsOnExactEnds() {
    let a = 0.1
    let b = 0.7
    #expect(Double.interpolate(from: a, to: b, fraction: 0) == a)
    #expect(Double.interpolate(from: a, to: b, fraction: 1) == b)
    #expect(isClose(Double.interpolate(from: a, to: b, fraction: 0.5), 0.4))
    let p = Point(x: 1, y: 1)
    let q = Point(x: 3, y: -1)
    #expect(Point.interpolate(from: p, to: q, fraction: 1) == q)
    #expect(Point.interpolate(from: p, to: q, fraction: 0.25) == Point(x: 1.5, y: 0.5))
  }
}
