import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// The parameter model: ranges, clamping, snapping, steps, formatting, choices, and the live
/// values a scene gets from its stage.
@MainActor
@Suite struct SceneParameterTests {
  let stiffness = SceneParameter.springStiffness()
  let mass = SceneParameter.springMass()
  let duration = SceneParameter.tweenDuration(default: 0.6)
  let easing = SceneParameter.tweenEasing(default: .materialStandard)

  @Test func aNumericParameterKeepsWhatItWasGiven() {
    #expect(stiffness.name == "spring.stiffness" && stiffness.title == "stiffness")
    #expect(stiffness.range == 1...1000 && stiffness.defaultValue == 342 && stiffness.step == 1)
    #expect(!stiffness.isChoice && stiffness.choices.isEmpty)
    #expect(duration.unit == "s")
    #expect(SceneParameter.springStiffness(default: 60).defaultValue == 60)
  }

  @Test func clampingKeepsValuesInTheRange() {
    #expect(stiffness.clamped(5000) == 1000)
    #expect(stiffness.clamped(-3) == 1)
    #expect(stiffness.clamped(123.4) == 123.4)
    #expect(stiffness.clamped(.infinity) == 1000)
    #expect(stiffness.clamped(-.infinity) == 1)
    #expect(stiffness.clamped(.nan) == 342)
    #expect(easing.clamped(2.4) == 2 && easing.clamped(99) == 13 && easing.clamped(-1) == 0)
  }

  @Test func snappingRoundsToTheStepWithoutBinaryNoise() {
    #expect(stiffness.snapped(123.4) == 123 && stiffness.snapped(123.5) == 124)
    #expect(mass.snapped(0.1 + 0.2) == 0.3)
    #expect(mass.snapped(0.04) == 0.1, "below the range: the lower bound")
    #expect(duration.snapped(0.6249) == 0.6 && duration.snapped(0.63) == 0.65)
    #expect(duration.snapped(17) == 3)
    #expect(mass.stepped(1, by: 1) == 1.1 && mass.stepped(1, by: -10) == 0.1)
    #expect(mass.stepped(9.95, by: 10) == 10)
    #expect(stiffness.stepped(342, by: -10) == 332)
  }

  @Test func valuesAreFormattedForPeopleAndForFlags() {
    #expect(stiffness.formatted(342) == "342")
    #expect(duration.formatted(0.6) == "0.60 s")
    #expect(duration.formatted(1.234) == "1.234 s", "a --set value keeps its precision")
    #expect(SceneParameter.springDamping().formatted(30) == "30.0")
    #expect(SceneParameter.squareSize.formatted(200) == "200 pt")
    #expect(easing.formatted(4) == "materialStandard")
    #expect(stiffness.flagText(342) == "342" && mass.flagText(0.3) == "0.3")
    #expect(easing.flagText(4) == "materialStandard")
    #expect(stiffness.allowedValues == "spring.stiffness (1 to 1000)")
    #expect(duration.allowedValues == "tween.duration (0.05 to 3 s)")
  }

  @Test func aChoiceIsTheIndexOfAnOption() {
    #expect(easing.isChoice && easing.range == 0...13 && easing.step == 1)
    #expect(easing.defaultValue == 4)
    #expect(easing.choices[4] == "materialStandard")
    #expect(SceneParameter.easing(at: 4) == .materialStandard)
    #expect(SceneParameter.easing(at: 0) == .linear)
    #expect(SceneParameter.easing(at: 42) == Easing(x1: 0, y1: 0, x2: 0, y2: 1))
    #expect(SceneParameter.easing(at: .nan) == .linear)
    #expect(
      SceneParameter.tweenEasing(default: Easing(x1: 0.1, y1: 0, x2: 1, y2: 1)).defaultValue == 0)
    let mode = SceneParameter("mode", title: "mode", choices: ["a", "b"], default: 1)
    #expect(mode.range == 0...1 && mode.defaultValue == 1 && mode.formatted(0) == "a")
  }

  @Test func aTuningStartsFromTheGivenValuesClampedOrTheDefaults() {
    let tuning = SceneTuning(
      [stiffness, mass, easing], values: ["spring.stiffness": 5000, "spring.mass": 2, "other": 1])
    #expect(tuning.parameters.map(\.name) == ["spring.stiffness", "spring.mass", "tween.easing"])
    #expect(tuning.values == ["spring.stiffness": 1000, "spring.mass": 2, "tween.easing": 4])
    #expect(tuning.property(named: "other") == nil)
    tuning.property(named: "spring.mass")?.value = 3
    #expect(tuning.values["spring.mass"] == 3)
  }

  func stage(_ tuning: SceneTuning? = nil) -> (SceneStage, Element) {
    let root = Element()
    root.size = Size(width: 800, height: 600)
    let context = SceneContext(
      root: root, clock: FrameClock(), dispatcher: InputDispatcher(root: root), tuning: tuning)
    return (SceneStage(context), root)
  }

  @Test func aStageGivesTheLivePropertyOrADefaultForAnUndeclaredParameter() {
    let tuning = SceneTuning([stiffness], values: ["spring.stiffness": 120])
    let (stage, _) = stage(tuning)
    let live = stage.parameter(stiffness)
    #expect(live === tuning.property(named: "spring.stiffness"))
    #expect(live.value == 120)
    let undeclared = stage.parameter(mass)
    #expect(undeclared.value == 1)
    #expect(stage.parameter(mass) !== undeclared, "not tuned: a new property each time")
    stage.tearDown()
  }

  @Test func theSquareFollowsSquareSizeWhenTheSceneDeclaresIt() {
    let tuning = SceneTuning([.squareSize], values: ["square.size": 120])
    let (stage, _) = stage(tuning)
    let square = stage.makeSquare()
    #expect(square.size == Size(width: 120, height: 120))
    tuning.property(named: "square.size")?.value = 300
    #expect(square.size == Size(width: 300, height: 300))
    stage.tearDown()
    tuning.property(named: "square.size")?.value = 50
    #expect(square.size == Size(width: 300, height: 300), "not after tear-down")
    // Without the parameter: the standard 200.
    let (plain, _) = self.stage()
    #expect(plain.makeSquare().size == Size(width: 200, height: 200))
    plain.tearDown()
  }

  /// Changing a spring parameter mid-flight changes the motion at once: the tossable scene's
  /// square, released far from the centre, is back much sooner with the default stiffness than
  /// with stiffness 5.
  @Test func aSpringSceneFollowsItsStiffnessLive() {
    func framesToSettle(stiffness value: Double) -> Int {
      let tuning = SceneTuning(TossableScene.parameters)
      let root = Element(frame: Rect(x: 0, y: 0, width: 800, height: 600))
      let clock = FrameClock()
      let dispatcher = InputDispatcher(root: root)
      let scene = TossableScene(
        context: SceneContext(root: root, clock: clock, dispatcher: dispatcher, tuning: tuning))
      defer { scene.tearDown() }
      let square = root.descendant(named: "square")!
      // Drag it 200 points left and let go.
      let touch = { (phase: TouchEvent.Phase, x: Double, t: Double) in
        dispatcher.dispatch(
          .touch(TouchEvent(id: 1, phase: phase, location: Point(x: x, y: 300), timestamp: t)))
      }
      touch(.began, 400, 0)
      for step in 1...10 { touch(.moved, 400 - Double(step) * 20, Double(step) / 60) }
      touch(.ended, 200, 11.0 / 60)
      tuning.property(named: "spring.stiffness")?.value = value
      for frame in 1...600 {
        clock.tick(at: Double(frame) / 60)
        if abs(square.position.x - 400) < 1 { return frame }
      }
      return 600
    }
    let stiff = framesToSettle(stiffness: 342)
    let soft = framesToSettle(stiffness: 5)
    #expect(stiff < 40, "default stiffness: \(stiff) frames")
    #expect(soft > 4 * stiff, "stiffness 5: \(soft) frames, default \(stiff)")
  }
}
