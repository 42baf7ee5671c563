import Foundation
import MaterialMotion

/// One spring of a scene, in the terms of the platforms that may ship it.
///
/// Every figure comes from the spring's physics as it runs (`DampedHarmonicOscillator`,
/// closed form), released at rest one unit from its destination:
/// - damping ratio ζ = c / (2√(km)); SwiftUI's `response` = 2π·√(m/k) (the period of the
///   undamped spring) and `dampingFraction` = ζ;
/// - Android's `SpringForce` and Compose's `spring()` have no mass: stiffness `k/m`, damping
///   ratio ζ (the same motion);
/// - the settling time: when it stays within 0.1 % of the distance;
/// - the overshoot: how far past the destination it goes, as a fraction of the distance;
/// - a CSS `linear()` easing sampled from the curve itself, over the settling time.
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
  /// Seconds until it stays within 0.1 % of the distance; nil if it never does (no damping).
  public var settlingTime: Double?
  /// How far past the destination it goes, as a fraction of the distance (0: it does not).
  public var overshoot: Double
  /// Android's and Compose's stiffness: `k/m`.
  public var androidStiffness: Double
  /// Origami's and POP's terms.
  public var origami: OrigamiSpring
  /// CSS: `linear(...)` sampled from the curve, over ``settlingTime``; nil if it never settles.
  public var cssLinear: String?

  /// The most points the CSS easing lists.
  public static let cssPoints = 60

  /// `oscillator` (as it runs) described for export, from the parameter group `name`.
  public init(name: String, oscillator: DampedHarmonicOscillator, suggestedDuration: Double? = nil)
  {
    self.name = name
    stiffness = oscillator.stiffness
    damping = oscillator.damping
    mass = oscillator.mass
    self.suggestedDuration = suggestedDuration
    dampingRatio = oscillator.dampingRatio
    response = 2 * Double.pi * (oscillator.mass / oscillator.stiffness).squareRoot()
    let settling = oscillator.settlingTime(within: 0.001)
    settlingTime = settling.isFinite ? settling : nil
    androidStiffness = oscillator.stiffness / oscillator.mass
    origami = OrigamiSpring(oscillator)
    // Never settling, it overshoots by its whole distance forever after; the curve is measured
    // over ten periods then.
    let span = settlingTime ?? 10 * response
    overshoot = Self.peakOvershoot(oscillator, until: span)
    cssLinear = settlingTime.map { duration in
      "linear("
        + Self.curve(oscillator, until: duration).map { MotionExport.number($0) }.joined(
          separator: ", ")
        + ")"
    }
  }

  /// The physics as it runs.
  public var oscillator: DampedHarmonicOscillator {
    DampedHarmonicOscillator(stiffness: stiffness, damping: damping, mass: mass)
  }

  /// Progress from 0 to 1 of a release at rest, sampled evenly from 0 to `duration` (the last
  /// sample exactly 1: CSS ends an easing on its last point).
  static func curve(_ oscillator: DampedHarmonicOscillator, until duration: Double) -> [Double] {
    guard oscillator.isValid, duration.isFinite, duration > 0 else { return [0, 1] }
    func progress(_ t: Double) -> Double {
      1 - oscillator.response(at: t).displacementFromDisplacement
    }
    var points = (0..<cssPoints).map { progress(duration * Double($0) / Double(cssPoints)) }
    points.append(1)
    points[0] = 0
    return points
  }

  /// The peak of a release at rest past its destination, as a fraction of the distance.
  static func peakOvershoot(_ oscillator: DampedHarmonicOscillator, until duration: Double)
    -> Double
  {
    guard oscillator.isValid, duration.isFinite, duration > 0 else { return 0 }
    var peak = 0.0
    for step in 0...2000 {
      let t = duration * Double(step) / 2000
      peak = max(peak, -oscillator.response(at: t).displacementFromDisplacement)
    }
    return peak
  }
}
