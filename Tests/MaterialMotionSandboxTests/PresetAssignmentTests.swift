import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// `--set spring.preset=NAME` and `tween.preset=NAME`: the group's parameters set from a
/// platform's preset, with the same motion, or one line saying why not.
@MainActor
@Suite struct PresetAssignmentTests {
  let assignments: ParameterAssignments

  init() throws {
    assignments = ParameterAssignments(catalog: try SceneCatalog(BuiltInScenes.all))
  }

  func values(_ flags: [String]) throws -> [String: Double] {
    try assignments.parse(flags: flags)
  }

  func error(_ flags: [String]) -> String? {
    do {
      _ = try assignments.parse(flags: flags)
      return nil
    } catch {
      return "\(error)"
    }
  }

  /// A spring that fits the ranges is set with mass 1.
  @Test func aSpringPresetSetsStiffnessDampingAndMass() throws {
    let set = try values(["spring.preset=swiftui.bouncy"])
    let bouncy = try #require(MotionPreset.named("swiftui.bouncy")?.spring)
    #expect(set["spring.stiffness"] == bouncy.stiffness)
    #expect(set["spring.damping"] == bouncy.damping)
    #expect(set["spring.mass"] == 1)
  }

  /// A spring stiffer than `spring.stiffness` goes (Android's 10,000) is the same motion with a
  /// lighter mass: k/m and ζ kept.
  @Test func aStiffPresetIsScaledByItsMass() throws {
    let set = try values(["spring.preset=android.high.no-bouncy"])
    let mass = try #require(set["spring.mass"])
    let physics = DampedHarmonicOscillator(
      stiffness: try #require(set["spring.stiffness"]),
      damping: try #require(set["spring.damping"]),
      mass: mass)
    #expect(mass == 0.1)
    #expect((physics.stiffness / mass - 10_000).magnitude < 1e-6)
    #expect((physics.dampingRatio - 1).magnitude < 1e-9)
    let effects = try values(["spring.preset=m3.standard.effects.fast"])
    #expect(try #require(effects["spring.stiffness"]) <= 1000)
  }

  /// Easings and durations set a tween's choice and seconds.
  @Test func tweenPresets() throws {
    let ease = try values(["tween.preset=css.ease"])
    let index = try #require(ease["tween.easing"])
    #expect(SceneParameter.easings[Int(index)].name == "ease")
    #expect(try values(["tween.preset=css.ease-in-out"])["tween.easing"] == 3)
    #expect(try values(["tween.preset=m3.duration.medium2"])["tween.duration"] == 0.3)
    for preset in MotionPreset.easings {
      #expect(error(["tween.preset=\(preset.name)"]) == nil, "\(preset.name)")
    }
  }

  /// Unknown presets, a preset of the wrong kind, and a parameter given with its preset.
  @Test func badPresetsAreOneLine() {
    #expect(
      error(["spring.preset=swiftui.bouncey"])?.hasPrefix(
        "--set spring.preset=swiftui.bouncey: no preset named \"swiftui.bouncey\"") == true)
    #expect(
      error(["tween.preset=swiftui.bouncy"])?.contains(
        "the preset is a spring, and no scene has tween.stiffness and tween.damping") == true)
    #expect(
      error(["spring.preset=css.ease"])?.contains("no scene has spring.easing") == true)
    #expect(
      error(["spring.preset=swiftui.bouncy", "spring.mass=2"])?.contains(
        "spring.mass is given twice") == true)
    #expect(error(["spring.preset=m3.duration.long1"])?.contains("a duration") == true)
  }
}
