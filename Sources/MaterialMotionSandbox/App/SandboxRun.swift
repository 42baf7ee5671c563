import ArgumentParser
import MaterialMotion
import MaterialMotionSDL

/// One run of the sandbox, in named steps: plan (every check), window and host and their input
/// sources, scenes (a ``SceneRun``), recording, capture, loop, finish. The run's session is the
/// host's delegate; the run is the session's output: it stops at Ctrl-C, measures gestures, and
/// says which frames are drawn and captures them.
@MainActor
final class SandboxRun: RunOutput {
  let options: SandboxOptions
  let catalog: SceneCatalog
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
    let base = try openHost(plan)
    let header = runHeader(base.host, plan)
    // Closes the scenes, then the touchpad receiver (the Wayland receiver's objects live on
    // SDL's connection), then the window.
    let scenes = showScenes(base, plan, header)
    defer { scenes.close() }
    let (window, host) = (scenes.window, scenes.host)
    let recording = try startRecording(host, header)
    scenes.session.recording = recording
    defer { recording?.stop() }
    try startCapture(window, host, plan)
    if options.report != nil || options.reportSheet != nil {
      gestures = GestureReportCollector(host: host)
    }
    let runError = runLoop(host)
    try finish(host, window, session: scenes.session, recording: recording, runError: runError)
  }

  /// The window (a real one, or SDL's dummy driver when headless), the host on it and its input
  /// sources: live input (with the touchpad receiver, whose notes are printed here) or the
  /// replay; the frame limit.
  private func openHost(_ plan: RunPlan) throws -> HostRun {
    let base = try HostRun(
      title: "\(ProgramName.current) — \(plan.sceneName)", width: plan.width, height: plan.height,
      headless: plan.headless, renderer: plan.renderer, vsync: !options.noVsync,
      pixelScale: plan.pixelScale, fontPath: plan.fontPath, timing: plan.timing)
    window = base.window
    let host = base.host
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
    return base
  }

  /// The first scene, with the panels and parameters the plan starts with, and the timeline;
  /// the session is the host's delegate and the run its output.
  private func showScenes(_ base: HostRun, _ plan: RunPlan, _ header: RecordingHeader)
    -> SceneRun
  {
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
    let run = SceneRun(on: base, setup: setup, header: header)
    run.session.onScreenshot = { [unowned self] in self.screenshot.isRequested = true }
    run.session.output = self
    return run
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
        lossless: plan.replayer != nil || plan.headless, replacing: plan.outputs.overwrite)
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

  /// Finishes the outputs (`--lottie` first: the timeline's frames), prints the summary, and
  /// throws what went wrong first.
  private func finish(
    _ host: SandboxHost, _ window: SDLWindow, session: SandboxSession,
    recording: RecordingSession?, runError: Error?
  ) throws {
    var runError = runError
    if let path = options.lottie {
      do {
        print(try session.writeLottie(to: path, replacing: options.overwrite))
      } catch {
        runError = runError ?? error
      }
    }
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
          print(
            try gestures.writeReport(
              to: path, scene: sceneName, replacing: options.overwrite))
        }
        if let path = options.reportSheet {
          print(
            try gestures.writeSheet(
              to: path, scene: sceneName, window: window, replacing: options.overwrite))
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

  // MARK: RunOutput

  /// Ctrl-C (or a SIGTERM) ends the run after the frame it came in.
  func runWillBeginFrame(_ host: SandboxHost) {
    if Interrupts.requested { host.requestQuit() }
  }

  /// `--report`, `--report-sheet`: the frame's gestures are measured.
  func runDidUpdate(_ host: SandboxHost) { gestures?.frame() }

  /// Every frame, or (a headless run that writes nothing but its final frame) only the frames
  /// a screenshot or the end asks for.
  func run(_ host: SandboxHost, shouldDrawFrame index: Int, isLast: Bool) -> Bool {
    !drawsOnlyOutputs || screenshot.isRequested || isLast
  }

  /// `--capture`, `--video`, F12 and a headless run's final frame.
  func run(_ host: SandboxHost, didDrawFrame index: Int, isLast: Bool) throws {
    try capture?.capture(frameIndex: index)
    guard let window else { return }
    try screenshot.write(
      window, frame: index, isLast: isLast,
      stem: { "\(self.options.screenshotDir)/\(ProgramName.current)-\(self.sceneName)-\($0)" })
  }
}
