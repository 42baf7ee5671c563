import Foundation
import MaterialMotion
import Testing

/// `SpringFit`: a spring's own trace gives back its stiffness and damping ratio within 1 %, and
/// the errors it reports are the curve's.
@Suite struct SpringFitTests {
  /// The trace of `spring` released at rest, `count` samples over `span` seconds.
  func trace(_ spring: DampedHarmonicOscillator, span: Double, count: Int = 120)
    -> (times: [Double], progress: [Double])
  {
    let times = (0..<count).map { span * Double($0) / Double(count - 1) }
    return (times, times.map { 1 - spring.response(at: $0).displacementFromDisplacement })
  }

  @Test(arguments: [
    (342.0, 0.81), (157.9, 0.7), (800, 0.6), (100, 1), (50, 0.2), (1500, 0.5), (3800, 1),
    (300, 1.5), (20, 0.05), (700, 0.9), (9000, 2.5),
  ])
  func itsOwnSpringIsRecovered(stiffness: Double, ratio: Double) {
    let spring = MotionPreset.spring(stiffness: stiffness, dampingRatio: ratio)
    for span in [2.0, 1.25 * spring.settlingTime()] {
      let (times, progress) = trace(spring, span: span)
      let fit = SpringFit(times: times, progress: progress)
      let k = fit.spring.stiffness
      #expect(abs(k / stiffness - 1) < 0.01, "\(stiffness), \(ratio) over \(span) s: \(k)")
      #expect(
        abs(fit.spring.dampingRatio / ratio - 1) < 0.01,
        "\(stiffness), \(ratio) over \(span) s: ζ \(fit.spring.dampingRatio)")
      #expect(fit.spring.mass == 1)
      #expect(fit.largestError < 1e-4 && fit.rmsError <= fit.largestError)
    }
  }

  /// A spring released at a velocity (away from its destination, or toward it and past it) is
  /// recovered from its trace when the fit is given that velocity; fitted from rest, the same
  /// trace is a different spring.
  @Test(arguments: [(342.0, 0.81, -6.17), (342, 0.81, 8), (1000, 0.4, 20), (120, 1.2, -3)])
  func aSpringReleasedAtAVelocityIsRecovered(stiffness: Double, ratio: Double, velocity: Double) {
    let spring = MotionPreset.spring(stiffness: stiffness, dampingRatio: ratio)
    let times = (0..<90).map { Double($0) / 60 }
    let progress = times.map { t -> Double in
      let response = spring.response(at: t)
      return 1 - response.displacementFromDisplacement + response.displacementFromVelocity
        * velocity
    }
    let fit = SpringFit(times: times, progress: progress, velocity: velocity)
    #expect(abs(fit.spring.stiffness / stiffness - 1) < 0.01, "\(fit.spring)")
    #expect(abs(fit.spring.dampingRatio / ratio - 1) < 0.01, "\(fit.spring)")
    #expect(fit.velocity == velocity && fit.largestError < 1e-4)
    let fromRest = SpringFit(times: times, progress: progress)
    #expect(fromRest.largestError > 0.01, "from rest: \(fromRest.largestError)")
  }

  /// An easing is no spring: the errors are what the fitted spring's curve is off, checked here
  /// by evaluating that spring independently.
  @Test func anEasingsErrorIsTheLargestDifference() {
    let easing = Easing(x1: 0.2, y1: 0, x2: 0, y2: 1)
    let times = (0..<120).map { 0.625 * Double($0) / 119 }
    let progress = times.map { easing.value(at: min($0 / 0.5, 1)) }
    let fit = SpringFit(times: times, progress: progress)
    var (largest, at, squares) = (0.0, 0.0, 0.0)
    for (t, y) in zip(times, progress) {
      let difference = abs(1 - fit.spring.response(at: t).displacementFromDisplacement - y)
      squares += difference * difference
      if difference > largest { (largest, at) = (difference, t) }
    }
    #expect(abs(fit.largestError - largest) < 1e-12 && fit.largestErrorTime == at)
    #expect(abs(fit.rmsError - (squares / 120).squareRoot()) < 1e-12)
    #expect(fit.largestError > 0.001 && fit.largestError < 0.2, "\(fit.largestError)")
    // No spring of a nearby stiffness or damping does better.
    for (dk, dc) in [(1.02, 1.0), (0.98, 1.0), (1.0, 1.02), (1.0, 0.98)] {
      let other = DampedHarmonicOscillator(
        stiffness: fit.spring.stiffness * dk, damping: fit.spring.damping * dc)
      let cost = zip(times, progress).reduce(0.0) { sum, sample in
        let d = 1 - other.response(at: sample.0).displacementFromDisplacement - sample.1
        return sum + d * d
      }
      #expect(cost >= squares * (1 - 1e-9))
    }
  }
}
