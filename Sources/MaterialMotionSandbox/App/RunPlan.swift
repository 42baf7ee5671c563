import MaterialMotion
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// Everything a run will do, resolved from the flags and the recording being replayed, and
/// checked before anything opens or is written: a bad recording, scene, parameter, font, folder
/// or output file stops the run here with one line, and nothing has changed on disk.
@MainActor
struct RunPlan {
  /// The recording being replayed.
  let replayer: InputReplayer?
  /// The scene shown first.
  let sceneType: any SandboxScene.Type
  /// Scene parameters: the recording's, then `--set`, which wins.
  let assignments: [String: Double]
  /// `--compare`: the two panes' parameters; nil for one scene in the whole window.
  let compareSetups: [ComparePane.Setup]?
  /// Panels shown from the start.
  let tuningShown: Bool
  let plotsShown: Bool
  /// The window's size in points.
  let width: Int
  let height: Int
  /// Whether the run has no window (asked for, or no display to show one).
  let headless: Bool
  /// Pixels a point of a headless run (`--pixel-scale`).
  let pixelScale: Double
  /// Whether frames are written (`--capture`, `--video`).
  let capturing: Bool
  let renderer: RendererChoice
  let fontPath: String
  /// What the run may write, and where (``OutputPolicy``): its outputs are claimed.
  let outputs: OutputPolicy
  /// The frame rate of virtual time (headless runs, replays).
  let virtualFPS: Double
  let timing: HostClock

  var sceneName: String { sceneType.name }

  init(options: SandboxOptions, catalog: SceneCatalog) throws {
    // A malformed recording is rejected before anything runs or is written.
    let replayer = try options.replay.map { try InputReplayer(path: $0) }
    if let replayer, let line = replayer.skippedTornLine, let path = options.replay {
      printError(
        "\(ProgramName.current): note: \(path) line \(line) is incomplete (the recording was cut off); replaying the \(replayer.eventCount) complete events before it"
      )
    }
    self.replayer = replayer
    let header = replayer?.header
    do {
      sceneType = try Self.sceneType(
        named: options.scene ?? header?.scene ?? catalog.defaultScene.name, in: catalog)
    } catch  where options.scene != nil {
      throw SandboxError.usage(error)
    }
    assignments = try Self.assignments(options: options, catalog: catalog, header: header)
    tuningShown = options.tuning || header?.panels.contains("tuning") == true
    plotsShown = options.plots || header?.panels.contains("plots") == true
    compareSetups = try Self.compareSetups(
      options: options, catalog: catalog, base: assignments, header: header)
    // In compare mode the size is each pane's, and the window holds two.
    let paneWidth = options.size?.width ?? header?.width ?? 800
    width = compareSetups == nil ? paneWidth : 2 * paneWidth
    guard width <= 8192 else {
      throw SandboxError(
        "--compare: two panes \(paneWidth) points wide make a window wider than 8192; give a --size at most 4096 wide",
        isUsage: true)
    }
    height = options.size?.height ?? header?.height ?? 600
    if !options.headless && !SDLWindow.environmentHasDisplay {
      printError(
        "\(ProgramName.current): note: no display found (\(SDLWindow.describeDisplayEnvironment())); running headless"
      )
      headless = true
    } else {
      headless = options.headless
    }
    if !headless && options.pixelScale != 1 {
      throw SandboxError(
        "--pixel-scale draws headless runs at a scale; a window draws at its display's: add --headless, or drop --pixel-scale",
        isUsage: true)
    }
    pixelScale = options.pixelScale
    capturing = options.capture != nil || options.video != nil
    let deterministic = headless || replayer != nil || capturing
    renderer = options.renderer == .auto && deterministic ? .software : options.renderer
    fontPath = try FontLocator.locate(override: options.font)
    try SandboxAssets.checkEnvironment()
    try OutputDirectory.prepare(options.screenshotDir, flag: "--screenshot-dir")
    outputs = try Self.outputs(options, fontPath: fontPath)
    virtualFPS = options.fps ?? header?.fps ?? 60
    timing = replayer != nil || headless ? .virtual(fps: virtualFPS) : .realTime
  }

  /// The scene named `name`, or the line that says it is unknown.
  static func sceneType(named name: String, in catalog: SceneCatalog) throws
    -> any SandboxScene.Type
  {
    guard let sceneType = catalog.scene(named: name) else {
      throw SandboxError(
        "unknown scene \"\(name)\"; choose one of: \(catalog.names.joined(separator: ", "))")
    }
    return sceneType
  }

  /// The recording's parameters, then `--set` (which wins), checked against the scenes.
  static func assignments(
    options: SandboxOptions, catalog: SceneCatalog, header: RecordingHeader?
  ) throws -> [String: Double] {
    let parameters = ParameterAssignments(catalog: catalog)
    var assignments = try parameters.check(
      header: header?.params ?? [:], recording: options.replay ?? "")
    do {
      assignments.merge(try parameters.parse(flags: options.assignments)) { _, flag in flag }
    } catch {
      throw SandboxError.usage(error)
    }
    guard assignments.count <= RecordingLimits.maximumParameters else {
      throw SandboxError(
        "--set: with the recording's params that is \(assignments.count) parameters; at most \(RecordingLimits.maximumParameters)"
      )
    }
    return assignments
  }

  /// `--compare`'s two sets over the run's `assignments`, each parsed and checked like `--set`;
  /// without `--compare`, a replayed comparison's (checked like its `params`).
  private static func compareSetups(
    options: SandboxOptions, catalog: SceneCatalog, base: [String: Double],
    header: RecordingHeader?
  ) throws -> [ComparePane.Setup]? {
    let parameters = ParameterAssignments(catalog: catalog)
    if options.compare.isEmpty, let sets = header?.compare, !sets.isEmpty {
      return try sets.map { own in
        let checked = try parameters.check(header: own, recording: options.replay ?? "")
        return ComparePane.Setup(
          label: label(parameters.assignmentsText(checked)), own: checked,
          values: base.merging(checked) { _, pane in pane })
      }
    }
    guard !options.compare.isEmpty else { return nil }
    return try options.compare.map { text in
      let flags = text.split(separator: ",").map {
        String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
      }.filter { !$0.isEmpty }
      let own: [String: Double]
      do {
        own = try parameters.parse(flags: flags, option: "--compare")
      } catch {
        throw SandboxError.usage(error)
      }
      // A preset is labelled by its name, not by the values it set.
      let presets = flags.contains { parameters.isPreset(String($0.prefix { $0 != "=" })) }
      return ComparePane.Setup(
        label: label(presets ? flags : parameters.assignmentsText(own)), own: own,
        values: base.merging(own) { _, pane in pane })
    }
  }

  /// A pane's label: its assignments, or "defaults".
  private static func label(_ assignments: [String]) -> String {
    assignments.isEmpty ? "defaults" : assignments.joined(separator: ", ")
  }

  /// Every output of the run claimed under the one policy: none is an input (the recording
  /// replayed, the font), none shares a path with another, none replaces a file unless
  /// `--overwrite` (a recording never); reports go into a folder that exists.
  private static func outputs(_ options: SandboxOptions, fontPath: String) throws -> OutputPolicy {
    var policy = OutputPolicy(overwrite: options.overwrite)
    if let replay = options.replay { policy.reads(replay, by: "--replay") }
    policy.reads(fontPath, by: "--font")
    if let path = options.recordInput {
      try policy.claim(path, by: "--record-input", replacing: false)
    }
    for (flag, path) in [
      ("--report", options.report), ("--report-sheet", options.reportSheet),
      ("--video", options.video), ("--lottie", options.lottie),
    ] {
      guard let path else { continue }
      try policy.claim(path, by: flag)
      if flag != "--video" { try requireFolder(of: path, flag: flag) }
    }
    if let folder = options.capture {
      try policy.claimSeries(in: folder, by: "--capture") { FrameCapture.isFrameName($0) }
    }
    return policy
  }

  /// A report goes into a folder that exists.
  private static func requireFolder(of path: String, flag: String) throws {
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    var info = stat()
    guard stat(folder.isEmpty ? "/" : folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw SandboxError("\(flag) \(path): the folder \(folder) does not exist; create it first")
    }
  }
}
