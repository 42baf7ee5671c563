import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// `--set`'s shell completion: a parameter's name with its `=`, a group's `G.preset=`, then the
/// presets that group takes or a choice's options; `--scene` narrows it to one scene's names.
@MainActor
@Suite struct AssignmentCompletionTests {
  let everyScene = BuiltInScenes.all.flatMap { $0.parameters }

  func candidates(_ prefix: String, _ parameters: [SceneParameter]? = nil) -> [String] {
    AssignmentCompletion.candidates(prefix, parameters: parameters ?? everyScene)
  }

  /// Names end with their `=` (the shell then leaves no space), the groups' presets included.
  @Test func namesAreCompletedWithTheirEquals() {
    let spring = candidates("spring.")
    #expect(spring.contains("spring.stiffness=") && spring.contains("spring.damping="))
    #expect(spring.contains("spring.preset="))
    #expect(spring.allSatisfy { $0.hasPrefix("spring.") && $0.hasSuffix("=") })
    #expect(candidates("tw").contains("tween.preset="))
    #expect(
      Set(candidates("")).count == candidates("").count, "a name declared twice is offered once")
    #expect(candidates("no.such").isEmpty)
  }

  /// `spring.preset=` takes the spring presets and nothing else; the prefix after the `=`
  /// narrows them.
  @Test func springPresetsFollowTheGroupsPreset() {
    let springs = MotionPreset.springs.map { "spring.preset=\($0.name)" }
    #expect(candidates("spring.preset=") == springs)
    let bouncy = candidates("spring.preset=swiftui.b")
    #expect(bouncy.contains("spring.preset=swiftui.bouncy"))
    #expect(bouncy == springs.filter { $0.hasPrefix("spring.preset=swiftui.b") })
    #expect(candidates("spring.preset=css.").isEmpty, "an easing is no spring's preset")
  }

  /// `tween.preset=` takes the easings (every one has a `tween.easing` option) and the
  /// durations within `tween.duration`'s range; the tween scene has no spring.
  @Test func tweenPresetsAreEasingsAndDurations() {
    let tween = TweenScene.parameters
    let expected = (MotionPreset.easings + MotionPreset.durations).filter { preset in
      preset.duration.map { (0.05...3).contains($0) } ?? true
    }
    #expect(candidates("tween.preset=", tween) == expected.map { "tween.preset=\($0.name)" })
    #expect(
      candidates("tween.preset=m3.duration.short1", tween) == ["tween.preset=m3.duration.short1"])
    #expect(!candidates("", tween).contains("spring.preset="))
  }

  /// With the cursor given as 0 (fish 3.6's `complete -C`), the word's name still chooses the
  /// values, and the shell narrows them.
  @Test func theWordsNameChoosesTheValues() {
    let presets = AssignmentCompletion.candidates(
      "", word: "spring.preset=swiftui.b", parameters: everyScene)
    #expect(presets == MotionPreset.springs.map { "spring.preset=\($0.name)" })
    #expect(
      AssignmentCompletion.candidates("spr", word: "spr", parameters: everyScene)
        == candidates("spr"))
  }

  /// A choice's options follow its `=`; a number's name offers nothing after it.
  @Test func choicesCompleteToTheirOptions() {
    let easings = candidates("tween.easing=m3Emphasized", TweenScene.parameters)
    #expect(
      easings == [
        "tween.easing=m3Emphasized", "tween.easing=m3EmphasizedAccelerate",
        "tween.easing=m3EmphasizedDecelerate",
      ])
    #expect(candidates("spring.stiffness=").isEmpty)
  }

  /// The scene of `--scene NAME` or `--scene=NAME`, as the shell passes the words.
  @Test func theSceneIsTheOneTheLineNames() {
    #expect(
      AssignmentCompletion.scene(in: ["motion-sandbox", "--scene", "tween", "--set", ""]) == "tween"
    )
    #expect(
      AssignmentCompletion.scene(in: ["motion-sandbox", "--scene=tween", "--set", "s"]) == "tween")
    #expect(AssignmentCompletion.scene(in: ["motion-sandbox", "--set", "spring."]) == nil)
  }
}
