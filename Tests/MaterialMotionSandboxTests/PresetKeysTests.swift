import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// The tuning panel's `[` and `]`: the selected row's spring, easing or duration set from the
/// previous or next preset of its kind, the same values `--set G.preset=NAME` gives.
@MainActor
@Suite struct PresetKeysTests {
  func key(_ name: String, tuning: Bool = true, isRepeat: Bool = false) -> KeyAction? {
    KeyAction(
      key: KeyEvent(key: name, phase: .down, modifiers: [], isRepeat: isRepeat, timestamp: 0),
      tuningShown: tuning, sceneCount: 4)
  }

  @Test func theKeys() {
    #expect(key("]") == .tuning(.preset(by: 1)) && key("[") == .tuning(.preset(by: -1)))
    #expect(key("]", tuning: false) == nil, "hidden: the keys are the scene's")
    #expect(key("[", isRepeat: true) == .nothing)
  }

  @Test func aSpringRowGoesThroughTheSpringPresets() throws {
    let panel = TuningPanel()
    let tuning = panel.makeTuning(for: TossableScene.self)
    panel.show(tuning, scene: TossableScene.self, in: Size(width: 800, height: 600))
    // Row 0 is square.size: no preset sets it, and nothing changes.
    panel.perform(.preset(by: 1), inputTime: 0)
    #expect(tuning.values["spring.stiffness"] == 342)
    panel.perform(.select(by: 1), inputTime: 0)
    panel.perform(.preset(by: 1), inputTime: 0)
    let first = try #require(MotionPreset.springs.first)
    let expected = try PresetChooser.values(
      first, group: "spring", scene: TossableScene.name, parameters: TossableScene.parameters)
    for (name, value) in expected { #expect(tuning.values[name] == value, "\(name)") }
    #expect(first.name == "swiftui.smooth")
    // Back past the first: the last, Material 3's slow effects spring (800, ζ 1).
    panel.perform(.preset(by: -1), inputTime: 0)
    let stiffness = try #require(tuning.values["spring.stiffness"])
    let mass = try #require(tuning.values["spring.mass"])
    #expect(abs(stiffness / mass - 800) < 1e-9)
  }

  @Test func aTweensRowsTakeEasingsAndDurations() throws {
    let panel = TuningPanel()
    let tuning = panel.makeTuning(for: TweenScene.self)
    panel.show(tuning, scene: TweenScene.self, in: Size(width: 800, height: 600))
    panel.perform(.select(by: 1), inputTime: 0)  // tween.duration
    panel.perform(.preset(by: 1), inputTime: 0)
    #expect(tuning.values["tween.duration"] == 0.05, "m3.duration.short1")
    panel.perform(.select(by: 2), inputTime: 0)  // tween.easing
    panel.perform(.preset(by: 1), inputTime: 0)
    let ease = try #require(tuning.values["tween.easing"])
    #expect(SceneParameter.easings[Int(ease)].name == "ease", "css.ease")
  }
}
