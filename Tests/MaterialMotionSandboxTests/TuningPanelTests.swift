import MaterialMotion
import MaterialMotionSDL
import Testing

@testable import MaterialMotionSandbox

/// `--set` and a recording's `params` checked against the scenes of a run, and the tuning panel
/// driven with touches and keys as the sandbox drives it.
@MainActor
@Suite struct TuningPanelTests {
  let catalog: SceneCatalog

  init() throws {
    catalog = try SceneCatalog(BuiltInScenes.all)
  }

  func error(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func setFlagsAreParsedAndChecked() throws {
    let assignments = ParameterAssignments(catalog: catalog)
    let values = try assignments.parse(flags: [
      "square.size=80", "spring.stiffness=150", "trace.length=2.5",
    ])
    #expect(values == ["spring.stiffness": 150, "square.size": 80, "trace.length": 2.5])
    let unknown = error { _ = try assignments.parse(flags: ["spring.stifness=1"]) }
    #expect(
      unknown?.hasPrefix(
        #"--set spring.stifness=1: no scene has a parameter named "spring.stifness"; the parameters are square.size (40 to 400 pt), drag.resistance (0 to 400 pt), spring.stiffness (1 to 1000)"#
      ) == true, "\(unknown ?? "")")
    #expect(
      error { _ = try assignments.parse(flags: ["spring.stiffness=5000"]) }
        == "--set spring.stiffness=5000: out of range; spring.stiffness takes 1 to 1000")
    #expect(
      error { _ = try assignments.parse(flags: ["square.size=big"]) }
        == "--set square.size=big: not a number; square.size takes 40 to 400 pt")
    #expect(
      error { _ = try assignments.parse(flags: ["spring.mass=inf"]) }?.contains("not a number")
        == true)
    #expect(
      error { _ = try assignments.parse(flags: ["spring.mass"]) }?.hasPrefix(
        "--set spring.mass: expected NAME=VALUE, for example --set square.size=200; the parameters are"
      ) == true)
    #expect(
      error { _ = try assignments.parse(flags: ["=3"]) }?.contains("expected NAME=VALUE") == true)
  }

  @Test func choicesTakeANameOrAnIndexAndScenesThatDisagreeAreListed() throws {
    final class Slide: SandboxScene {
      static let name = "slide"
      static let hint = ""
      static let parameters = [
        SceneParameter.tweenEasing(), SceneParameter.springStiffness(),
      ]
      init(context: SceneContext) {}
      func tearDown() {}
    }
    final class Soft: SandboxScene {
      static let name = "soft"
      static let hint = ""
      static let parameters = [
        SceneParameter("spring.stiffness", title: "k", range: 10...200, default: 50, step: 1)
      ]
      init(context: SceneContext) {}
      func tearDown() {}
    }
    let assignments = ParameterAssignments(catalog: try SceneCatalog([Slide.self, Soft.self]))
    #expect(try assignments.parse(flags: ["tween.easing=materialSharp"]) == ["tween.easing": 7])
    #expect(try assignments.parse(flags: ["tween.easing=LINEAR"]) == ["tween.easing": 0])
    #expect(try assignments.parse(flags: ["tween.easing=2"]) == ["tween.easing": 2])
    #expect(
      error { _ = try assignments.parse(flags: ["tween.easing=bouncy"]) }
        == "--set tween.easing=bouncy: tween.easing is one of linear, easeIn, easeOut, easeInOut, materialStandard, materialDeceleration, materialAcceleration, materialSharp, ease, m3Emphasized, m3EmphasizedAccelerate, m3EmphasizedDecelerate, m3StandardAccelerate, m3StandardDecelerate"
    )
    #expect(
      error { _ = try assignments.parse(flags: ["tween.easing=14"]) }?.contains("is one of") == true
    )
    // In range for one scene and not for the other: an error naming both ranges.
    #expect(
      error { _ = try assignments.parse(flags: ["spring.stiffness=500"]) }
        == "--set spring.stiffness=500: out of range; spring.stiffness takes 1 to 1000 in slide; 10 to 200 in soft"
    )
    #expect(try assignments.parse(flags: ["spring.stiffness=100"]) == ["spring.stiffness": 100])
  }

  @Test func aRecordingsParamsAreCheckedLikeSetFlags() throws {
    let assignments = ParameterAssignments(catalog: catalog)
    #expect(
      try assignments.check(header: ["spring.damping": 12.5], recording: "r.jsonl")
        == ["spring.damping": 12.5])
    #expect(
      error { _ = try assignments.check(header: ["spring.damping": 120], recording: "r.jsonl") }
        == #"r.jsonl line 1: "params": "spring.damping": out of range; spring.damping takes 0 to 100"#
    )
    #expect(
      error { _ = try assignments.check(header: ["nope": 1], recording: "r.jsonl") }?.hasPrefix(
        #"r.jsonl line 1: "params": "nope": no scene has a parameter named "nope""#) == true)
  }

  @Test func theFlagsForATuningSetEveryParameter() {
    let tuning = SceneTuning(
      TossableScene.parameters, values: ["spring.stiffness": 180, "spring.mass": 0.3])
    #expect(
      ParameterAssignments.flags(for: tuning)
        == "--set square.size=200 --set spring.stiffness=180 --set spring.damping=30 --set spring.mass=0.3"
    )
    #expect(ParameterAssignments.flags(for: SceneTuning()) == "")
  }

  /// A window-sized root with the panel on it, as the sandbox has it, and a tap recognizer on
  /// the root standing for a scene's.
  @MainActor final class Window {
    let root = Element()
    let dispatcher: InputDispatcher
    let panel = TuningPanel()
    let tuning: SceneTuning
    var time = 0.0

    init() {
      root.frame = Rect(x: 0, y: 0, width: 800, height: 600)
      dispatcher = InputDispatcher(root: root)
      root.addChild(panel.element)
      tuning = panel.makeTuning(for: TossableScene.self)
      panel.show(tuning, scene: TossableScene.self, in: root.size)
      panel.isShown = true
    }

    func touch(_ phase: TouchEvent.Phase, _ x: Double, _ y: Double) {
      time += 1.0 / 60
      dispatcher.dispatch(
        .touch(TouchEvent(id: 1, phase: phase, location: Point(x: x, y: y), timestamp: time)))
    }

    /// Presses `name` as the app's keymap reads it; whether the app took the key.
    func key(_ name: String, _ modifiers: KeyModifiers = []) -> Bool {
      time += 1.0 / 60
      let key = KeyEvent(key: name, modifiers: modifiers, timestamp: time)
      switch KeyAction(key: key, tuningShown: panel.isShown, sceneCount: 9) {
      case .tuning(let command)?:
        panel.perform(command, inputTime: time)
        return true
      case let command?:
        return command == .nothing
      case nil:
        return false
      }
    }

    /// The window y of the track of row `index`.
    func trackY(_ index: Int) -> Double {
      TuningPanel.top + 40 + Double(index) * ParameterSlider.height + 27
    }

    /// The window x of the track's `fraction`.
    func trackX(_ fraction: Double) -> Double {
      let left = 800 - TuningPanel.width - 8 + ParameterSlider.inset
      return left + fraction * (TuningPanel.width - 2 * ParameterSlider.inset)
    }

    func value(_ name: String) -> Double { tuning.property(named: name)!.value }
  }

  @Test func pressingAndDraggingASliderSetsItsValueAndNothingBehindIt() {
    let w = Window()
    let tap = TapGestureRecognizer()
    w.root.addGestureRecognizer(tap)
    var taps = 0
    tap.addObserver { if tap.state == .recognized { taps += 1 } }

    // A click on the stiffness track at 25 %: 1 + 0.25 × 999 = 250.75, snapped to 251.
    w.touch(.began, w.trackX(0.25), w.trackY(1))
    w.touch(.ended, w.trackX(0.25), w.trackY(1))
    #expect(w.value("spring.stiffness") == 251)
    #expect(taps == 0, "the root's tap recognizer never saw the click")

    // A drag on the damping track, beyond its right end: 100, then back to 10 %: 10.
    w.touch(.began, w.trackX(0.5), w.trackY(2))
    w.touch(.moved, w.trackX(1.5), w.trackY(2) + 80)
    #expect(w.value("spring.damping") == 100)
    w.touch(.moved, w.trackX(0.1), w.trackY(2) + 80)
    w.touch(.ended, w.trackX(0.1), w.trackY(2) + 80)
    #expect(w.value("spring.damping") == 10)
    #expect(w.value("spring.stiffness") == 251)

    // A cancelled drag is undone.
    w.touch(.began, w.trackX(0.9), w.trackY(3))
    #expect(w.value("spring.mass") == 9)
    w.touch(.cancelled, w.trackX(0.9), w.trackY(3))
    #expect(w.value("spring.mass") == 1)

    // Outside the panel the root's recognizer gets the tap; hidden, the panel takes nothing.
    w.touch(.began, 100, 500)
    w.touch(.ended, 100, 500)
    #expect(taps == 1)
    w.panel.isShown = false
    w.touch(.began, w.trackX(0.5), w.trackY(1))
    w.touch(.ended, w.trackX(0.5), w.trackY(1))
    #expect(taps == 2 && w.value("spring.stiffness") == 251)
  }

  @Test func arrowKeysSelectAndStepOnlyWhileShownAndCPrintsTheFlags() {
    let w = Window()
    var printed: [String] = []
    w.panel.output = { printed.append($0) }
    #expect(w.key("Down"))  // row 1: stiffness
    #expect(w.key("Right"))
    #expect(w.value("spring.stiffness") == 343)
    #expect(w.key("Right", .shift))
    #expect(w.value("spring.stiffness") == 353)
    #expect(w.key("Up") && w.key("Up"))  // wraps to the last row: mass
    #expect(w.key("Left", .shift))
    #expect(w.value("spring.mass") == 0.1)
    #expect(w.key("Left"))
    #expect(w.value("spring.mass") == 0.1, "clamped")
    #expect(!w.key("Right", .control), "other modifiers are not the panel's")
    #expect(!w.key("V"))
    #expect(w.key("C"))
    #expect(
      printed == [
        "--set square.size=200 --set spring.stiffness=353 --set spring.damping=30 --set spring.mass=0.1"
      ])
    w.panel.isShown = false
    #expect(!w.key("Right"), "hidden: the arrow keys are the scene's")
    #expect(w.key("C"), "C prints also when the panel is hidden")
    #expect(printed.count == 2)
  }

  @Test func valuesAreKeptPerSceneAndSceneStartFromTheAssignments() {
    let panel = TuningPanel()
    panel.assignments = ["spring.stiffness": 100, "square.size": 80]
    let tossable = panel.makeTuning(for: TossableScene.self)
    #expect(tossable.values["spring.stiffness"] == 100 && tossable.values["square.size"] == 80)
    panel.show(tossable, scene: TossableScene.self, in: Size(width: 800, height: 600))
    tossable.property(named: "spring.stiffness")?.value = 200
    let tap = panel.makeTuning(for: TapScene.self)
    #expect(tap.values["spring.stiffness"] == 100, "another scene starts from the assignments")
    panel.show(tap, scene: TapScene.self, in: Size(width: 800, height: 600))
    let again = panel.makeTuning(for: TossableScene.self)
    #expect(again.values["spring.stiffness"] == 200, "a scene shown again keeps what was tuned")
  }
}

/// The app's keymap: which keys are the app's, with which modifiers, and what they ask for.
@Suite struct KeyActionTests {
  func command(
    _ name: String, _ modifiers: KeyModifiers = [], isRepeat: Bool = false, up: Bool = false,
    tuning: Bool = false
  )
    -> KeyAction?
  {
    KeyAction(
      key: KeyEvent(
        key: name, phase: up ? .up : .down, modifiers: modifiers, isRepeat: isRepeat,
        timestamp: 0), tuningShown: tuning, sceneCount: 4)
  }

  @Test func theKeymap() {
    #expect(command("Escape", .shift, isRepeat: true) == .quit)
    #expect(command("F12") == .screenshot && command("F1") == .toggleFrameTime)
    #expect(command("P") == .time(.togglePause) && command("N") == .time(.step))
    #expect(command("S") == .time(.cycleSpeed) && command("S", .control) == nil)
    #expect(command("G", isRepeat: true) == nil && command("T") == .toggleTuningPanel)
    #expect(command("C") == .tuning(.printFlags) && command("C", isRepeat: true) == .nothing)
    #expect(command("Left") == nil, "the arrows are the scene's while the panel is hidden")
    #expect(command("Left", tuning: true) == .tuning(.step(by: -1)))
    #expect(command("Right", .shift, tuning: true) == .tuning(.step(by: 10)))
    #expect(command("Up", tuning: true) == .tuning(.select(by: -1)))
    #expect(command("Down", isRepeat: true, tuning: true) == .nothing)
    #expect(command("3") == .showScene(2) && command("5") == nil && command("0") == nil)
    #expect(command("P", up: true) == nil)
    #expect(command("PageDown") == .stepScene(by: 1) && command("PageUp") == .stepScene(by: -1))
    #expect(command("PageDown", isRepeat: true) == nil && command("PageUp", .shift) == nil)
    #expect(command("Tab") == .togglePicker && command("Return") == nil)
  }

  /// While the scene picker is shown, its keys come first: Esc closes it instead of quitting.
  @Test func thePickersKeys() {
    func picker(_ name: String) -> KeyAction? {
      KeyAction(
        key: KeyEvent(key: name, phase: .down, modifiers: [], isRepeat: false, timestamp: 0),
        tuningShown: true, pickerShown: true, sceneCount: 16)
    }
    #expect(picker("Escape") == .togglePicker && picker("Tab") == .togglePicker)
    #expect(picker("Up") == .picker(.move(by: -1)) && picker("Down") == .picker(.move(by: 1)))
    #expect(picker("Return") == .picker(.open))
    #expect(picker("P") == .time(.togglePause) && picker("3") == .showScene(2))
  }
}
