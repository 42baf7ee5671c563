import MaterialMotion
import MaterialMotionSDL

/// Shows one scene at a time in a window (or, in compare mode, one in each pane: ``CompareMode``),
/// with the panels around it: the plots, the tuning panel and the scene picker. The app's lines
/// over the scene are ``SandboxChrome``'s; what the app's keys ask for is carried out in
/// `SceneSwitcher+KeyActions.swift`.
@MainActor
package final class SceneSwitcher {
  let host: SandboxHost
  let catalog: SceneCatalog
  private(set) var scene: (any SandboxScene)? {
    didSet { checkpointable = scene as? any CheckpointableScene }
  }
  /// The scene shown, when it makes checkpoints (the cast made once, not every frame).
  private(set) var checkpointable: (any CheckpointableScene)?
  /// The type of the scene shown.
  package private(set) var sceneType: (any SandboxScene.Type)?
  /// The scene's hint, the app's keys and the time readout.
  let chrome: SandboxChrome
  /// The plots of the scene's visualized streams (G).
  let plotPanel = PlotPanel()
  /// The sliders of the scene's parameters (T).
  let tuningPanel = TuningPanel()
  /// The list of every scene (Tab).
  let scenePicker: ScenePicker
  /// A scene a number key asked for, built before the next pointer, touch or gesture event or
  /// the frame's clock tick: a burst of switches builds only the last scene.
  var pendingScene: (any SandboxScene.Type)?
  /// Called when the user asks for a screenshot (F12).
  var onScreenshot: (() -> Void)?
  /// W: write the run as a Lottie animation.
  var onLottie: (() -> Void)?
  /// Compare mode, once ``compare(_:)`` started it.
  private(set) var compareMode: CompareMode?
  /// Compare mode's two panes (empty: one scene in the whole window).
  var panes: [ComparePane] { compareMode?.panes ?? [] }
  /// The parameter values the tuning panel remembers of each scene shown before, by scene name
  /// (as the panel does when another scene is shown: the timeline's checkpoints keep them).
  var rememberedValues: [String: [String: Double]] = [:]
  /// Which build of a scene the one shown is: every scene built (by any switcher) gets the next
  /// number, so a checkpoint knows whether the scene shown now is the one it was made of.
  private(set) var sceneBuild = 0
  private static var builds = 0
  /// Whether the scene shown presents something full-window, and since when (clock time):
  /// the title lines' fade is over 0.15 s after a change (the timeline's checkpoints wait).
  var fullWindow = (presents: false, since: -Double.infinity)

  init(host: SandboxHost, catalog: SceneCatalog) {
    self.host = host
    self.catalog = catalog
    scenePicker = ScenePicker(scenes: catalog.all)
    chrome = SandboxChrome(overlay: host.overlay)
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

  /// Compare mode from now on: every scene is shown twice, side by side (``CompareMode``).
  func compare(_ setups: [ComparePane.Setup]) {
    let mode = CompareMode(host: host, setups: setups) { [unowned self] in
      self.tuningPanel.element.frame
    }
    mode.onTunedPaneChange = { [unowned self] in
      if let type = self.sceneType { self.showTuning(of: type) }
    }
    compareMode = mode
    layout(in: host.root.size)
  }

  /// Updates the scene and the panels once per frame, at the clock's `time`.
  func update(time: Double) {
    scene?.update(time: time)
    compareMode?.update(time: time)
    let scenes = [scene] + panes.map(\.scene)
    let presents = scenes.contains { $0?.presentsFullWindow == true }
    if presents != fullWindow.presents { fullWindow = (presents, time) }
    chrome.update(scenes: scenes, time: time)
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
    compareMode?.tearDown()
    host.router = nil
    pendingScene = nil
    scenePicker.tearDown()
  }

  /// Tears the run down (``tearDown()``) and takes everything the switcher added out of the
  /// window, for a new switcher to take its place (a takeover starts the run over).
  func dispose() {
    tearDown()
    chrome.dispose()
    for element in [plotPanel.element, tuningPanel.element, scenePicker.element] {
      element.removeFromParent()
    }
    compareMode?.dispose()
  }

  /// Replaces the current scene with `type`.
  func show(_ type: any SandboxScene.Type) {
    host.cancelInput()
    scene?.tearDown()
    scene = nil
    let previous = sceneType
    sceneType = type
    Self.builds += 1
    sceneBuild = Self.builds
    if let compareMode {
      compareMode.show(type, after: previous) { pane in
        type.init(context: context(root: pane.element, pane.dispatcher, pane.tuning))
      }
      showTuning(of: type)
    } else {
      if let previous { rememberedValues[previous.name] = tuningPanel.tuning.values }
      let tuning = tuningPanel.makeTuning(for: type)
      scene = type.init(context: context(root: host.root, host.dispatcher, tuning))
      tuningPanel.show(tuning, scene: type, in: host.root.size)
    }
    plotPanel.isSuppressed = type.drawsItsOwnPlots
    chrome.showHint(of: type)
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
    guard let pane = compareMode?.tuned else { return }
    tuningPanel.show(pane.tuning, scene: type, pane: pane.label.text, in: host.root.size)
  }

  /// Lays the hint lines and panels out in a window of `size` points.
  func layout(in size: Size) {
    compareMode?.layout(in: size)
    chrome.layout(in: size)
    tuningPanel.layout(in: size)
    scenePicker.layout(in: size)
  }

  /// What the plots keep clear of: the scene's panels and the tuning panel when it is shown.
  private var occupiedRegions: [Rect] {
    var regions = (scene?.occupiedRegions ?? []) + (compareMode?.occupiedRegions ?? [])
    if tuningPanel.isShown { regions.append(tuningPanel.element.frame) }
    return regions
  }

  /// How many times a parameter of the scene shown (of both copies in compare mode) has changed
  /// value: the timeline marks where this count moves. A count per frame, not the values, so
  /// the frame's check allocates nothing.
  package var parameterChangeCount: Int {
    compareMode?.parameterChangeCount ?? tuningPanel.tuning.changeCount
  }
}
