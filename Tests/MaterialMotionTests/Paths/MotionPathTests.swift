import Foundation
import MaterialMotion
import Testing

@Suite struct MotionPathTests {
  @Test func aLineIsPacedExactly() {
    let path = MotionPath(start: Point(x: 0, y: 0), segments: [.line(to: Point(x: 100, y: 0))])
    #expect(isClose(path.length, 100))
    #expect(path.point(at: 0) == Point(x: 0, y: 0))
    #expect(isClose(path.point(at: 0.25), Point(x: 25, y: 0)))
    #expect(path.point(at: 1) == Point(x: 100, y: 0))
    #expect(path.point(at: -1) == path.start && path.point(at: 2) == path.end)
  }

  /// Equal fractions cover equal distances across segments of different lengths.
  @Test func positionsArePacedByLengthAcrossSegments() {
    let path = MotionPath(
      start: .zero, segments: [.line(to: Point(x: 30, y: 0)), .line(to: Point(x: 30, y: 90))])
    #expect(isClose(path.length, 120))
    #expect(isClose(path.point(at: 0.25), Point(x: 30, y: 0)))
    #expect(isClose(path.point(at: 0.5), Point(x: 30, y: 30)))
  }

  /// A quarter circle as an arc segment: every point is on the circle, the length is πr/2, and
  /// a line joins the path's start to the arc's first point.
  @Test func anArcLiesOnItsCircle() {
    let center = Point(x: 100, y: 100)
    let path = MotionPath(
      start: Point(x: 100, y: 100),
      segments: [.arc(center: center, radius: 50, startAngle: 0, endAngle: .pi / 2)])
    #expect(isClose(path.length, 50 + 50 * .pi / 2, 0.01))
    #expect(isClose(path.end, Point(x: 100, y: 150)))
    // The joining line is the first 50 of 128.5 points; the arc the rest.
    for i in 8...20 {
      let p = path.point(at: Double(i) / 20)
      #expect(abs(p.distance(to: center) - 50) < 1e-6)
    }
    #expect(isClose(path.point(at: 0.2), Point(x: 100 + 0.2 * path.length, y: 100), 1e-9))
  }

  @Test func quadraticAndCubicCurvesPassTheirMidpoints() {
    let quad = MotionPath(
      start: .zero, segments: [.quadCurve(to: Point(x: 100, y: 0), control: Point(x: 50, y: 100))])
    // By symmetry the middle of the length is the curve's parameter midpoint: (50, 50).
    #expect(isClose(quad.point(at: 0.5), Point(x: 50, y: 50), 1e-6))
    let cubic = MotionPath(
      start: .zero,
      segments: [
        .cubicCurve(
          to: Point(x: 90, y: 0), control1: Point(x: 0, y: 60), control2: Point(x: 90, y: 60))
      ])
    #expect(isClose(cubic.point(at: 0.5), Point(x: 45, y: 45), 1e-6))
    #expect(cubic.length > 90 + 45)
  }

  /// The arc move's arc: ends where asked; for a diagonal move a quarter circle whose points are
  /// all on one circle (within the cubic's 0.03 % error); for a flat move the 10° minimum.
  @Test(arguments: [
    (Point(x: 0, y: 0), Point(x: 200, y: 200), 90.0),
    (Point(x: 0, y: 0), Point(x: 300, y: 100), 2 * atan(1.0 / 3) * 180 / .pi),
    (Point(x: 300, y: 50), Point(x: 0, y: 0), 2 * atan(50.0 / 300) * 180 / .pi),
    (Point(x: 0, y: 0), Point(x: 400, y: 0), 10.0),
    (Point(x: 0, y: 0), Point(x: 0, y: -400), 10.0),
  ])
  func theArcMovesArc(from: Point, to: Point, degrees: Double) {
    let path = MotionPath.arc(from: from, to: to)
    #expect(path.start == from && path.end == to)
    let chord = from.distance(to: to)
    let angle = degrees * .pi / 180
    let radius = chord / 2 / sin(angle / 2)
    // The sagitta: how far the arc's middle stands off the chord.
    let middle = path.point(at: 0.5)
    let chordMiddle = from + (to - from) * 0.5
    #expect(abs(middle.distance(to: chordMiddle) - radius * (1 - cos(angle / 2))) < 1e-3 * radius)
    // And the bulge is towards the corner (to.x, from.y) (down for the flat move).
    let corner = Point(x: to.x, y: from.y)
    if corner != from && corner != to {
      #expect(middle.distance(to: corner) < chordMiddle.distance(to: corner))
    } else if from.y == to.y {
      #expect(middle.y > from.y)
    } else {
      #expect(middle.x > from.x)
    }
  }

  @Test func aMoveToTheSamePointStaysThere() {
    let p = Point(x: 7, y: 9)
    #expect(MotionPath.arc(from: p, to: p).point(at: 0.5) == p)
  }
}
