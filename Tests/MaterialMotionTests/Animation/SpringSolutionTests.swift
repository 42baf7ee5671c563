import Glibc
import MaterialMotion
import Testing

/// Textbook closed forms of m·x″ + c·x′ + k·x = 0, written independently of the library: the
/// displacement from rest at time t for initial displacement x0 and velocity v0.
enum ReferenceOscillator {
  static func displacement(
    at t: Double, x0: Double, v0: Double, k: Double, c: Double, m: Double
  ) -> Double {
    let omega0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let a = x0
      let b = (v0 + zeta * omega0 * x0) / omegaD
      return exp(-zeta * omega0 * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
    } else if zeta == 1 {
      return (x0 + (v0 + omega0 * x0) * t) * exp(-omega0 * t)
    } else {
      let root = omega0 * (zeta * zeta - 1).squareRoot()
      let r1 = -zeta * omega0 + root
      let r2 = -zeta * omega0 - root
      let c1 = (v0 - r2 * x0) / (r1 - r2)
      let c2 = x0 - c1
      return c1 * exp(r1 * t) + c2 * exp(r2 * t)
    }
  }
}

@Suite struct SpringSolutionTests {
  static let regimes: [(name: String, k: Double, c: Double, m: Double)] = [
    ("under-damped default", 342, 30, 1),
    ("under-damped bouncy", 200, 5, 2),
    ("critically damped", 100, 20, 1),
    ("over-damped", 1000, 500, 3),
  ]

  @Test func defaultsAreMaterialMotions() {
    let oscillator = DampedHarmonicOscillator()
    #expect(oscillator.stiffness == 342)
    #expect(oscillator.damping == 30)
    #expect(oscillator.mass == 1)
    #expect(isClose(oscillator.dampingRatio, 30 / (2 * 342.0.squareRoot())))
    #expect(isClose(oscillator.undampedAngularFrequency, 342.0.squareRoot()))
  }

  @Test(arguments: regimes)
  func positionMatchesTextbookSolution(regime: (name: String, k: Double, c: Double, m: Double)) {
    let oscillator = DampedHarmonicOscillator(
      stiffness: regime.k, damping: regime.c, mass: regime.m)
    let solution = SpringSolution(from: 0.0, to: 100, initialVelocity: 250, oscillator: oscillator)
    for i in 0...300 {
      let t = Double(i) / 100
      let expected =
        100
        + ReferenceOscillator.displacement(
          at: t, x0: -100, v0: 250, k: regime.k, c: regime.c, m: regime.m)
      #expect(isClose(solution.position(at: t), expected), "\(regime.name) at t = \(t)")
    }
  }

  @Test(arguments: regimes)
  func velocityIsTheDerivativeOfPosition(regime: (name: String, k: Double, c: Double, m: Double)) {
    let oscillator = DampedHarmonicOscillator(
      stiffness: regime.k, damping: regime.c, mass: regime.m)
    let solution = SpringSolution(from: 10.0, to: -30, initialVelocity: -80, oscillator: oscillator)
    let h = 1e-5
    for i in 0...100 {
      let t = Double(i) / 50 + h
      let derivative = (solution.position(at: t + h) - solution.position(at: t - h)) / (2 * h)
      #expect(isClose(solution.velocity(at: t), derivative, 1e-4), "\(regime.name) at t = \(t)")
      // The equation of motion holds: m·a = −k·x − c·v.
      let acceleration = (solution.velocity(at: t + h) - solution.velocity(at: t - h)) / (2 * h)
      let force = -regime.k * (solution.position(at: t) + 30) - regime.c * solution.velocity(at: t)
      #expect(isClose(regime.m * acceleration, force, 1e-3), "\(regime.name) at t = \(t)")
    }
  }

  @Test func startsAtTheInitialConditions() {
    let solution = SpringSolution(
      from: Point(x: 3, y: 4), to: .zero, initialVelocity: Point(x: 5, y: -6))
    #expect(solution.position(at: 0) == Point(x: 3, y: 4))
    #expect(isClose(solution.velocity(at: 0), Point(x: 5, y: -6)))
  }

  @Test func nearCriticalDampingIsContinuous() {
    // ζ just below, at and just above 1 must give nearly the same motion.
    let critical = SpringSolution(
      from: 0.0, to: 1, initialVelocity: 3,
      oscillator: DampedHarmonicOscillator(stiffness: 100, damping: 20, mass: 1))
    for damping in [20 - 1e-7, 20 + 1e-7] {
      let near = SpringSolution(
        from: 0.0, to: 1, initialVelocity: 3,
        oscillator: DampedHarmonicOscillator(stiffness: 100, damping: damping, mass: 1))
      for i in 0...100 {
        let t = Double(i) / 50
        #expect(isClose(near.position(at: t), critical.position(at: t), 1e-7))
        #expect(isClose(near.velocity(at: t), critical.velocity(at: t), 1e-6))
      }
    }
  }

  @Test func heavyOverDampingNeitherOverflowsNorClamps() {
    let oscillator = DampedHarmonicOscillator(stiffness: 1, damping: 1000, mass: 1)
    #expect(oscillator.dampingRatio == 500)
    let solution = SpringSolution(from: 0.0, to: 1, oscillator: oscillator)
    for t in [0.5, 10, 100, 1000, 10000.0] {
      let x = solution.position(at: t)
      let reference =
        1 + ReferenceOscillator.displacement(at: t, x0: -1, v0: 0, k: 1, c: 1000, m: 1)
      #expect(x.isFinite)
      #expect(isClose(x, reference, 1e-9), "t = \(t)")
    }
    // The slow mode creeps: about e^(−0.001·t) of the distance remains (clamping ζ to 1 would
    // have arrived long ago).
    #expect(solution.position(at: 100) < 0.2)
  }

  @Test func invalidParametersAreReported() {
    #expect(DampedHarmonicOscillator().isValid)
    #expect(DampedHarmonicOscillator(stiffness: 1, damping: 0, mass: 1).isValid)
    #expect(!DampedHarmonicOscillator(stiffness: 0, damping: 1, mass: 1).isValid)
    #expect(!DampedHarmonicOscillator(stiffness: 1, damping: -1, mass: 1).isValid)
    #expect(!DampedHarmonicOscillator(stiffness: 1, damping: 1, mass: 0).isValid)
    #expect(!DampedHarmonicOscillator(stiffness: .nan, damping: 1, mass: 1).isValid)
  }
}
