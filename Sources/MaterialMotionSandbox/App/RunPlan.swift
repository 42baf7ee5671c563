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
    sceneType = try Self.sceneType(
      named: options.scene ?? header?.scene ?? catalog.defaultScene.name, in: catalog)
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
        "--compare: two panes \(paneWidth) points wide make a window wider than 8192; give a --size at most 4096 wide"
      )
    }
    height = options.size?.height ?? header?.height ?? 600
    if !options.headless && !SDLWindow.environmentHasDisplay {
      printError(
        "\(ProgramName.current): no display found (\(SDLWindow.describeDisplayEnvironment())); running headless"
      )
      headless = true
    } else {
      headless = options.headless
    }
    if !headless && options.pixelScale != 1 {
      throw SandboxError(
        "--pixel-scale draws headless runs at a scale; a window draws at its display's: add --headless, or drop --pixel-scale"
      )
    }
    pixelScale = options.pixelScale
    capturing = options.capture != nil || options.video != nil
    let deterministic = headless || replayer != nil || capturing
    renderer = options.renderer == .auto && deterministic ? .software : options.renderer
    fontPath = try FontLocator.locate(override: options.font)
    try SandboxAssets.checkEnvironment()
    try OutputDirectory.prepare(options.screenshotDir, flag: "--screenshot-dir")
    if let path = options.recordInput { try Self.checkNewRecording(path, replay: options.replay) }
    for (flag, path) in [("--report", options.report), ("--report-sheet", options.reportSheet)] {
      if let path { try Self.checkNewOutput(path, flag: flag, replay: options.replay) }
    }
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
    assignments.merge(try parameters.parse(flags: options.assignments)) { _, flag in flag }
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
      let own = try parameters.parse(flags: flags, option: "--compare")
      return ComparePane.Setup(
        label: label(parameters.assignmentsText(own)), own: own,
        values: base.merging(own) { _, pane in pane })
    }
  }

  /// A pane's label: its assignments, or "defaults".
  private static func label(_ assignments: [String]) -> String {
    assignments.isEmpty ? "defaults" : assignments.joined(separator: ", ")
  }

  /// A report goes to a new file, in a folder that exists: a report of another run (another
  /// touchpad) is never overwritten, least of all the recording being replayed.
  private static func checkNewOutput(_ path: String, flag: String, replay: String?) throws {
    var target = stat()
    if lstat(path, &target) == 0 {
      throw SandboxError(
        "\(flag) \(path): the file exists; give a new name (a report is never overwritten)")
    }
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    var info = stat()
    guard stat(folder.isEmpty ? "/" : folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw SandboxError("\(flag) \(path): the folder \(folder) does not exist; create it first")
    }
  }

  /// A recording goes to a new file: never over an existing one, least of all the one being
  /// replayed (however it is named: the same device and inode).
  private static func checkNewRecording(_ path: String, replay: String?) throws {
    var target = stat()
    guard lstat(path, &target) == 0 else { return }
    var source = stat()
    if let replay, stat(replay, &source) == 0, stat(path, &target) == 0,
      source.st_dev == target.st_dev, source.st_ino == target.st_ino
    {
      throw SandboxError(
        "--record-input \(path) is the recording --replay reads; record to a new file")
    }
    throw SandboxError(
      "--record-input \(path): the file exists; record to a new file (a recording is never overwritten or appended to)"
    )
  }
}
