import ArgumentParser
import MaterialMotion
import MaterialMotionSDL

/// One run of the sandbox, in named steps: plan (every check), window, host and its input
/// sources, scenes, recording, capture, loop, finish. It is the host's delegate for the run:
/// frame by frame it hands keys and frames to the scenes, and drawn frames to the capture.
@MainActor
final class SandboxRun: SandboxHostDelegate {
  let options: SandboxOptions
  let catalog: SceneCatalog
  /// The scenes, panels and timeline.
  private var session: SandboxSession?
  private var capture: FrameCapture?
  private var screenshot = ScreenshotWriter()
  /// A headless run that writes nothing but its final frame draws only that frame.
  private var drawsOnlyOutputs = false
  private var window: SDLWindow?
  private var sceneName = ""
  /// `--report`, `--report-sheet`: the run's touchpad gestures, measured.
  private var gestures: GestureReportCollector?

  init(options: SandboxOptions, catalog: SceneCatalog) {
    self.options = options
    self.catalog = catalog
  }

  func start() throws {
    let plan = try RunPlan(options: options, catalog: catalog)
    sceneName = plan.sceneName
    // Before SDL starts: SDL_Init installs SIGINT/SIGTERM handlers of its own (turning a signal
    // into an ordinary quit) wherever the handler is still the default one.
    Interrupts.install()
    let window = try openWindow(plan)
    defer { window.close() }
    let host = try makeHost(window, plan)
    // Runs before the window's own close (defers run in reverse): the Wayland receiver's objects
    // live on SDL's connection and must go first.
    defer { host.touchpadGestures.close() }
    let header = runHeader(host, plan)
    showScenes(host, plan, header)
    defer { session?.tearDown() }
    let recording = try startRecording(host, header)
    session?.recording = recording
    defer { recording?.stop() }
    try startCapture(window, host, plan)
    if options.report != nil || options.reportSheet != nil {
      gestures = GestureReportCollector(host: host)
    }
    let runError = runLoop(host)
    try finish(host, window, recording: recording, runError: runError)
  }

  /// The window: a real one, or SDL's dummy driver when headless.
  private func openWindow(_ plan: RunPlan) throws -> SDLWindow {
    let window = try SDLWindow(
      title: "\(ProgramName.current) — \(plan.sceneName)", width: plan.width, height: plan.height,
      headless: plan.headless, renderer: plan.renderer, vsync: !options.noVsync,
      pixelScale: plan.pixelScale)
    self.window = window
    return window
  }

  /// The host and its input sources: live input (with the touchpad receiver, whose notes are
  /// printed here) or the replay; the frame limit.
  private func makeHost(_ window: SDLWindow, _ plan: RunPlan) throws -> SandboxHost {
    let host = try SandboxHost(window: window, fontPath: plan.fontPath, timing: plan.timing)
    host.delegate = self
    host.renderer.images.report = { printError("\(ProgramName.current): \($0)") }
    host.replay = plan.replayer
    if let fps = options.fps { host.targetFPS = fps }
    switch host.touchpadGestures.status {
    case .unavailable(let reason?):
      printError("\(ProgramName.current): note: \(reason); the rest of the input works")
    case .failed(let reason):
      printError(
        "\(ProgramName.current): note: touchpad pinch is off: \(reason); the rest of the input works"
      )
    default:
      break
    }
    host.maxFrames =
      options.frames ?? plan.replayer?.frameCount(fps: plan.virtualFPS)
      ?? (plan.headless ? 180 : nil)
    return host
  }

  /// The first scene, with the panels and parameters the plan starts with, and the timeline.
  private func showScenes(_ host: SandboxHost, _ plan: RunPlan, _ header: RecordingHeader) {
    let setup = SandboxSession.Setup(
      catalog: catalog, sceneType: plan.sceneType, assignments: plan.assignments,
      tuningShown: plan.tuningShown, plotsShown: plan.plotsShown,
      compareSetups: plan.compareSetups,
      doublesReplayedWindows: plan.compareSetups != nil
        && plan.replayer?.header.compare.isEmpty == true,
      exportDirectory: options.screenshotDir, frameLimit: options.frames,
      onion: options.onion.map {
        OnionSettings(count: $0, step: options.onionStep ?? OnionSettings.defaultStep)
      })
    let session = SandboxSession(host: host, setup: setup, header: header)
    session.onScreenshot = { [unowned self] in self.screenshot.isRequested = true }
    self.session = session
  }

  /// The run as a recording's header says it: the scene, the window (a comparison keeps one
  /// pane's width and its two sets, in the version that carries them), the frame rate, the
  /// parameters and panels it starts with.
  private func runHeader(_ host: SandboxHost, _ plan: RunPlan) -> RecordingHeader {
    let compare = plan.compareSetups?.map(\.own) ?? []
    return RecordingHeader(
      scene: plan.sceneName, width: compare.isEmpty ? plan.width : plan.width / 2,
      height: plan.height,
      fps: options.fps ?? plan.replayer?.header.fps ?? Double(host.window.refreshRate),
      version: compare.isEmpty ? Recording.version : Recording.compareVersion,
      params: plan.assignments,
      panels: (plan.tuningShown ? ["tuning"] : []) + (plan.plotsShown ? ["plots"] : []),
      compare: compare)
  }

  /// `--record-input`: every input the host handles goes to the new file.
  private func startRecording(_ host: SandboxHost, _ header: RecordingHeader) throws
    -> RecordingSession?
  {
    guard let path = options.recordInput else { return nil }
    return try RecordingSession(path: path, header: header, host: host)
  }

  /// `--capture` and `--video`, and which frames a headless run draws.
  private func startCapture(_ window: SDLWindow, _ host: SandboxHost, _ plan: RunPlan) throws {
    if plan.capturing {
      let capture = try FrameCapture(
        window: window, directory: options.capture, videoPath: options.video,
        pngLevel: options.pngLevel, fps: plan.virtualFPS,
        lossless: plan.replayer != nil || plan.headless)
      capture.expectedFrames = host.maxFrames
      self.capture = capture
    }
    screenshot.writesFinalFrame = plan.headless && !plan.capturing
    drawsOnlyOutputs = plan.headless && !plan.capturing && !options.drawEveryFrame
  }

  /// Runs frames until the end; returns what stopped it early, if anything did.
  private func runLoop(_ host: SandboxHost) -> Error? {
    do {
      try host.run()
      return nil
    } catch {
      return error
    }
  }

  /// Finishes the outputs, prints the summary, and throws what went wrong first.
  private func finish(
    _ host: SandboxHost, _ window: SDLWindow, recording: RecordingSession?, runError: Error?
  ) throws {
    var runError = runError
    if let capture {
      do {
        print("capture: " + (try capture.finish()))
      } catch {
        runError = runError ?? error
      }
    }
    if let recording {
      recording.stop()
      print("recorded \(recording.recorder.eventCount) input events to \(recording.recorder.path)")
      if let error = recording.error { throw error }
    }
    if let gestures {
      do {
        if let path = options.report {
          print(try gestures.writeReport(to: path, scene: sceneName))
        }
        if let path = options.reportSheet {
          print(try gestures.writeSheet(to: path, scene: sceneName, window: window))
        }
      } catch {
        runError = runError ?? error
      }
    }
    if let runError { throw runError }
    let stats = FrameStatistics(host.frameDurations)
    print(
      "\(ProgramName.current): \(host.frameIndex) frames (\(window.videoDriver)/\(window.rendererName)), "
        + "frame time median \(ValueFormat.milliseconds(stats.median)) ms, p99 \(ValueFormat.milliseconds(stats.p99)) ms"
        + (host.renderer.images.decodeCount > 0 ? "; images: \(host.renderer.images.summary)" : "")
        + (host.framesDrawn < host.frameIndex
          ? "; \(host.framesDrawn) drawn (--draw-every-frame draws them all)" : ""))
    if Interrupts.requested {
      // Everything above was finished and written; the exit status still says "interrupted"
      // (130 for SIGINT) or "terminated" (143 for SIGTERM).
      printError(
        "\(ProgramName.current): \(Interrupts.description) after \(host.frameIndex) frames; outputs were finalised"
      )
      throw ExitCode(Interrupts.exitStatus)
    }
  }

  // MARK: SandboxHostDelegate

  func hostWillBeginFrame(_ host: SandboxHost, index: Int, time: Double) {
    if Interrupts.requested { host.requestQuit() }
  }

  func host(_ host: SandboxHost, shouldConsume key: KeyEvent) -> Bool {
    session?.host(host, shouldConsume: key) ?? false
  }

  func host(_ host: SandboxHost, intercepts input: TimedInput) -> Bool {
    session?.host(host, intercepts: input) ?? false
  }

  func hostWillDispatch(_ host: SandboxHost) { session?.hostWillDispatch(host) }

  func host(_ host: SandboxHost, updateAt time: Double) {
    gestures?.frame()
    session?.host(host, updateAt: time)
  }

  func host(_ host: SandboxHost, didResizeTo size: Size) { session?.host(host, didResizeTo: size) }

  func host(_ host: SandboxHost, shouldDrawFrame index: Int) -> Bool {
    let draws = !drawsOnlyOutputs || screenshot.isRequested || isLast(index, host)
    if draws { session?.willDraw() }
    return draws
  }

  func host(_ host: SandboxHost, didDrawFrame index: Int) throws {
    try capture?.capture(frameIndex: index)
    guard let window else { return }
    try screenshot.write(
      window, frame: index, isLast: isLast(index, host),
      path: { "\(self.options.screenshotDir)/\(ProgramName.current)-\(self.sceneName)-\($0).png" })
  }

  /// Whether frame `index` is the last: the frame limit is reached, or a quit (Esc, a closed
  /// window, Ctrl-C) was requested while it was made.
  private func isLast(_ index: Int, _ host: SandboxHost) -> Bool {
    host.isQuitting || host.maxFrames.map { index + 1 >= $0 } ?? false
  }
}
