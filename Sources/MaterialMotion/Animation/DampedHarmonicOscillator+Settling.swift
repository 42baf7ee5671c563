#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DampedHarmonicOscillator {
  /// The time, in seconds, after which a spring released at rest stays within `fraction` of the
  /// distance it had to travel (0.001: within 0.1 %). Infinite for invalid parameters.
  ///
  /// Found on the closed form: the response is sampled 4,000 times over ten times the slowest
  /// decay's time constant, and the last sample outside the band gives the time (to 0.25 % of
  /// that span).
  public func settlingTime(within fraction: Double = 0.001) -> Double {
    guard isValid, fraction > 0 else { return .infinity }
    let omega = undampedAngularFrequency
    let zeta = dampingRatio
    let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
    guard decay > 0 else { return .infinity }
    let span = 10 / decay * max(1, -log(fraction) / 6.9)
    let steps = 4000
    var last = 0.0
    for step in 1...steps {
      let t = span * Double(step) / Double(steps)
      if abs(response(at: t).displacementFromDisplacement) > fraction { last = t }
    }
    return min(span, last + span / Double(steps))
  }

  /// The same motion played `factor` times faster: stiffness × factor², damping × factor, mass
  /// unchanged (the damping ratio stays, the time scale shrinks by `factor`).
  public func playedFaster(by factor: Double) -> DampedHarmonicOscillator {
    DampedHarmonicOscillator(
      stiffness: stiffness * factor * factor, damping: damping * factor, mass: mass)
  }
}
