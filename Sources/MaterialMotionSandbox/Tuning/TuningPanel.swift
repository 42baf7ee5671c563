import MaterialMotion

#if canImport(Glibc)
  import Glibc
#endif

/// The tuning panel (`T`, or `--tuning` to start with it shown): a slider for every parameter of
/// the current scene, at the top right of the window, applied live.
///
/// - **Mouse and touch.** A press on a row sets its parameter to the value under the pointer and
///   selects the row; dragging moves it on (snapped to the parameter's step). The panel's element
///   captures its touches (``Element/capturesTouches``), so a drag on it never reaches the
///   scene's gestures, not even a tap recognizer on the window's root.
/// - **Keys** (while shown): Up and Down select a row, Left and Right move its value one step,
///   ten with Shift. Each press is one step (auto-repeat is not used: recordings do not carry
///   it, and a replay must do what the session did).
/// - A press the system cancels (the window losing focus) puts the value back.
/// - **`[` and `]`** set the selected row's spring, easing or duration from the previous or next
///   platform preset of its kind (`MotionPreset`) and name it in the panel.
/// - **`C`** prints the current scene's values as `--set` flags on standard output and says so in
///   the panel for two seconds; **`E`** writes its springs and tweens in every platform's terms
///   (``MotionExport``) to a new file (``exportFile``) and says where; each compared with the
///   sandbox's spring from rest and from the last gesture's ``releaseVelocity``.
///
/// Everything it does comes from input events, so a recording replays it. Values are kept per
/// scene: switching away and back keeps what was tuned. A scene shown for the first time starts
/// from ``assignments`` (`--set` and a replayed recording's `params`) and its defaults.
@MainActor
final class TuningPanel {
  static let width = 252.0
  static let top = 80.0
  private static let rowsTop = 40.0
  private static let footHeight = 20.0

  /// The panel's element; the sandbox adds it to the window's root, above the scene, so it can
  /// be hit.
  let element = Element()
  /// Values set before the run (`--set`, a recording's `params`), by name.
  var assignments: [String: Double] = [:]
  /// Where `C` writes its line (standard output by default).
  var output: (String) -> Void = { line in
    print(line)
    fflush(nil)
  }
  /// Where `E` writes the export: returns the file's path, or throws a one-line problem (nil:
  /// nowhere to write, as in a check's replay).
  var exportFile: ((MotionExport) throws -> String)?
  /// The release velocity of the run's last gesture that `E` compares each export from (nil, or
  /// a nil result: from rest only).
  var releaseVelocity: (() -> Double?)?

  private var remembered: [String: [String: Double]] = [:]
  private var sceneType: (any SandboxScene.Type)?
  private var sceneName: String? { sceneType?.name }
  /// The parameters shown (the scene's, or in compare mode the tuned pane's).
  private(set) var tuning = SceneTuning()
  private var rows: [ParameterSlider] = []
  private var subscriptions: [Subscription] = []
  private var selected = 0
  /// The preset each group's spring, easing or duration was last set from with `[` or `]`.
  private var presetIndex: [String: Int] = [:]
  private var dragged: ParameterSlider?
  private var valueAtPress = 0.0
  /// What the foot says for two seconds after `C` or `E`, and since when.
  private var confirmation: (text: String, isProblem: Bool, at: Double)?
  private let recognizer = PressGestureRecognizer()
  private let face = Element()
  private let heading = Label()
  private let keysLine = Label()
  private let foot = Label()

  /// Whether the panel is shown (and can be hit).
  var isShown = false {
    didSet { element.isHidden = !isShown }
  }

  init() {
    element.name = "tuning"
    // A 1-point grey edge around a white face: it stands out on the light page and over squares.
    element.backgroundColor = Color(white: 0.75, alpha: 0.9)
    element.cornerRadius = 7
    face.backgroundColor = Color(white: 1, alpha: 0.94)
    face.cornerRadius = 6
    face.isUserInteractionEnabled = false
    element.addChild(face)
    element.zIndex = 2_800_000
    element.capturesTouches = true
    element.isHidden = true
    heading.fontSize = 13
    heading.textColor = Color(white: 0.1)
    keysLine.fontSize = 10
    keysLine.textColor = Color(white: 0.4)
    keysLine.text = "↑↓ select · ←→ step, Shift ×10 · drag a slider"
    foot.fontSize = 10
    for label in [heading, keysLine, foot] {
      label.isUserInteractionEnabled = false
      element.addChild(label)
    }
    element.addGestureRecognizer(recognizer)
    recognizer.addObserver { [unowned self] in self.pressChanged() }
  }

  /// The live values for a scene of `type` about to be shown: what it was tuned to when it was
  /// last shown, else ``assignments`` and its defaults. Remembers the values of the scene shown
  /// until now.
  func makeTuning(for type: any SandboxScene.Type) -> SceneTuning {
    if let sceneName { remembered[sceneName] = tuning.values }
    return SceneTuning(type.parameters, values: remembered[type.name] ?? assignments)
  }

  /// Shows the sliders of `tuning`, the live values of a scene of type `type` (in compare mode, of its
  /// copy in the pane `pane`).
  func show(
    _ tuning: SceneTuning, scene type: any SandboxScene.Type, pane: String? = nil, in size: Size
  ) {
    for subscription in subscriptions { subscription.unsubscribe() }
    subscriptions.removeAll()
    for row in rows { row.element.removeFromParent() }
    dragged = nil
    self.tuning = tuning
    sceneType = type
    rows = tuning.parameters.map { ParameterSlider(parameter: $0, width: Self.width) }
    for row in rows {
      element.addChild(row.element)
      if let property = tuning.property(named: row.parameter.name) {
        subscriptions.append(property.asStream().subscribeToValue { row.show($0) })
      }
    }
    selected = 0
    heading.text = "Tuning · \(type.name)" + (pane.map { " · \($0.prefix(1))" } ?? "")
    confirmation = nil
    layout(in: size)
  }

  /// Places the panel at the top right of a window of `size`.
  func layout(in size: Size) {
    let rowsHeight = Double(rows.count) * ParameterSlider.height
    let height = Self.rowsTop + max(rowsHeight, 18) + Self.footHeight
    element.frame = Rect(
      x: size.width - Self.width - 8, y: Self.top, width: Self.width, height: height)
    face.frame = Rect(x: 1, y: 1, width: Self.width - 2, height: height - 2)
    heading.frame = Rect(x: 12, y: 4, width: Self.width - 24, height: 18)
    keysLine.frame = Rect(x: 12, y: 21, width: Self.width - 24, height: 14)
    for (index, row) in rows.enumerated() {
      row.element.position = Point(
        x: Self.width / 2, y: Self.rowsTop + (Double(index) + 0.5) * ParameterSlider.height)
      row.isSelected = index == selected
    }
    foot.frame = Rect(
      x: 12, y: height - Self.footHeight, width: Self.width - 24, height: Self.footHeight - 4)
    showFoot()
  }

  /// Carries out a tuning command of the keys: print the values as `--set` flags (at
  /// `inputTime`, for the confirmation's two seconds), select another row, or move the selected
  /// one by steps.
  func perform(_ command: KeyAction.Tuning, inputTime: Double) {
    switch command {
    case .printFlags:
      output(ParameterAssignments.flags(for: tuning))
      confirm("✓ printed as --set flags on the terminal", at: inputTime)
    case .export:
      export(at: inputTime)
    case .select(let offset):
      guard !rows.isEmpty else { return }
      selected = ((selected + offset) % rows.count + rows.count) % rows.count
      for (index, row) in rows.enumerated() { row.isSelected = index == selected }
    case .step(let steps):
      guard rows.indices.contains(selected) else { return }
      let row = rows[selected]
      set(row, row.parameter.stepped(value(of: row), by: steps))
    case .preset(let offset):
      choosePreset(by: offset, at: inputTime)
    }
  }

  /// `[` and `]`: the selected row's group set from the previous or next preset of its kind
  /// (``PresetChooser``), named in the foot.
  private func choosePreset(by offset: Int, at time: Double) {
    guard rows.indices.contains(selected), let sceneName,
      let list = PresetChooser.presets(for: rows[selected].parameter)
    else {
      confirm(
        "✗ no presets for this row: select a spring, easing or duration", problem: true, at: time)
      return
    }
    let count = list.presets.count
    let index =
      ((presetIndex[list.list].map { $0 + offset } ?? (offset > 0 ? 0 : count - 1)) % count + count)
      % count
    presetIndex[list.list] = index
    let preset = list.presets[index]
    do {
      let values = try PresetChooser.values(
        preset, group: list.group, scene: sceneName, parameters: tuning.parameters)
      for (name, value) in values { tuning.property(named: name)?.value = value }
      confirm("\(preset.name) (\(index + 1) of \(count))", at: time)
    } catch {
      confirm("✗ \(preset.name) does not fit this scene's ranges", problem: true, at: time)
    }
  }

  /// Ends the confirmation of `C` or `E` two seconds after it was given.
  func update(inputTime: Double) {
    if let at = confirmation?.at, inputTime - at >= 2 || inputTime < at {
      confirmation = nil
      showFoot()
    }
  }

  /// `E`: the scene's motion in every platform's terms, to a new file.
  private func export(at time: Double) {
    guard let exportFile, let sceneType else {
      confirm("✗ nowhere to export to here", problem: true, at: time)
      return
    }
    do {
      let path = try exportFile(
        MotionExport(sceneType, tuning: tuning, releaseVelocity: releaseVelocity?()))
      output("export: \(path)")
      confirm("✓ exported; the terminal says where", at: time)
    } catch {
      printError("\(ProgramName.current): error: \(error)")
      confirm("✗ export failed: see the terminal", problem: true, at: time)
    }
  }

  private func confirm(_ text: String, problem: Bool = false, at time: Double) {
    confirmation = (text, problem, time)
    showFoot()
  }

  private func showFoot() {
    if let confirmation {
      foot.text = confirmation.text
      foot.textColor = confirmation.isProblem ? Color(hex: 0xB71C1C) : Color(hex: 0x1B5E20)
    } else {
      foot.text =
        rows.isEmpty ? "this scene has no parameters" : "C prints these as --set flags · E exports"
      foot.textColor = Color(white: 0.4)
    }
  }

  private func value(of row: ParameterSlider) -> Double {
    tuning.property(named: row.parameter.name)?.value ?? row.parameter.defaultValue
  }

  private func set(_ row: ParameterSlider, _ value: Double) {
    guard let property = tuning.property(named: row.parameter.name), property.value != value
    else { return }
    property.value = value
  }

  private func pressChanged() {
    let location = recognizer.location(in: element)
    switch recognizer.state {
    case .began:
      let index = Int(((location.y - Self.rowsTop) / ParameterSlider.height).rounded(.down))
      guard location.y >= Self.rowsTop, rows.indices.contains(index) else {
        dragged = nil
        return
      }
      selected = index
      for (i, row) in rows.enumerated() { row.isSelected = i == selected }
      dragged = rows[index]
      valueAtPress = value(of: rows[index])
    case .changed, .ended:
      break
    case .cancelled:
      // A press the system cancelled is undone, as cancelled gestures are everywhere.
      if let row = dragged { set(row, valueAtPress) }
      dragged = nil
      return
    default:
      dragged = nil
      return
    }
    guard let row = dragged else { return }
    set(row, row.value(atX: row.element.convert(location, from: element).x))
    if recognizer.state == .ended { dragged = nil }
  }
}
