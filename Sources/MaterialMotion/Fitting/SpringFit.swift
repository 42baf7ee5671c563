#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The spring (mass 1) that moves most like a curve: given its progress at some moments, from 0
/// where it starts to 1 at its destination, the stiffness and damping whose release (at rest, or
/// at a given velocity: a gesture's release velocity) is closest to it in the least-squares
/// sense, and how far it still is.
///
/// The search is over the spring's undamped angular frequency ω₀ (stiffness ω₀²) and damping
/// ratio ζ (damping 2ζω₀): a grid of 48 frequencies (a factor of 1.2 apart, from 0.4 to 2,500
/// rad/s) and 24 ratios (0.05 to 3) finds the basin, and Levenberg–Marquardt steps on
/// (ln ω₀, ζ) then refine it until the error stops falling. A spring's own trace is recovered
/// to far better than 1 %.
///
/// ```swift
/// let times = (0...120).map { Double($0) / 60 }
/// let easing = Easing.cubicBezier(0.2, 0, 0, 1)
/// let fit = SpringFit(times: times, progress: times.map { easing.value(at: min($0 / 0.5, 1)) })
/// print(fit.spring.stiffness, fit.spring.damping, fit.largestError, fit.rmsError)
/// ```
public struct SpringFit: Sendable, Equatable {
  /// The spring that fits best, of mass 1.
  public let spring: DampedHarmonicOscillator
  /// The largest difference between the curve and the spring, as a fraction of the travel.
  public let largestError: Double
  /// When the largest difference happens, in seconds after the start.
  public let largestErrorTime: Double
  /// The root mean square of the differences, as a fraction of the travel.
  public let rmsError: Double

  /// The velocity the spring is released at, in distances a second (positive toward the
  /// destination); 0 for a release at rest.
  public let velocity: Double

  /// Fits a spring to the progress `progress[i]` at `times[i]` seconds after the start.
  ///
  /// - Parameters:
  ///   - times: The moments, in seconds, from 0; finite and as many as `progress`, at least 2.
  ///   - progress: The curve's progress at each: 0 where it starts, 1 at its destination.
  ///   - velocity: The velocity the curve starts with, in distances a second (UIKit's
  ///     `initialVelocity` unit; positive toward the destination); 0, the default, from rest.
  public init(times: [Double], progress: [Double], velocity: Double = 0) {
    self.velocity = velocity
    precondition(
      times.count == progress.count && times.count >= 2, "SpringFit: as many times as values")
    var best = (omega: 10.0, zeta: 1.0, cost: Double.infinity)
    for i in 0..<48 {
      let omega = 0.4 * pow(1.2, Double(i))
      for j in 0..<24 {
        let zeta = 0.05 * pow(1.195, Double(j))
        let cost = Self.cost(
          omega: omega, zeta: zeta, velocity: velocity, times: times, progress: progress)
        if cost < best.cost { best = (omega, zeta, cost) }
      }
    }
    var (u, zeta, cost) = (log(best.omega), best.zeta, best.cost)
    var lambda = 1e-3
    for _ in 0..<100 {
      // The residuals' Jacobian in (ln ω₀, ζ), by central differences.
      let (h1, h2) = (1e-6, 1e-6 * max(zeta, 0.01))
      var (a11, a12, a22, g1, g2) = (0.0, 0.0, 0.0, 0.0, 0.0)
      for (t, y) in zip(times, progress) {
        let r = Self.progress(omega: exp(u), zeta: zeta, velocity: velocity, at: t) - y
        let d1 =
          (Self.progress(omega: exp(u + h1), zeta: zeta, velocity: velocity, at: t)
            - Self.progress(omega: exp(u - h1), zeta: zeta, velocity: velocity, at: t)) / (2 * h1)
        let d2 =
          (Self.progress(omega: exp(u), zeta: zeta + h2, velocity: velocity, at: t)
            - Self.progress(omega: exp(u), zeta: max(zeta - h2, 0), velocity: velocity, at: t))
          / (zeta + h2 - max(zeta - h2, 0))
        a11 += d1 * d1
        a12 += d1 * d2
        a22 += d2 * d2
        g1 += d1 * r
        g2 += d2 * r
      }
      var improved = false
      while lambda < 1e12 {
        let (b11, b22) = (a11 * (1 + lambda), a22 * (1 + lambda))
        let determinant = b11 * b22 - a12 * a12
        guard determinant.isFinite, determinant != 0 else { break }
        let du = -(b22 * g1 - a12 * g2) / determinant
        let dz = -(b11 * g2 - a12 * g1) / determinant
        let (nu, nz) = (u + du, max(zeta + dz, 1e-4))
        let trial = Self.cost(
          omega: exp(nu), zeta: nz, velocity: velocity, times: times, progress: progress)
        if trial < cost {
          let step = abs(du) + abs(dz)
          (u, zeta, cost) = (nu, nz, trial)
          lambda = max(lambda / 10, 1e-12)
          improved = step > 1e-12
          break
        }
        lambda *= 10
      }
      if !improved { break }
    }
    let omega = exp(u)
    spring = DampedHarmonicOscillator(stiffness: omega * omega, damping: 2 * zeta * omega, mass: 1)
    var (largest, at, squares) = (0.0, 0.0, 0.0)
    for (t, y) in zip(times, progress) {
      let difference = abs(Self.progress(omega: omega, zeta: zeta, velocity: velocity, at: t) - y)
      squares += difference * difference
      if difference > largest { (largest, at) = (difference, t) }
    }
    largestError = largest
    largestErrorTime = at
    rmsError = (squares / Double(times.count)).squareRoot()
  }

  /// The progress of a spring of mass 1 released at `velocity` (distances a second), `t`
  /// seconds after the start.
  static func progress(omega: Double, zeta: Double, velocity: Double, at t: Double) -> Double {
    let spring = DampedHarmonicOscillator(
      stiffness: omega * omega, damping: 2 * zeta * omega, mass: 1)
    let response = spring.response(at: t)
    // From a displacement of −1 (progress 0) at `velocity`.
    return 1 - response.displacementFromDisplacement + response.displacementFromVelocity * velocity
  }

  /// The sum of squared differences of that spring from the curve.
  static func cost(
    omega: Double, zeta: Double, velocity: Double, times: [Double], progress: [Double]
  ) -> Double {
    var sum = 0.0
    for (t, y) in zip(times, progress) {
      let difference = Self.progress(omega: omega, zeta: zeta, velocity: velocity, at: t) - y
      sum += difference * difference
    }
    return sum.isNaN ? .infinity : sum
  }
}
