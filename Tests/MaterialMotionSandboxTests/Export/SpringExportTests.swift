import Foundation
import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// The conversions `--export` prints, against worked numbers.
@Suite struct SpringExportTests {
  /// Material Motion's default spring, stiffness 342, damping 30, mass 1: ζ = 30 / (2·√342) ≈ 0.811
  /// and SwiftUI's response = 2π·√(1/342) ≈ 0.340 s.
  @Test func theDefaultSpringInSwiftUIAndAndroidTerms() {
    let spring = SpringExport(name: "spring", oscillator: DampedHarmonicOscillator())
    #expect(abs(spring.dampingRatio - 0.8111) < 0.0001)
    #expect(abs(spring.response - 0.3398) < 0.0001)
    #expect(spring.androidStiffness == 342)
    // Under-damped: it overshoots, by e^(−πζ/√(1−ζ²)) ≈ 1.3 % of the distance.
    let zeta = spring.dampingRatio
    #expect(abs(spring.overshoot - exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())) < 1e-4)
  }

  /// A mass of 2 is the same motion as mass 1 with half the stiffness and damping: platforms
  /// without mass get `k/m`, and the same ζ and response.
  @Test func massIsFoldedIntoStiffnessWhereThereIsNone() {
    let heavy = SpringExport(
      name: "spring", oscillator: DampedHarmonicOscillator(stiffness: 400, damping: 20, mass: 2))
    let light = SpringExport(
      name: "spring", oscillator: DampedHarmonicOscillator(stiffness: 200, damping: 10, mass: 1))
    #expect(heavy.androidStiffness == 200)
    #expect(abs(heavy.dampingRatio - light.dampingRatio) < 1e-12)
    #expect(abs(heavy.response - light.response) < 1e-12)
    #expect(heavy.cssLinear == light.cssLinear)
  }

  /// SwiftUI's `.spring(response:dampingFraction:)` is a spring of mass 1 with stiffness
  /// (2π/response)² and damping 4π·ζ/response: the exported pair moves exactly as the original.
  @Test func swiftUIsPairMovesAsTheOriginal() {
    for original in [
      DampedHarmonicOscillator(), DampedHarmonicOscillator(stiffness: 120, damping: 10, mass: 1),
      DampedHarmonicOscillator(stiffness: 1000, damping: 500, mass: 3),
    ] {
      let spring = SpringExport(name: "spring", oscillator: original)
      let back = DampedHarmonicOscillator(
        stiffness: pow(2 * .pi / spring.response, 2),
        damping: 4 * .pi * spring.dampingRatio / spring.response, mass: 1)
      for step in 0...100 {
        let t = Double(step) / 100
        let a = original.response(at: t).displacementFromDisplacement
        let b = back.response(at: t).displacementFromDisplacement
        #expect(abs(a - b) < 1e-9, "t = \(t)")
      }
    }
  }

  /// Rebound's own worked numbers: its default config, Origami tension 40 and friction 7, is
  /// tension 230.2 and friction 22; and the conversions go both ways.
  @Test func origamiTensionAndFriction() {
    #expect(abs(OrigamiSpring.physicalTension(fromOrigami: 40) - 230.2) < 1e-9)
    #expect(abs(OrigamiSpring.physicalFriction(fromOrigami: 7) - 22) < 1e-9)
    #expect(OrigamiSpring.physicalTension(fromOrigami: 0) == 0)
    let spring = OrigamiSpring(DampedHarmonicOscillator(stiffness: 230.2, damping: 22, mass: 1))
    #expect(abs(spring.tension - 40) < 1e-9 && abs(spring.friction - 7) < 1e-9)
  }

  /// POP's default, bounciness 4 and speed 12, is within a fraction of Material Motion's default
  /// spring (stiffness 342, damping 30); and bounciness and speed are read back from any spring
  /// the patch can make.
  @Test func popBouncinessAndSpeed() throws {
    let pop = OrigamiSpring.origami(bounciness: 4, speed: 12)
    #expect(abs(OrigamiSpring.physicalTension(fromOrigami: pop.tension) - 342) < 0.5)
    #expect(abs(OrigamiSpring.physicalFriction(fromOrigami: pop.friction) - 30) < 1)
    for (bounciness, speed) in [(0.0, 1.0), (4, 12), (10, 20), (20, 5), (34, 30)] {
      let origami = OrigamiSpring.origami(bounciness: bounciness, speed: speed)
      let back = try #require(
        OrigamiSpring.bouncinessAndSpeed(
          origamiTension: origami.tension, origamiFriction: origami.friction))
      #expect(abs(back.bounciness - bounciness) < 1e-6 && abs(back.speed - speed) < 1e-6)
    }
    // Over-damped beyond what the patch reaches: no pair, said as such.
    let stiff = OrigamiSpring(DampedHarmonicOscillator(stiffness: 342, damping: 200, mass: 1))
    #expect(stiff.bounciness == nil && stiff.speed == nil)
  }

  /// CSS `linear()`: 61 points from 0 to exactly 1, sampled from the spring's own curve over
  /// the time it takes to settle within 0.1 %.
  @Test func cssLinearIsTheCurveItself() throws {
    let oscillator = DampedHarmonicOscillator(stiffness: 120, damping: 10, mass: 1)
    let spring = SpringExport(name: "spring", oscillator: oscillator)
    let settling = try #require(spring.settlingTime)
    let text = try #require(spring.cssLinear)
    #expect(text.hasPrefix("linear(0, ") && text.hasSuffix(", 1)"))
    let points = text.dropFirst("linear(".count).dropLast().split(separator: ", ").compactMap {
      Double($0)
    }
    #expect(points.count == SpringExport.cssPoints + 1)
    for index in [10, 25, 40] {
      let t = settling * Double(index) / Double(SpringExport.cssPoints)
      let expected = 1 - oscillator.response(at: t).displacementFromDisplacement
      #expect(abs(points[index] - expected) < 0.00006)
    }
    #expect((points.max() ?? 0) > 1.15, "an under-damped spring's curve goes past 1")
  }

  /// A spring with no damping never settles: no CSS easing and no settling time, and JSON still
  /// writes (no infinity in it).
  @Test func aSpringThatNeverSettles() {
    let spring = SpringExport(
      name: "spring", oscillator: DampedHarmonicOscillator(stiffness: 100, damping: 0, mass: 1))
    #expect(spring.settlingTime == nil && spring.cssLinear == nil)
    #expect(abs(spring.overshoot - 1) < 0.01)
  }
}
