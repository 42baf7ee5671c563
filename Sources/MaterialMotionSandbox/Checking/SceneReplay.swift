import MaterialMotion
import MaterialMotionChecking
import MaterialMotionSDL

/// A recording replayed in this process: no window on screen and no subprocess, on a fixed time
/// step (frame k at k / fps of the recording), exactly as `motion-sandbox --replay FILE
/// --headless` replays it — the same scenes, parameters, panels and keys, so the same frames.
///
/// Each frame, after its input and its clock tick, ``run(drawing:eachFrame:)`` hands you the
/// element tree; frames you ask for are also drawn with the software renderer and handed over as
/// pixels. Nothing is drawn otherwise, which keeps a replay fast.
///
/// ```swift
/// let replay = try SceneReplay(recording: "assets/replays/tossable-toss.jsonl")
/// try replay.run(drawing: { index, _ in index == 57 }) { frame in
///   print(frame.index, frame.root.children.count, frame.pixels?.count ?? 0)
/// }
/// ```
@MainActor
public final class SceneReplay {
  /// One frame of the replay, as ``run(drawing:eachFrame:)`` hands it over.
  public struct Frame {
    /// Its index, from 0.
    public let index: Int
    /// The frame clock's time, in seconds.
    public let time: Double
    /// Whether it is the last frame: the planned last, or the frame a recorded Esc or window
    /// close ended the replay in.
    public let isLast: Bool
    /// The element tree's root (the scene's elements and the tuning panel; not the overlay of
    /// hints and readouts).
    public let root: Element
    /// The frame drawn, as tightly packed 8-bit RGB rows, when it was asked for.
    public let pixels: [UInt8]?
    /// The frame's width in pixels (when drawn; 0 otherwise).
    public let width: Int
    /// The frame's height in pixels (when drawn; 0 otherwise).
    public let height: Int
  }

  /// The recording.
  public let header: RecordingHeader
  /// The recording's path.
  public let path: String
  /// The scene replayed (the recording's, unless one was given).
  public let sceneName: String
  /// The parameters the scenes get: the recording's, then the `settings` given (which win).
  public let parameters: [String: Double]
  /// How many frames the replay makes at most: until 1 s after the recording's last event (a
  /// recorded Esc or window close ends it sooner).
  public let frameCount: Int
  /// What the frames were drawn with, as `RenderEnvironment` describes it (known once
  /// ``run(drawing:eachFrame:)`` started).
  public private(set) var environment: RenderEnvironment?

  /// Pixels a point the frames are drawn at.
  public let pixelScale: Double

  /// The onion skin its frames are drawn with (nil: none), as `--onion` draws it.
  public let onion: OnionSettings?

  private let replayer: InputReplayer
  private let showsPlots: Bool
  private let catalog: SceneCatalog
  private let sceneType: any SandboxScene.Type

  /// Reads and checks the recording at `path`, the scene and the settings, before anything runs.
  ///
  /// - Parameters:
  ///   - path: A recording (`--record-input`).
  ///   - scenes: The scenes to choose from (the app's; the built-in ones by default).
  ///   - scene: The scene to replay in, if not the recording's.
  ///   - settings: `NAME=VALUE` parameter values, as `--set` takes them.
  ///   - plots: Show the plots of the visualized streams from the start, as `--plots` does
  ///     (they are shown anyway when the recording's panels include them).
  ///   - pixelScale: Pixels a point the frames are drawn at (1 to 4), as `--pixel-scale` does:
  ///     an 800×600 recording at 2 gives 1600×1200 frames.
  ///   - onion: Draw the frames with an onion skin, as `--onion` does (ghosts of earlier
  ///     frames' moving elements beneath each frame drawn); nil, the default, draws none.
  /// - Throws: an error whose description is one line saying what is wrong: a recording that
  ///   cannot be read, an unknown scene or parameter, a value out of range.
  public init(
    recording path: String, scenes: [any SandboxScene.Type] = BuiltInScenes.all,
    scene: String? = nil, settings: [String] = [], plots: Bool = false, pixelScale: Double = 1,
    onion: OnionSettings? = nil
  ) throws {
    guard pixelScale >= 1 && pixelScale <= 4 else {
      throw SandboxError("the pixel scale must be 1 to 4 (got \(pixelScale))")
    }
    self.pixelScale = pixelScale
    showsPlots = plots
    self.onion = onion
    self.path = path
    catalog = try SceneCatalog(scenes)
    replayer = try InputReplayer(path: path)
    header = replayer.header
    guard header.compare.isEmpty else {
      throw SandboxError(
        "\(path) is a comparison of two parameter sets (--compare); an in-process replay shows one scene: record each set's run on its own"
      )
    }
    let name = scene ?? header.scene
    guard let type = catalog.scene(named: name) else {
      throw SandboxError(
        "unknown scene \"\(name)\"; choose one of: \(catalog.names.joined(separator: ", "))")
    }
    sceneType = type
    sceneName = name
    let assignments = ParameterAssignments(catalog: catalog)
    var parameters = try assignments.check(header: header.params, recording: path)
    parameters.merge(try assignments.parse(flags: settings)) { _, flag in flag }
    self.parameters = parameters
    frameCount = replayer.frameCount(fps: header.fps)
  }

  /// Replays the recording from its start: `eachFrame` sees every frame after its input and
  /// its clock tick, with its pixels when `drawing` says to draw it. A replay runs once.
  ///
  /// - Throws: what `eachFrame` throws, or a platform error (no font, SDL cannot start).
  public func run(
    drawing: @escaping (_ index: Int, _ isLast: Bool) -> Bool = { _, _ in false },
    eachFrame: @escaping (Frame) throws -> Void
  ) throws {
    let run = try HostRun(
      title: sceneName, width: header.width, height: header.height, pixelScale: pixelScale,
      timing: .virtual(fps: header.fps))
    defer { run.close() }
    environment = RenderEnvironment(window: run.window, fontPath: run.fontPath)
    let host = run.host
    host.replay = replayer
    host.maxFrames = frameCount
    let switcher = SceneSwitcher(host: host, catalog: catalog)
    switcher.tuningPanel.assignments = parameters
    // A recorded C prints the parameters in a live run; a replay's output is its frames.
    switcher.tuningPanel.output = { _ in }
    switcher.tuningPanel.isShown = header.panels.contains("tuning")
    switcher.plotPanel.isShown = showsPlots || header.panels.contains("plots")
    switcher.show(sceneType)
    defer { switcher.tearDown() }
    let driver = ReplayDriver(switcher: switcher, drawing: drawing, body: eachFrame)
    if let onion {
      let history = FrameHistory()
      driver.onion = (history, OnionSkin(history: history, settings: onion, shown: true))
      host.underlay.addChild(driver.onion!.skin.layer)
    }
    defer { driver.onion?.skin.clear() }
    host.delegate = driver
    try host.run()
    if let failure = driver.failure { throw failure }
  }
}

/// The host's delegate during a ``SceneReplay``: the sandbox's keys and scenes, and the frames
/// handed to the replay's body.
@MainActor
private final class ReplayDriver: SandboxHostDelegate {
  let switcher: SceneSwitcher
  let drawing: (Int, Bool) -> Bool
  let body: (SceneReplay.Frame) throws -> Void
  var pixels: [UInt8] = []
  /// What `body` threw for a frame that was not drawn; it ends the replay.
  var failure: Error?
  /// `onion`'s frames, kept as the app's timeline keeps them, and its ghosts.
  var onion: (history: FrameHistory, skin: OnionSkin)?
  private var lastScene: String?

  init(
    switcher: SceneSwitcher, drawing: @escaping (Int, Bool) -> Bool,
    body: @escaping (SceneReplay.Frame) throws -> Void
  ) {
    self.switcher = switcher
    self.drawing = drawing
    self.body = body
  }

  /// SIGINT or SIGTERM (when ``Interrupts`` are installed, as `check` does) ends the replay
  /// after the frame it came in; the replay is then not complete, and its checks say so.
  func hostWillBeginFrame(_ host: SandboxHost, index: Int, time: Double) {
    if Interrupts.requested { host.requestQuit() }
  }

  func host(_ host: SandboxHost, shouldConsume key: KeyEvent) -> Bool {
    switcher.handleKey(key)
  }

  func hostWillDispatch(_ host: SandboxHost) { switcher.showPendingScene() }

  func host(_ host: SandboxHost, updateAt time: Double) {
    switcher.update(time: time)
    guard let history = onion?.history else { return }
    let scene = switcher.sceneType?.name
    if lastScene != nil, scene != lastScene { history.mark(.sceneChanged, at: host.frameTime) }
    lastScene = scene
    history.append(host.root, number: host.frameIndex, time: host.frameTime, clockTime: time)
  }

  func host(_ host: SandboxHost, didResizeTo size: Size) { switcher.layout(in: size) }

  func host(_ host: SandboxHost, shouldDrawFrame index: Int) -> Bool {
    if drawing(index, isLast(index, host)) {
      if let (history, skin) = onion {
        skin.update(shownAt: history.frames.endIndex - 1, frameInterval: 1 / host.targetFPS)
      }
      return true
    }
    do {
      try body(
        SceneReplay.Frame(
          index: index, time: host.clock.now, isLast: isLast(index, host), root: host.root,
          pixels: nil, width: 0, height: 0))
    } catch {
      failure = error
      host.requestQuit()
    }
    return false
  }

  func host(_ host: SandboxHost, didDrawFrame index: Int) throws {
    let (width, height) = try host.window.readPixelsRGB(into: &pixels)
    try body(
      SceneReplay.Frame(
        index: index, time: host.clock.now, isLast: isLast(index, host), root: host.root,
        pixels: pixels, width: width, height: height))
  }

  /// Whether frame `index` is the last one the host makes.
  private func isLast(_ index: Int, _ host: SandboxHost) -> Bool {
    host.isQuitting || host.maxFrames.map { index + 1 >= $0 } ?? false
  }
}
