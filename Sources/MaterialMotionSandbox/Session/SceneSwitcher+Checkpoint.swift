import MaterialMotion

/// The scenes and panels in a timeline's checkpoint (``RunCheckpoint``), and a switcher built
/// back to one.
extension SceneSwitcher {
  /// What of the scenes and panels a takeover needs to build them back: the scene shown, the
  /// parameter values the tuning panel holds and remembers, its selected row, and which panels
  /// are shown.
  struct Checkpoint {
    /// The scene shown.
    let sceneType: any SandboxScene.Type
    /// Which build of it (``SceneSwitcher/sceneBuild``).
    let sceneBuild: Int
    /// The values the tuning panel remembers of the scenes shown before, by scene name.
    let remembered: [String: [String: Double]]
    /// The scene's parameter values.
    let values: [String: Double]
    /// The tuning panel's selected row.
    let selectedParameter: Int
    /// Whether the tuning panel and the plots are shown.
    let tuningShown: Bool
    let plotsShown: Bool

    /// Roughly how many bytes it takes.
    var bytes: Int {
      MemoryLayout<Self>.stride + 64
        * (values.count + remembered.values.reduce(remembered.count) { $0 + $1.count })
    }
  }

  /// The switcher's and the scene's checkpoints at clock time `clockTime`, or nil when none can
  /// be made now: in compare mode, with the scene picker shown or a scene about to be shown,
  /// while the title lines fade, or when the scene is not a ``CheckpointableScene`` or makes
  /// none.
  func checkpoint(clockTime: Double) -> (Checkpoint, any SceneCheckpoint)? {
    guard compareMode == nil, !scenePicker.isShown, pendingScene == nil, let sceneType,
      clockTime - fullWindow.since > TitleFade.duration,
      let scene = checkpointable, let sceneCheckpoint = scene.checkpoint()
    else { return nil }
    let switcher = Checkpoint(
      sceneType: sceneType, sceneBuild: sceneBuild, remembered: rememberedValues,
      values: tuningPanel.tuning.values,
      selectedParameter: selectedParameter, tuningShown: tuningPanel.isShown,
      plotsShown: plotPanel.isShown)
    return (switcher, sceneCheckpoint)
  }

  /// The tuning panel's selected row, as its rows show it: the one highlighted (the panel's
  /// first four children are its face, heading and two lines; its rows follow).
  var selectedParameter: Int {
    tuningPanel.element.children.dropFirst(4).enumerated().first {
      $0.element.backgroundColor != .clear
    }?.offset ?? 0
  }

  /// Shows `checkpoint`'s scene as it was built (the values the panel remembers of it, else
  /// `assignments`), sets its parameters to the checkpoint's values, restores it to `scene`, and
  /// the panels to the checkpoint's; at clock time `clockTime`, the title lines as they were.
  func restore(
    _ checkpoint: Checkpoint, scene sceneCheckpoint: any SceneCheckpoint, clockTime: Double
  ) {
    tuningPanel.isShown = checkpoint.tuningShown
    plotPanel.isShown = checkpoint.plotsShown
    // The panel remembers a scene's values when another is shown: show each remembered set and
    // then ask for the next scene's, and the panel remembers exactly these.
    for (name, values) in checkpoint.remembered.sorted(by: { $0.key < $1.key }) {
      guard let type = catalog.scene(named: name) else { continue }
      tuningPanel.show(
        SceneTuning(type.parameters, values: values), scene: type, in: host.root.size)
      _ = tuningPanel.makeTuning(for: type)
    }
    rememberedValues = checkpoint.remembered
    show(checkpoint.sceneType)
    restoreShown(checkpoint, scene: sceneCheckpoint, clockTime: clockTime)
  }

  /// Puts the scene shown, the very build `checkpoint` was made of (no other was shown since),
  /// and the panels back to `checkpoint` (the scene to `scene`) at clock time `clockTime`.
  func restoreInPlace(
    _ checkpoint: Checkpoint, scene sceneCheckpoint: any SceneCheckpoint, clockTime: Double
  ) {
    precondition(sceneBuild == checkpoint.sceneBuild, "a checkpoint of another build of the scene")
    pendingScene = nil
    if scenePicker.isShown { scenePicker.isShown = false }
    tuningPanel.isShown = checkpoint.tuningShown
    plotPanel.isShown = checkpoint.plotsShown
    restoreShown(checkpoint, scene: sceneCheckpoint, clockTime: clockTime)
  }

  /// The parameters' values, the selected row, the scene and the title lines, as they were.
  private func restoreShown(
    _ checkpoint: Checkpoint, scene sceneCheckpoint: any SceneCheckpoint, clockTime: Double
  ) {
    let tuning = tuningPanel.tuning
    for (name, value) in checkpoint.values {
      if let property = tuning.property(named: name), property.value != value {
        property.value = value
      }
    }
    let rows = tuning.parameters.count
    let offset = rows > 0 ? (checkpoint.selectedParameter - selectedParameter + rows) % rows : 0
    if offset > 0 { tuningPanel.perform(.select(by: offset), inputTime: host.frameTime) }
    guard let scene = checkpointable else {
      preconditionFailure("a checkpoint of \(checkpoint.sceneType.name), which makes none")
    }
    scene.restore(sceneCheckpoint)
    // The title lines: where they are then (no fade in progress at a checkpoint), and the
    // time their next fade starts from (a time before the last sets them at once).
    chrome.update(scenes: [scene], time: clockTime)
    fullWindow = (scene.presentsFullWindow, -.infinity)
    chrome.showTimeReadout(host.timeControl.readout)
  }
}
