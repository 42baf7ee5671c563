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
