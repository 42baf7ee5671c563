import MaterialMotion
import MaterialMotionSDL

/// Wires a window, the scenes and the app's keys together: shows one scene at a time, switches
/// on the number keys, and handles Esc, F1, F12 and the time controls (P pause and resume, N one
/// frame forward while paused, S slow motion: 1× → 0.25× → 0.10× → 1×), with a readout of the
/// time control's state, and the tuning panel (T shows it, C prints the values as `--set`
/// flags; see ``TuningPanel``).
@MainActor
final class SceneSwitcher {
  let host: SandboxHost
  let catalog: SceneCatalog
  private(set) var scene: (any SandboxScene)?
  private(set) var sceneType: (any SandboxScene.Type)?
  private let hintLabel = Label()
  private let keysLabel = Label()
  private let timeLabel = Label()
  /// The hint lines fade out while a scene presents something full-window.
  private lazy var titleFade = TitleFade([hintLabel, keysLabel])
  /// The plots of the scene's visualized streams (G).
  let plotPanel = PlotPanel()
  /// The sliders of the scene's parameters (T).
  let tuningPanel = TuningPanel()
  /// The list of every scene (Tab).
  let scenePicker: ScenePicker
  /// The app's keys, shown under the scene's hint.
  static let keysHint =
    "Esc quit · 1–9 scenes · P pause · N step · S slow motion · G plots · T tune · H timeline · O onion · F1 frame time · F12 screenshot"
  /// A scene a number key asked for, built before the next pointer, touch or gesture event or
  /// the frame's clock tick: a burst of switches builds only the last scene.
  private var pendingScene: (any SandboxScene.Type)?
  /// Called when the user asks for a screenshot (F12).
  var onScreenshot: (() -> Void)?
  /// Compare mode's two panes (empty: one scene in the whole window; see ``compare(_:)``).
  private(set) var panes: [ComparePane] = []
  /// The pane the tuning panel edits: the one the pointer was last over.
  private var tunedPane = 0
  private let divider = Element()
  private var pointerSubscription: Subscription?

  init(host: SandboxHost, catalog: SceneCatalog) {
    self.host = host
    self.catalog = catalog
    scenePicker = ScenePicker(scenes: catalog.all)
    hintLabel.fontSize = 15
    hintLabel.textColor = Color(white: 0.2)
    hintLabel.isUserInteractionEnabled = false
    hintLabel.zIndex = 1000
    host.overlay.addChild(hintLabel)
    keysLabel.fontSize = 11
    keysLabel.textColor = Color(white: 0.4)
    keysLabel.isUserInteractionEnabled = false
    keysLabel.zIndex = 1000
    keysLabel.text = Self.keysHint
    host.overlay.addChild(keysLabel)
    timeLabel.fontSize = 13
    timeLabel.textColor = .white
    timeLabel.backgroundColor = Color(hex: 0xB00020, alpha: 0.85)
    timeLabel.textAlignment = .center
    timeLabel.isUserInteractionEnabled = false
    timeLabel.zIndex = 3_000_000
    timeLabel.isHidden = true
    host.overlay.addChild(timeLabel)
    host.overlay.addChild(plotPanel.element)
    plotPanel.measure = { [unowned host] text, fontSize in host.textWidth(text, fontSize: fontSize)
    }
    // In the root's tree, not the overlay, so that its sliders can be hit.
    host.root.addChild(tuningPanel.element)
    host.root.addChild(scenePicker.element)
    scenePicker.onOpen = { [unowned self] index in self.perform(.showScene(index)) }
    layout(in: host.root.size)
  }

  /// Builds the scene a number key asked for, if one did (the host's
  /// ``SandboxHostDelegate/hostWillDispatch(_:)``).
  func showPendingScene() {
    guard let pending = pendingScene else { return }
    pendingScene = nil
    show(pending)
  }

  /// Compare mode from now on: every scene is shown twice, side by side, one copy per pane with
  /// the pane's parameters; input drives both (``CompareRouter``), and the tuning panel edits the
  /// pane the pointer was last over.
  func compare(_ setups: [ComparePane.Setup]) {
    panes = zip(["A", "B"], setups).map { ComparePane($1, name: $0) }
    for pane in panes.reversed() {
      host.root.insertChild(pane.element, at: 0)
      host.overlay.addChild(pane.label)
    }
    divider.backgroundColor = Color(white: 0.55)
    divider.isUserInteractionEnabled = false
    divider.zIndex = 900
    host.overlay.addChild(divider)
    let router = CompareRouter(panes: panes, windowDispatcher: host.dispatcher)
    host.router = { router.route($0) }
    pointerSubscription = host.input.subscribeToValue { [unowned self] timed in
      guard case .mouse(let mouse) = timed.input,
        let index = self.panes.firstIndex(where: { $0.element.frame.contains(mouse.location) }),
        index != self.tunedPane, !self.tuningPanel.element.frame.contains(mouse.location)
      else { return }
      self.tunedPane = index
      if let type = self.sceneType { self.showTuning(of: type) }
    }
    layout(in: host.root.size)
  }

  /// Updates the scene and the panels once per frame, at the clock's `time`.
  func update(time: Double) {
    scene?.update(time: time)
    for pane in panes { pane.scene?.update(time: time) }
    titleFade.update(scenes: [scene] + panes.map(\.scene), time: time)
    plotPanel.update(
      panes: panes.isEmpty ? [host.root] : panes.map(\.element), in: host.root.size, now: time,
      keepClear: occupiedRegions)
    tuningPanel.update(inputTime: host.frameTime)
  }

  /// Ends a run: tears the current scene down (everything it added and started goes) and stops
  /// the scene picker, so nothing of the run outlives it.
  func tearDown() {
    scene?.tearDown()
    scene = nil
    for pane in panes {
      pane.scene?.tearDown()
      pane.scene = nil
    }
    pointerSubscription?.unsubscribe()
    host.router = nil
    pendingScene = nil
    scenePicker.tearDown()
  }

  /// Tears the run down (``tearDown()``) and takes everything the switcher added out of the
  /// window, for a new switcher to take its place (a takeover starts the run over).
  func dispose() {
    tearDown()
    for element in [
      hintLabel, keysLabel, timeLabel, plotPanel.element, tuningPanel.element,
      scenePicker.element, divider,
    ] {
      element.removeFromParent()
    }
    for pane in panes {
      pane.element.removeFromParent()
      pane.label.removeFromParent()
    }
  }

  /// Replaces the current scene with `type`.
  func show(_ type: any SandboxScene.Type) {
    host.cancelInput()
    scene?.tearDown()
    scene = nil
    let previous = sceneType
    sceneType = type
    if panes.isEmpty {
      let tuning = tuningPanel.makeTuning(for: type)
      scene = type.init(context: context(root: host.root, host.dispatcher, tuning))
      tuningPanel.show(tuning, scene: type.name, in: host.root.size)
    } else {
      for pane in panes {
        pane.scene?.tearDown()
        // Values tuned in a pane are kept per scene, as in one pane.
        if let previous { pane.remembered[previous.name] = pane.tuning.values }
        pane.tuning = SceneTuning(
          type.parameters, values: pane.remembered[type.name] ?? pane.setup.values)
        pane.scene = type.init(context: context(root: pane.element, pane.dispatcher, pane.tuning))
      }
      showTuning(of: type)
    }
    plotPanel.isSuppressed = type.drawsItsOwnPlots
    hintLabel.text = "\(type.name) — \(type.hint)"
    SDLWindowTitle.set(host.window, "\(ProgramName.current) — \(type.name)")
  }

  /// A context for a copy of a scene under `root`, with its input and parameters.
  private func context(root: Element, _ dispatcher: InputDispatcher, _ tuning: SceneTuning)
    -> SceneContext
  {
    let host = self.host
    return SceneContext(
      root: root, clock: host.clock, dispatcher: dispatcher, input: host.input,
      frameTimeSummary: { host.frameTimeSummary() }, inputTime: { host.frameTime }, tuning: tuning,
      shownTime: { host.timing == .realTime && !host.isFastForwarding ? host.lastShownTime : nil })
  }

  /// The tuning panel on the tuned pane's parameters.
  private func showTuning(of type: any SandboxScene.Type) {
    let pane = panes[tunedPane]
    tuningPanel.show(pane.tuning, scene: type.name, pane: pane.label.text, in: host.root.size)
  }

  /// Lays the hint lines and panels out in a window of `size` points.
  func layout(in size: Size) {
    let paneWidth = (size.width / Double(max(panes.count, 1))).rounded(.down)
    for (index, pane) in panes.enumerated() {
      pane.layout(
        at: Rect(x: Double(index) * paneWidth, y: 0, width: paneWidth, height: size.height))
    }
    divider.frame = Rect(x: paneWidth - 1, y: 48, width: 2, height: max(0, size.height - 48))
    divider.isHidden = panes.isEmpty
    hintLabel.frame = Rect(x: 0, y: 8, width: size.width, height: 24)
    hintLabel.textAlignment = .center
    keysLabel.frame = Rect(x: 0, y: 30, width: size.width, height: 16)
    keysLabel.textAlignment = .center
    timeLabel.frame = Rect(x: size.width - 208, y: 52, width: 200, height: 22)
    tuningPanel.layout(in: size)
    scenePicker.layout(in: size)
  }

  /// What the plots keep clear of: the scene's panels and the tuning panel when it is shown.
  private var occupiedRegions: [Rect] {
    var regions = scene?.occupiedRegions ?? []
    for pane in panes {
      let origin = pane.element.frame.origin
      regions += (pane.scene?.occupiedRegions ?? []).map {
        Rect(x: $0.minX + origin.x, y: $0.minY + origin.y, width: $0.width, height: $0.height)
      }
    }
    if tuningPanel.isShown { regions.append(tuningPanel.element.frame) }
    return regions
  }

  /// How many times a parameter of the scene shown (of both copies in compare mode) has changed
  /// value: the timeline marks where this count moves. A count per frame, not the values, so
  /// the frame's check allocates nothing.
  var parameterChangeCount: Int {
    panes.isEmpty
      ? tuningPanel.tuning.changeCount : panes.reduce(0) { $0 + $1.tuning.changeCount }
  }

  /// Shows the time control's state (paused, slow motion) at the top right; hidden at normal
  /// speed.
  private func updateTimeReadout() {
    let readout = host.timeControl.readout
    timeLabel.isHidden = readout == nil
    timeLabel.text = readout ?? ""
  }

  /// Carries out the command `key` asks for, if it is one of the app's keys
  /// (``KeyAction``); returns whether it was (the scenes do not see it then).
  func handleKey(_ key: KeyEvent) -> Bool {
    guard
      let command = KeyAction(
        key: key, tuningShown: tuningPanel.isShown, pickerShown: scenePicker.isShown,
        sceneCount: catalog.all.count)
    else { return false }
    perform(command)
    return true
  }

  /// Carries out `command` (one that acts outside the run only when the host is not replaying
  /// the run to rewind it).
  func perform(_ command: KeyAction) {
    if host.isFastForwarding, command.actsOutsideTheRun { return }
    switch command {
    case .quit: host.requestQuit()
    case .toggleFrameTime: host.showsFrameTime.toggle()
    case .screenshot: onScreenshot?()
    case .togglePlots: plotPanel.isShown.toggle()
    case .toggleTuningPanel: tuningPanel.isShown.toggle()
    case .time(let change):
      switch change {
      case .togglePause: host.timeControl.togglePause()
      case .step: host.timeControl.step()
      case .cycleSpeed: host.timeControl.cycleSpeed()
      }
      updateTimeReadout()
    case .tuning(let change): tuningPanel.perform(change, inputTime: host.frameTime)
    case .togglePicker:
      if scenePicker.isShown {
        scenePicker.isShown = false
      } else {
        scenePicker.show(current: catalog.all.firstIndex { $0 == sceneType } ?? 0)
      }
    case .picker(.move(let offset)): scenePicker.move(by: offset)
    case .picker(.open): perform(.showScene(scenePicker.selected))
    case .showScene(let index):
      scenePicker.isShown = false
      pendingScene = catalog.all[index]
    case .stepScene(let offset):
      scenePicker.isShown = false
      let count = catalog.all.count
      let current = catalog.all.firstIndex { $0 == sceneType } ?? 0
      pendingScene = catalog.all[((current + offset) % count + count) % count]
    case .nothing: break
    case .timeline:
      // The timeline takes its keys before they are recorded; one in an older recording (from
      // before they were the timeline's) does nothing.
      break
    }
  }
}
