import Foundation
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// Each export's stated error from the release velocity of the last gesture, against an
/// independent evaluation: the spring's equation integrated step by step (fourth-order
/// Runge–Kutta, 0.1 ms) from the numbers the format prints, and CSS's `linear()` read back from
/// its printed text by the tests' own reader (`CSSEasingText`).
@MainActor
@Suite struct ReleaseDifferenceTests {
  /// x(t) of m·x″ + c·x′ + k·x = 0 from x(0) = −1, x′(0) = v, at each of `times`, as progress
  /// 1 + x, integrated with Runge–Kutta steps of 0.1 ms.
  static func integrated(
    stiffness k: Double, damping c: Double, mass m: Double, velocity: Double, at times: [Double]
  ) -> [Double] {
    var (x, v, t) = (-1.0, velocity, 0.0)
    let h = 0.0001
    func a(_ x: Double, _ v: Double) -> Double { (-k * x - c * v) / m }
    return times.map { target in
      while t + h <= target + 1e-12 {
        let (k1x, k1v) = (v, a(x, v))
        let (k2x, k2v) = (v + k1v * h / 2, a(x + k1x * h / 2, v + k1v * h / 2))
        let (k3x, k3v) = (v + k2v * h / 2, a(x + k2x * h / 2, v + k2v * h / 2))
        let (k4x, k4v) = (v + k3v * h, a(x + k3x * h, v + k3v * h))
        x += (k1x + 2 * k2x + 2 * k3x + k4x) / 6 * h
        v += (k1v + 2 * k2v + 2 * k3v + k4v) / 6 * h
        t += h
      }
      return 1 + x
    }
  }

  /// The number after `label` in `line` (`stiffness: 342,` → 342).
  static func number(after label: String, in line: String) throws -> Double {
    let rest = try #require(line.range(of: label)).upperBound
    let text = line[rest...].prefix { "0123456789.-e".contains($0) }
    return try #require(Double(text), "\(label) in \(line)")
  }

  let spring = DampedHarmonicOscillator(stiffness: 342, damping: 30, mass: 1)
  let velocity = 3.0

  var export: SpringExport {
    SpringExport(name: "spring", source: SpringSource(spring), releaseVelocity: velocity)
  }

  /// UIKit's printed numbers, integrated independently, stay as close to the spring as stated.
  @Test func uikitsStatedErrorIsTheIntegratedOne() throws {
    let uikit = try #require(export.format(.uikit))
    let stated = try #require(uikit.releaseDifference)
    let line = uikit.lines[0]
    let times = (0...600).map { Double($0) / 1000 }
    let printed = Self.integrated(
      stiffness: try Self.number(after: "stiffness: ", in: line),
      damping: try Self.number(after: "damping: ", in: line),
      mass: try Self.number(after: "mass: ", in: line), velocity: velocity, at: times)
    let exact = Self.integrated(
      stiffness: 342, damping: 30, mass: 1, velocity: velocity, at: times)
    let largest = zip(printed, exact).map { abs($0 - $1) }.max() ?? 0
    #expect(stated.largest <= uikit.tolerance)
    #expect(abs(stated.largest - largest) < 1e-6, "\(stated.largest) vs \(largest)")
  }

  /// SwiftUI's two lines, `.spring(response:dampingFraction:)` and the physics, from the
  /// velocity: the larger of their integrated differences is the stated one.
  @Test func swiftUIsStatedErrorIsTheLargerOfItsTwoLines() throws {
    let swiftUI = try #require(export.format(.swiftui))
    let stated = try #require(swiftUI.releaseDifference)
    let times = (0...600).map { Double($0) / 1000 }
    let exact = Self.integrated(
      stiffness: 342, damping: 30, mass: 1, velocity: velocity, at: times)
    let response = try Self.number(after: "response: ", in: swiftUI.lines[0])
    let fraction = try Self.number(after: "dampingFraction: ", in: swiftUI.lines[0])
    let angular = 2 * Double.pi / response
    let fromResponse = Self.integrated(
      stiffness: angular * angular, damping: 2 * fraction * angular, mass: 1,
      velocity: velocity, at: times)
    let physics = swiftUI.lines[2]
    let fromPhysics = Self.integrated(
      stiffness: try Self.number(after: "stiffness: ", in: physics),
      damping: try Self.number(after: "damping: ", in: physics),
      mass: try Self.number(after: "mass: ", in: physics), velocity: velocity, at: times)
    let largest = max(
      zip(fromResponse, exact).map { abs($0 - $1) }.max() ?? 0,
      zip(fromPhysics, exact).map { abs($0 - $1) }.max() ?? 0)
    #expect(stated.largest > 0 && stated.largest <= swiftUI.tolerance)
    #expect(abs(stated.largest - largest) < 1e-6, "\(stated.largest) vs \(largest)")
  }

  /// Android's `SpringForce` from its start velocity, against the integrated spring.
  @Test func androidsStatedErrorIsTheIntegratedOne() throws {
    let android = try #require(export.format(.android))
    let stated = try #require(android.releaseDifference)
    let frames = (0...40).map { Double($0) / 60 }
    let line = android.lines[0]
    let k = try Self.number(after: "setStiffness(", in: line)
    let z = try Self.number(after: "setDampingRatio(", in: line)
    let played = Self.integrated(
      stiffness: k, damping: 2 * z * k.squareRoot(), mass: 1, velocity: velocity, at: frames)
    let exact = Self.integrated(
      stiffness: 342, damping: 30, mass: 1, velocity: velocity, at: frames)
    let largest = zip(played, exact).map { abs($0 - $1) }.max() ?? 0
    #expect(stated.largest <= android.tolerance)
    // Android keeps each frame's value and velocity as floats: within 1e-5 of the doubles.
    #expect(abs(stated.largest - largest) < 1e-5, "\(stated.largest) vs \(largest)")
  }

  /// CSS cannot carry the velocity: its `linear()`, read back from the printed text, is as far
  /// off the spring released with it as the export says, and the text says so.
  @Test func cssSaysItCannotCarryTheVelocity() throws {
    let export = self.export
    let css = try #require(export.format(.css))
    let stated = try #require(css.releaseDifference)
    let text = try #require(export.cssLinear)
    let easing = try #require(CSSEasingText(text)).progress
    let duration = try #require(export.settlingTime)
    let times = (0...2000).map { duration * Double($0) / 2000 }
    let exact = Self.integrated(
      stiffness: 342, damping: 30, mass: 1, velocity: velocity, at: times)
    // The printed duration has 3 to 4 decimals: compare on the curve's own time.
    let largest = zip(times, exact).map { abs(easing(min($0 / duration, 1)) - $1) }.max() ?? 0
    #expect(stated.largest > 0.05, "\(stated.largest)")
    #expect(abs(stated.largest - largest) < 0.005, "\(stated.largest) vs \(largest)")
    let motion = MotionExport(
      TossableScene.self, tuning: SceneTuning(TossableScene.parameters), releaseVelocity: velocity)
    let output = try motion.text(.css)
    #expect(
      output.contains(
        "CSS cannot carry the release velocity of the last gesture, 3 distances a second"))
    #expect(try motion.text(.swiftui).contains("SwiftUI from the release velocity"))
    #expect(
      !(try MotionExport(TossableScene.self, tuning: SceneTuning(TossableScene.parameters)).text(
        .css)).contains("cannot carry the release"))
  }

  /// Origami's Rebound integrator from the velocity stays within Origami's tolerance.
  @Test func origamiFromTheVelocity() throws {
    let origami = try #require(export.format(.origami))
    let stated = try #require(origami.releaseDifference)
    #expect(stated.largest > 0.001 && stated.largest <= origami.tolerance, "\(stated.largest)")
  }

  /// The toss of the tossable square: a release velocity measured from its replay. The square
  /// is let go 120 points right of and 60 below the centre its spring takes it back to, flung
  /// at (740.43, 370.215) points a second (its `release velocity` stream): projected on the
  /// travel (−120, −60) and divided by its squared length (18,000), −6.1703 distances a second.
  /// Measured from one frame later (the spring's first step taken) it was −5.936.
  @Test func aTossesReleaseVelocityIsMeasured() throws {
    let replay = try SceneReplay(recording: AppHarness.asset("tossable-toss.jsonl"))
    let velocity = try #require(ReleaseVelocity.measure(try replay.capture().trace))
    let expected = -(740.4299 * 120 + 370.215 * 60) / 18_000
    #expect(abs(velocity - expected) < 1e-4, "\(velocity), expected \(expected)")
  }
}
