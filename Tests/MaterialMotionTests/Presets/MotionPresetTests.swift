import Foundation
import MaterialMotion
import Testing

/// Every preset's numbers against the values its source gives (the sources are cited in the
/// MotionPresets article and on each preset).
@Suite struct MotionPresetTests {
  func spring(_ name: String) throws -> DampedHarmonicOscillator {
    try #require(MotionPreset.named(name)?.spring, "\(name)")
  }

  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    (a - b).magnitude <= tolerance * max(1, b.magnitude)
  }

  /// 36 springs, 15 easings, 16 durations, each name once and usable in `--set` and `--compare`.
  @Test func theCatalogHasEveryPresetOnce() {
    #expect(MotionPreset.springs.count == 36)
    #expect(MotionPreset.easings.count == 15)
    #expect(MotionPreset.durations.count == 16)
    let names = MotionPreset.all.map(\.name)
    #expect(Set(names).count == names.count)
    for name in names {
      #expect(!name.contains { " =,:".contains($0) } && name == name.lowercased(), "\(name)")
      #expect(MotionPreset.named(name)?.name == name)
    }
    for preset in MotionPreset.all { #expect(preset.source.hasPrefix("https://")) }
  }

  /// Apple's own example: `Spring(duration: 0.5, bounce: 0.3)` is stiffness 157.9 and damping
  /// 17.6; smooth, snappy and bouncy have base bounces 0, 0.15 and 0.3 at duration 0.5.
  @Test func swiftUISpringsAreApples() throws {
    let bouncy = try spring("swiftui.bouncy")
    #expect((bouncy.stiffness * 10).rounded() / 10 == 157.9)
    #expect((bouncy.damping * 10).rounded() / 10 == 17.6)
    #expect(bouncy.mass == 1)
    for (name, ratio) in [("smooth", 1.0), ("snappy", 0.85), ("bouncy", 0.7), ("spring", 1)] {
      let preset = try spring("swiftui.\(name)")
      #expect(close(preset.dampingRatio, ratio), "\(name)")
      #expect(close(2 * Double.pi / preset.undampedAngularFrequency, 0.5), "\(name)")
    }
    let response = try spring("swiftui.spring.response")
    #expect(close(response.dampingRatio, 0.825))
    #expect(close(2 * Double.pi / response.undampedAngularFrequency, 0.5))
    let interactive = try spring("swiftui.interactive-spring")
    #expect(close(interactive.dampingRatio, 0.86))
    #expect(close(2 * Double.pi / interactive.undampedAngularFrequency, 0.15))
  }

  /// The `duration:extraBounce:` form: extra bounce over the base; a negative total refused.
  @Test func swiftUIDurationAndExtraBounce() throws {
    let custom = try spring("swiftui.bouncy:0.4:0.1")
    #expect(close(custom.dampingRatio, 0.6))
    #expect(close(custom.stiffness, pow(2 * Double.pi / 0.4, 2)))
    #expect(close(try spring("swiftui.snappy:0.3").dampingRatio, 0.85))
    #expect(close(try spring("swiftui.spring:0.6:0.2").dampingRatio, 0.8))
    for name in [
      "swiftui.smooth:0.5:-0.1", "swiftui.smooth:0", "swiftui.bouncy:0.5:0.7", "swiftui.bouncy:x",
      "swiftui.bouncy:inf", "swiftui.bouncy:0.5:0.1:2", "css.ease:0.5",
    ] {
      #expect(MotionPreset.named(name) == nil, "\(name)")
    }
  }

  /// Core Animation's documented defaults.
  @Test func coreAnimationDefaults() throws {
    #expect(
      try spring("uikit.caspringanimation")
        == DampedHarmonicOscillator(
          stiffness: 100, damping: 10, mass: 1))
  }

  /// `SpringForce`: every stiffness constant with every damping-ratio constant, and its default.
  @Test func androidSpringForceConstants() throws {
    let stiffnesses = ["high": 10_000.0, "medium": 1500, "low": 200, "very-low": 50]
    let ratios = ["high-bouncy": 0.2, "medium-bouncy": 0.5, "low-bouncy": 0.75, "no-bouncy": 1]
    for (stiffnessName, stiffness) in stiffnesses {
      for (ratioName, ratio) in ratios {
        let preset = try spring("android.\(stiffnessName).\(ratioName)")
        #expect(close(preset.stiffness, stiffness) && preset.mass == 1)
        #expect(close(preset.dampingRatio, ratio), "\(stiffnessName).\(ratioName)")
      }
    }
    let standard = try spring("android.default")
    #expect(close(standard.stiffness, 1500) && close(standard.dampingRatio, 0.5))
  }

  /// Compose Material 3's `StandardMotionTokens` and `ExpressiveMotionTokens`.
  @Test func material3SpringTokens() throws {
    let tokens: [String: (Double, Double)] = [
      "standard.spatial.fast": (1400, 0.9), "standard.spatial.default": (700, 0.9),
      "standard.spatial.slow": (300, 0.9), "standard.effects.fast": (3800, 1),
      "standard.effects.default": (1600, 1), "standard.effects.slow": (800, 1),
      "expressive.spatial.fast": (800, 0.6), "expressive.spatial.default": (380, 0.8),
      "expressive.spatial.slow": (200, 0.8), "expressive.effects.fast": (3800, 1),
      "expressive.effects.default": (1600, 1), "expressive.effects.slow": (800, 1),
    ]
    for (name, (stiffness, ratio)) in tokens {
      let preset = try spring("m3.\(name)")
      #expect(close(preset.stiffness, stiffness) && close(preset.dampingRatio, ratio), "\(name)")
    }
  }

  /// CSS's keywords and Material 3's easing and duration tokens.
  @Test func easingsAndDurations() throws {
    let curves: [String: [Double]] = [
      "css.ease": [0.25, 0.1, 0.25, 1], "css.ease-in": [0.42, 0, 1, 1],
      "css.ease-out": [0, 0, 0.58, 1], "css.ease-in-out": [0.42, 0, 0.58, 1],
      "css.linear": [0, 0, 1, 1], "m3.easing.emphasized": [0.2, 0, 0, 1],
      "m3.easing.emphasized-accelerate": [0.3, 0, 0.8, 0.15],
      "m3.easing.emphasized-decelerate": [0.05, 0.7, 0.1, 1],
      "m3.easing.standard": [0.2, 0, 0, 1], "m3.easing.standard-accelerate": [0.3, 0, 1, 1],
      "m3.easing.standard-decelerate": [0, 0, 0, 1], "m3.easing.legacy": [0.4, 0, 0.2, 1],
      "m3.easing.legacy-accelerate": [0.4, 0, 1, 1],
      "m3.easing.legacy-decelerate": [0, 0, 0.2, 1], "m3.easing.linear": [0, 0, 1, 1],
    ]
    for (name, points) in curves {
      let easing = try #require(MotionPreset.named(name)?.easing, "\(name)")
      #expect([easing.x1, easing.y1, easing.x2, easing.y2] == points, "\(name)")
    }
    let milliseconds = [
      "short1": 50.0, "short2": 100, "short3": 150, "short4": 200, "medium1": 250,
      "medium2": 300, "medium3": 350, "medium4": 400, "long1": 450, "long2": 500, "long3": 550,
      "long4": 600, "extra-long1": 700, "extra-long2": 800, "extra-long3": 900,
      "extra-long4": 1000,
    ]
    for (name, value) in milliseconds {
      #expect(MotionPreset.named("m3.duration.\(name)")?.duration == value / 1000, "\(name)")
    }
  }
}
