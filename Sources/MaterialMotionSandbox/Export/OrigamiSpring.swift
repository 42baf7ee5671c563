import MaterialMotion

/// A spring in Origami's terms: the tension and friction of its Spring patch, and where one
/// exists, the bounciness and speed of its POP Animation patch.
///
/// The conversions are Facebook Rebound's (`OrigamiValueConverter`, `BouncyConversion`,
/// `SpringConfig.fromBouncinessAndSpeed`), which Origami and POP share. Rebound's physics has no
/// mass: acceleration = tension·(destination − x) − friction·v. So a spring of mass `m` is the
/// spring with tension `k/m` and friction `c/m`, which moves the same way.
///
/// - Origami tension `o` ↔ physical tension: `(o − 30)·3.62 + 194` (0 stays 0);
/// - Origami friction `o` ↔ physical friction: `(o − 8)·3 + 25` (0 stays 0);
/// - bounciness `b` and speed `s` → Origami tension `0.5 + (s/1.7/20)·199.5` and Origami friction
///   between no bounce and 0.01 along `q = 2n − n²`, `n = (b/1.7/20)·0.8`.
public struct OrigamiSpring: Sendable, Equatable, Codable {
  /// The Spring patch's tension.
  public var tension: Double
  /// The Spring patch's friction.
  public var friction: Double
  /// The POP Animation patch's bounciness giving the same spring; nil when no bounciness and
  /// speed do (over-damped springs, springs stiffer or more bouncy than the patch reaches).
  public var bounciness: Double?
  /// The POP Animation patch's speed giving the same spring; nil with ``bounciness``.
  public var speed: Double?

  /// `oscillator` in Origami's terms.
  public init(_ oscillator: DampedHarmonicOscillator) {
    let physicalTension = oscillator.stiffness / oscillator.mass
    let physicalFriction = oscillator.damping / oscillator.mass
    tension = Self.origamiTension(fromPhysical: physicalTension)
    friction = Self.origamiFriction(fromPhysical: physicalFriction)
    if let pop = Self.bouncinessAndSpeed(origamiTension: tension, origamiFriction: friction) {
      bounciness = pop.bounciness
      speed = pop.speed
    }
  }

  /// The physical tension (stiffness with mass 1) of Origami tension `value`.
  public static func physicalTension(fromOrigami value: Double) -> Double {
    value == 0 ? 0 : (value - 30) * 3.62 + 194
  }

  /// The physical friction (damping with mass 1) of Origami friction `value`.
  public static func physicalFriction(fromOrigami value: Double) -> Double {
    value == 0 ? 0 : (value - 8) * 3 + 25
  }

  /// The Origami tension of physical tension `value`.
  public static func origamiTension(fromPhysical value: Double) -> Double {
    value == 0 ? 0 : (value - 194) / 3.62 + 30
  }

  /// The Origami friction of physical friction `value`.
  public static func origamiFriction(fromPhysical value: Double) -> Double {
    value == 0 ? 0 : (value - 25) / 3 + 8
  }

  /// The Origami tension and friction of a POP Animation patch's `bounciness` and `speed`.
  public static func origami(bounciness: Double, speed: Double) -> (
    tension: Double, friction: Double
  ) {
    let b = bounciness / 1.7 / 20 * 0.8
    let s = speed / 1.7 / 20
    let tension = 0.5 + s * (200 - 0.5)
    let q = 2 * b - b * b
    return (tension, q * 0.01 + (1 - q) * noBounceFriction(tension))
  }

  /// The bounciness and speed whose POP Animation patch has Origami `origamiTension` and
  /// `origamiFriction`; nil when no bounciness from 0 to 42.5 gives that friction, or the
  /// tension is below the patch's least (0.5).
  public static func bouncinessAndSpeed(origamiTension: Double, origamiFriction: Double) -> (
    bounciness: Double, speed: Double
  )? {
    guard origamiTension >= 0.5, origamiTension.isFinite, origamiFriction.isFinite else {
      return nil
    }
    let speed = (origamiTension - 0.5) / (200 - 0.5) * 20 * 1.7
    let none = noBounceFriction(origamiTension)
    guard none != 0.01 else { return nil }
    // friction = q·0.01 + (1 − q)·none, q = 2n − n² with n in 0...1.
    let q = (none - origamiFriction) / (none - 0.01)
    guard q >= -1e-12, q <= 1 + 1e-12 else { return nil }
    let n = 1 - (1 - min(max(q, 0), 1)).squareRoot()
    return (n / 0.8 * 20 * 1.7, speed)
  }

  /// Rebound's friction of a spring of Origami tension `tension` that just does not bounce.
  private static func noBounceFriction(_ tension: Double) -> Double {
    func cubic(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
      ((a * tension + b) * tension + c) * tension + d
    }
    if tension <= 18 { return cubic(0.0007, -0.031, 0.64, 1.28) }
    if tension <= 44 { return cubic(0.000044, -0.006, 0.36, 2) }
    return cubic(0.000_000_45, -0.000332, 0.1078, 5.84)
  }
}
