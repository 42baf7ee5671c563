import MaterialMotion
import Testing

/// The cubic Bézier from (0, 0) to (1, 1) in Bernstein form, evaluated at parameter s,
/// independently of the library.
private func bezierPoint(_ easing: Easing, _ s: Double) -> (x: Double, y: Double) {
  let u = 1 - s
  let x = 3 * u * u * s * easing.x1 + 3 * u * s * s * easing.x2 + s * s * s
  let y = 3 * u * u * s * easing.y1 + 3 * u * s * s * easing.y2 + s * s * s
  return (x, y)
}

@Suite struct EasingTests {
  static let curves: [Easing] = [
    .linear, .easeIn, .easeOut, .easeInOut, .materialStandard, .materialDeceleration,
    .materialAcceleration, .materialSharp, .cubicBezier(1, 0, 0, 1), .cubicBezier(0, 1, 1, 0),
    .cubicBezier(0.9, -0.5, 0.1, 1.5), .cubicBezier(0.01, 0.99, 0.99, 0.01),
  ]

  @Test func namedCurvesHaveTheirControlPoints() {
    #expect(Easing.easeIn == .cubicBezier(0.42, 0, 1, 1))
    #expect(Easing.easeOut == .cubicBezier(0, 0, 0.58, 1))
    #expect(Easing.easeInOut == .cubicBezier(0.42, 0, 0.58, 1))
    #expect(Easing.materialStandard == .cubicBezier(0.4, 0, 0.2, 1))
    #expect(Easing.linear == .cubicBezier(0, 0, 1, 1))
  }

  @Test(arguments: curves)
  func endsAreExact(easing: Easing) {
    #expect(easing(0) == 0)
    #expect(easing(1) == 1)
    #expect(easing(-0.5) == 0)
    #expect(easing(2) == 1)
  }

  @Test(arguments: curves)
  func valueLiesOnTheCurve(easing: Easing) {
    for i in 0...1000 {
      let point = bezierPoint(easing, Double(i) / 1000)
      #expect(isClose(easing(point.x), point.y, 1e-9), "\(easing) at x = \(point.x)")
    }
  }

  @Test func knownPoints() {
    #expect(isClose(Easing.easeInOut(0.5), 0.5, 1e-12))
    #expect(Easing.linear(0.3) == 0.3)
    // Symmetric curves are point-symmetric about (0.5, 0.5).
    for x in stride(from: 0.05, to: 1, by: 0.05) {
      #expect(isClose(Easing.easeInOut(x) + Easing.easeInOut(1 - x), 1, 1e-12))
    }
    // ease-in lags and ease-out leads linear time.
    #expect(Easing.easeIn(0.5) < 0.5)
    #expect(Easing.easeOut(0.5) > 0.5)
    // Reference values of CSS `ease-in-out` (0.42, 0, 0.58, 1).
    #expect(isClose(Easing.easeInOut(0.25), 0.129_161_931_047, 1e-9))
  }

  @Test(arguments: Array(curves.prefix(8)))
  func namedCurvesNeverGoBackwards(easing: Easing) {
    var previous = 0.0
    for i in 0...1000 {
      let value = easing(Double(i) / 1000)
      #expect(value >= previous)
      previous = value
    }
  }

  @Test func controlXIsClampedToTheUnitInterval() {
    let easing = Easing.cubicBezier(-1, 0.3, 2, 0.7)
    #expect(easing.x1 == 0)
    #expect(easing.x2 == 1)
    #expect(easing.y1 == 0.3)
  }
}
