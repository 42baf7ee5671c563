import MaterialMotion
import Testing

@Suite struct VelocityEstimatorTests {
  @Test func steadyMotionAtUnevenIntervals() {
    var estimator = VelocityEstimator()
    for t in [0, 0.003, 0.004, 0.030, 0.031, 0.090] {
      estimator.add(Point(x: 500 * t, y: -200 * t), at: t)
    }
    #expect(Near.equal(estimator.velocity, Point(x: 500, y: -200), 1e-9))
  }

  @Test func aReversalLimitsTheWindowToTheLatestDirection() {
    var estimator = VelocityEstimator()
    estimator.add(0.0, at: 0)
    estimator.add(10.0, at: 0.01)
    estimator.add(20.0, at: 0.02)
    estimator.add(30.0, at: 0.03)
    estimator.add(25.0, at: 0.04)
    #expect(Near.equal(estimator.scalarVelocity, -500, 1e-9))
  }

  @Test func onlyTheLastFiveSamplesNoOlderThan250msCount() {
    var estimator = VelocityEstimator()
    // A fast start, then slow and steady: the fast part falls out of the window.
    estimator.add(0.0, at: 0)
    estimator.add(100.0, at: 0.01)
    for i in 1...5 { estimator.add(100 + Double(i), at: 0.01 + Double(i) * 0.01) }
    #expect(Near.equal(estimator.scalarVelocity, 100, 1e-9))
    var stale = VelocityEstimator()
    stale.add(0.0, at: 0)
    stale.add(10.0, at: 0.01)
    stale.add(10.0, at: 0.5)
    #expect(stale.scalarVelocity == 0)
  }

  @Test func overLimitSpeedIsClampedOrDefaulted() {
    var few = VelocityEstimator(maximumSpeed: 5000, defaultSpeed: 1000)
    few.add(0.0, at: 0)
    few.add(100.0, at: 0.001)
    #expect(few.scalarVelocity == 1000)
    var many = VelocityEstimator(maximumSpeed: 5000, defaultSpeed: 1000)
    many.add(0.0, at: 0)
    many.add(-100.0, at: 0.001)
    many.add(-200.0, at: 0.002)
    #expect(many.scalarVelocity == -5000)
  }

  @Test func sameTimestampReplacesAndFewerThanTwoSamplesIsZero() {
    var estimator = VelocityEstimator()
    #expect(estimator.velocity == .zero)
    estimator.add(0.0, at: 1)
    #expect(estimator.scalarVelocity == 0)
    estimator.add(5.0, at: 1)
    #expect(estimator.sampleCount == 1)
    estimator.add(15.0, at: 1.1)
    #expect(Near.equal(estimator.scalarVelocity, 100, 1e-9))
  }
}
