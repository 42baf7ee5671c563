#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The physics of a spring: a mass on a damped spring, `m·x″ + c·x′ + k·x = 0`, where `x` is the
/// displacement from the rest position.
///
/// It is solved in closed form (no numeric integration), so the state at any time depends on
/// that time alone. All three regimes are supported and the damping ratio is never clamped:
/// under-damped (ζ < 1, overshoots and oscillates), critically damped (ζ = 1) and over-damped
/// (ζ > 1, creeps toward rest). The solution is written with `sin(ωt)/ω`, `t` and `sinh(βt)/β`,
/// which join continuously at ζ = 1, so parameters close to critical damping are accurate too.
///
/// Units: time in seconds, velocity in value units per second.
public struct DampedHarmonicOscillator: Hashable, Sendable {
  /// The spring constant `k` (force per unit of displacement). Must be positive.
  public var stiffness: Double
  /// The damping coefficient `c` (force per unit of velocity). Must not be negative.
  public var damping: Double
  /// The moving mass `m`. Must be positive.
  public var mass: Double

  /// Creates an oscillator. The defaults are Material Motion's spring: stiffness 342, damping 30,
  /// mass 1 (damping ratio ≈ 0.81).
  @inlinable
  public init(stiffness: Double = 342, damping: Double = 30, mass: Double = 1) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
  }

  /// Whether the parameters describe a physical spring that comes to rest or oscillates forever:
  /// finite, `stiffness > 0`, `damping >= 0`, `mass > 0`.
  public var isValid: Bool {
    stiffness.isFinite && damping.isFinite && mass.isFinite && stiffness > 0 && damping >= 0
      && mass > 0
  }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var undampedAngularFrequency: Double { (stiffness / mass).squareRoot() }

  /// The damping ratio ζ = c / (2√(km)): below 1 under-damped, 1 critical, above 1 over-damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The response at time `t` (seconds) as the four coefficients of the linear map from the
  /// initial displacement `x₀` and velocity `v₀` to the displacement and velocity at `t`:
  ///
  ///     x(t) = displacementFromDisplacement·x₀ + displacementFromVelocity·v₀
  ///     v(t) = velocityFromDisplacement·x₀   + velocityFromVelocity·v₀
  ///
  /// Because the map is linear and the same for every component, one set of coefficients moves
  /// a value of any ``VectorArithmetic`` type. Requires ``isValid``.
  public func response(at t: Double) -> Response {
    // With α = c/2m, ω₀² = k/m and S(t), C(t) = the "sine" and "cosine" of the regime:
    //   x(t) = e^(−αt)·[(C + αS)·x₀ + S·v₀]
    //   v(t) = e^(−αt)·[−ω₀²S·x₀ + (C − αS)·v₀]
    // under-damped:  S = sin(ωd t)/ωd,  C = cos(ωd t),  ωd = √(ω₀² − α²)
    // critical:      S = t,             C = 1
    // over-damped:   S = sinh(βt)/β,    C = cosh(βt),   β = √(α² − ω₀²)
    let alpha = damping / (2 * mass)
    let omega0Squared = stiffness / mass
    let difference = alpha * alpha - omega0Squared
    // e^(−αt)·S and e^(−αt)·C.
    let decayedS: Double
    let decayedC: Double
    if difference < 0 {
      let omegaD = (-difference).squareRoot()
      let decay = exp(-alpha * t)
      decayedS = decay * sin(omegaD * t) / omegaD
      decayedC = decay * cos(omegaD * t)
    } else if difference == 0 {
      let decay = exp(-alpha * t)
      decayedS = decay * t
      decayedC = decay
    } else {
      let beta = difference.squareRoot()
      if beta * t < 1 {
        let decay = exp(-alpha * t)
        decayedS = decay * sinh(beta * t) / beta
        decayedC = decay * cosh(beta * t)
      } else {
        // e^(−αt)·cosh(βt) and e^(−αt)·sinh(βt) as sums of exponentials, which neither overflow
        // nor lose precision when βt is large.
        let slow = exp((beta - alpha) * t)
        let fast = exp(-(alpha + beta) * t)
        decayedS = (slow - fast) / (2 * beta)
        decayedC = (slow + fast) / 2
      }
    }
    return Response(
      displacementFromDisplacement: decayedC + alpha * decayedS,
      displacementFromVelocity: decayedS,
      velocityFromDisplacement: -omega0Squared * decayedS,
      velocityFromVelocity: decayedC - alpha * decayedS)
  }

  /// The coefficients returned by ``DampedHarmonicOscillator/response(at:)``.
  public struct Response: Hashable, Sendable {
    /// How much of the initial displacement remains in the displacement.
    public var displacementFromDisplacement: Double
    /// How much the initial velocity contributes to the displacement (seconds).
    public var displacementFromVelocity: Double
    /// How much the initial displacement contributes to the velocity (per second).
    public var velocityFromDisplacement: Double
    /// How much of the initial velocity remains in the velocity.
    public var velocityFromVelocity: Double

    /// Creates a response from its four coefficients.
    @inlinable
    public init(
      displacementFromDisplacement: Double, displacementFromVelocity: Double,
      velocityFromDisplacement: Double, velocityFromVelocity: Double
    ) {
      self.displacementFromDisplacement = displacementFromDisplacement
      self.displacementFromVelocity = displacementFromVelocity
      self.velocityFromDisplacement = velocityFromDisplacement
      self.velocityFromVelocity = velocityFromVelocity
    }
  }
}
