import FoundationEssentials
import Glibc
import MaterialMotion

/// One spring of a scene, in the terms of the platforms that may ship it, each checked against
/// the spring itself.
///
/// Every figure comes from the spring's physics as it runs (`DampedHarmonicOscillator`,
/// closed form), released at rest one unit from its destination:
/// - damping ratio ζ = c / (2√(km)); SwiftUI's `response` = 2π·√(m/k) (the period of the
///   undamped spring) and `dampingFraction` = ζ;
/// - Android's `SpringForce` and Compose's `spring()` have no mass: stiffness `k/m`, damping
///   ratio ζ (the same motion);
/// - the settling time: when it stays within 0.1 % of the distance, if that is within
///   ``ExportBounds/longestSettling``; past that the spring "never settles" for an export;
/// - the overshoot: how far past the destination it goes, as a fraction of the distance, exactly
///   e^(−πζ/√(1−ζ²)) for ζ < 1 (its first peak, the highest), none from ζ = 1 up.
///
/// Each format (``formats``) is written from these and then checked: the curve the platform's
/// own model computes from the printed numbers (`ExportCurve`) is compared with the spring's
/// over its run, and the format is refused in one line when it strays past its tolerance
/// (``ExportFormat/springTolerance``) or cannot hold the spring at all.
public struct SpringExport: Sendable, Equatable, Codable {
  /// The parameter group it comes from (`spring` for `spring.stiffness`, ...).
  public var name: String
  /// Its stiffness as it runs (fitted to a suggested duration, if it has one).
  public var stiffness: Double
  /// Its damping as it runs.
  public var damping: Double
  /// Its mass.
  public var mass: Double
  /// The seconds a transition spring is fitted to settle in; nil for a plain spring.
  public var suggestedDuration: Double?
  /// ζ: below 1 it overshoots, 1 critical, above 1 over-damped.
  public var dampingRatio: Double
  /// SwiftUI's `response`, 2π·√(m/k), in seconds.
  public var response: Double
  /// Seconds until it stays within 0.1 % of the distance; nil if that takes longer than
  /// ``ExportBounds/longestSettling`` (no damping, or almost none).
  public var settlingTime: Double?
  /// For a spring that does not settle (``settlingTime`` nil), how far from its destination it
  /// still swings after ``ExportBounds/longestSettling``, as a fraction of the distance.
  public var unsettledDistance: Double?
  /// How far past the destination it goes, as a fraction of the distance (0: it does not).
  public var overshoot: Double
  /// Android's and Compose's stiffness: `k/m`.
  public var androidStiffness: Double
  /// Origami's and POP's terms; nil when Origami cannot take this spring (see ``formats``).
  public var origami: OrigamiSpring?
  /// CSS: the `linear()` easing, over ``settlingTime``; nil when CSS cannot carry the spring.
  public var cssLinear: String?
  /// Each format's lines, or the one line saying why it cannot carry this spring, with how far
  /// its curve is from the spring's.
  public var formats: [FormatExport]
  /// The velocity the scene's last gesture released the spring with, in distances (from where it
  /// was released to its destination) a second toward the destination: UIKit's
  /// `initialVelocity` unit. Nil when there was no gesture to measure.
  public var releaseVelocity: Double?

  /// `oscillator` (as it runs) described for export, from the parameter group `name`.
  public init(name: String, oscillator: DampedHarmonicOscillator, suggestedDuration: Double? = nil)
  {
    self.init(name: name, source: SpringSource(oscillator), suggestedDuration: suggestedDuration)
  }

  /// The spring `source` makes, from the parameter group `name`, with every format written and
  /// checked, from rest and, when there is one, from `releaseVelocity` (distances a second).
  init(
    name: String, source: SpringSource, suggestedDuration: Double? = nil,
    releaseVelocity: Double? = nil
  ) {
    self.init(figuresOf: source, name: name)
    self.suggestedDuration = suggestedDuration ?? source.suggestedDuration
    self.releaseVelocity = releaseVelocity
    var attempts: [(ExportFormat, SpringAttempt)] = []
    for format in ExportFormat.checked { attempts.append((format, attempt(format))) }
    let written = attempts.filter(\.1.isWritten).map(\.0)
    for (format, attempt) in attempts {
      switch attempt {
      case .written(let lines, let difference, let css, let digits):
        if let css { cssLinear = css.text }
        var export = FormatExport(
          format: format, lines: lines, tolerance: format.springTolerance, difference: difference)
        if let releaseVelocity {
          export.releaseDifference = self.releaseDifference(
            format, digits: digits, css: css, velocity: releaseVelocity)
        }
        formats.append(export)
      case .refused(let refusal):
        formats.append(
          FormatExport(
            format: format,
            refusal: message(refusal, format: format, source: source, written: written),
            tolerance: format.springTolerance, difference: refusal.difference))
      }
    }
    if written.contains(.origami) { origami = OrigamiSpring(oscillator) }
  }

  /// The figures of the spring `source` makes, with no format written yet.
  init(figuresOf source: SpringSource, name: String = "spring") {
    let oscillator = source.oscillator
    self.name = name
    stiffness = oscillator.stiffness
    damping = oscillator.damping
    mass = oscillator.mass
    suggestedDuration = source.suggestedDuration
    dampingRatio = oscillator.dampingRatio
    response = 2 * Double.pi * (oscillator.mass / oscillator.stiffness).squareRoot()
    settlingTime = Self.settlingTime(oscillator)
    unsettledDistance =
      settlingTime == nil ? Self.distance(oscillator, after: ExportBounds.longestSettling) : nil
    overshoot = Self.overshoot(oscillator)
    androidStiffness = oscillator.stiffness / oscillator.mass
    origami = nil
    cssLinear = nil
    formats = []
    releaseVelocity = nil
  }

  /// The physics as it runs.
  public var oscillator: DampedHarmonicOscillator {
    DampedHarmonicOscillator(stiffness: stiffness, damping: damping, mass: mass)
  }

  /// What `format` makes of this spring.
  public func format(_ format: ExportFormat) -> FormatExport? {
    formats.first { $0.format == format }
  }

  /// The seconds after which a release at rest stays within 0.1 % of the distance, nil past
  /// ``ExportBounds/longestSettling``. Found exactly: a swinging spring's turning points are
  /// at t = kπ/ωd, where its displacement is ±e^(−αt); the last time it is 0.1 % away lies
  /// between the last turning point further than that and the next, where it moves one way
  /// only, and bisection finds it there. A creeping spring moves one way throughout.
  static func settlingTime(_ oscillator: DampedHarmonicOscillator) -> Double? {
    guard oscillator.isValid else { return nil }
    let (band, bound) = (0.001, ExportBounds.longestSettling)
    func displacement(_ t: Double) -> Double {
      oscillator.response(at: t).displacementFromDisplacement
    }
    let zeta = oscillator.dampingRatio
    var (low, high) = (0.0, 0.0)
    if zeta < 1 {
      let alpha = oscillator.damping / (2 * oscillator.mass)
      let halfSwing =
        Double.pi / (oscillator.undampedAngularFrequency * (1 - zeta * zeta).squareRoot())
      guard alpha > 0 else { return nil }
      // The first turning point within the band.
      let turns = (log(1 / band) / (alpha * halfSwing)).rounded(.up)
      guard (turns - 1) * halfSwing <= bound else { return nil }
      (low, high) = ((turns - 1) * halfSwing, turns * halfSwing)
    } else {
      high = 1 / oscillator.undampedAngularFrequency
      while displacement(high).magnitude > band {
        guard high <= bound else { return nil }
        high *= 2
      }
    }
    // Outside the band at `low`, inside from `high` on, one way between.
    let side = displacement(low) >= 0 ? 1.0 : -1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if side * displacement(middle) > band { low = middle } else { high = middle }
    }
    return high <= bound ? high : nil
  }

  /// The peak of a release at rest past its destination, as a fraction of the distance:
  /// e^(−πζ/√(1−ζ²)) below critical damping, 0 from it up.
  static func overshoot(_ oscillator: DampedHarmonicOscillator) -> Double {
    guard oscillator.isValid else { return 0 }
    let zeta = oscillator.dampingRatio
    guard zeta < 1 else { return 0 }
    return exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
  }

  /// How far from its destination a release at rest still goes around `time`, as a fraction of
  /// the distance: the envelope e^(−αt)/√(1−ζ²) of a swinging spring, the displacement itself of
  /// one that creeps (at most 1).
  static func distance(_ oscillator: DampedHarmonicOscillator, after time: Double) -> Double {
    guard oscillator.isValid else { return 1 }
    let zeta = oscillator.dampingRatio
    if zeta < 1 {
      let alpha = oscillator.damping / (2 * oscillator.mass)
      return min(1, exp(-alpha * time) / (1 - zeta * zeta).squareRoot())
    }
    return min(1, abs(oscillator.response(at: time).displacementFromDisplacement))
  }
}
