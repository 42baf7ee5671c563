import ArgumentParser
import CSDL2
import MaterialMotion
import MaterialMotionSDL

/// One run of the sandbox: resolves the options, opens the window, and wires recording,
/// replay and capture around the scenes.
@MainActor
final class SandboxRun {
  let options: MotionSandbox
  let catalog: SceneCatalog

  init(options: MotionSandbox, catalog: SceneCatalog) {
    self.options = options
    self.catalog = catalog
  }

  func start() throws {
    // A malformed recording is rejected before anything runs or is written.
    let replayer = try options.replay.map { try InputReplayer(path: $0) }
    if let replayer, let line = replayer.skippedTornLine, let path = options.replay {
      printError(
        "\(ProgramName.current): note: \(path) line \(line) is incomplete (the recording was cut off); replaying the \(replayer.eventCount) complete events before it"
      )
    }
    let header = replayer?.header
    let sceneName = options.scene ?? header?.scene ?? catalog.defaultScene.name
    guard let sceneType = catalog.scene(named: sceneName) else {
      throw SDLError(
        "unknown scene \"\(sceneName)\"; choose one of: \(catalog.names.joined(separator: ", "))"
      )
    }
    // Scene parameters: the recording's, then --set (which wins), checked before anything runs.
    let parameters = ParameterAssignments(catalog: catalog)
    var assignments = try parameters.check(
      header: header?.params ?? [:], recording: options.replay ?? "")
    assignments.merge(try parameters.parse(flags: options.assignments)) { _, flag in flag }
    guard assignments.count <= RecordingLimits.maximumParameters else {
      throw SDLError(
        "--set: with the recording's params that is \(assignments.count) parameters; at most \(RecordingLimits.maximumParameters)"
      )
    }
    let tuningShown = options.tuning || header?.panels.contains("tuning") == true
    let plotsShown = options.plots || header?.panels.contains("plots") == true
    let width = options.size?.width ?? header?.width ?? 800
    let height = options.size?.height ?? header?.height ?? 600
    var headless = options.headless
    if !headless && !SDLWindow.environmentHasDisplay {
      printError(
        "\(ProgramName.current): no display found (DISPLAY and WAYLAND_DISPLAY are unset); running headless"
      )
      headless = true
    }
    let capturing = options.capture != nil || options.video != nil
    let deterministic = headless || replayer != nil || capturing
    let rendererChoice = options.renderer == .auto && deterministic ? .software : options.renderer
    let fontPath = try FontLocator.locate(override: options.font)
    try OutputDirectory.prepare(options.screenshotDir, flag: "--screenshot-dir")
    let window = try SDLWindow(
      title: "\(ProgramName.current) — \(sceneName)", width: width, height: height,
      headless: headless,
      renderer: rendererChoice, vsync: !options.noVsync)
    defer { window.close() }

    let virtualFPS = options.fps ?? header?.fps ?? 60
    let timing: HostClock = replayer != nil || headless ? .virtual(fps: virtualFPS) : .realTime
    let host = try SandboxHost(window: window, fontPath: fontPath, timing: timing)
    // Runs before the window's own close (defers run in reverse): the Wayland receiver's objects
    // live on SDL's connection and must go first.
    defer { host.touchpadGestures.close() }
    // The callbacks below capture the host (and the replayer, the final frame's buffer): cleared
    // when the run ends, so one process can run replay after replay in flat memory.
    defer { host.removeCallbacks() }
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
      options.frames ?? replayer?.frameCount(fps: virtualFPS) ?? (headless ? 180 : nil)
    Interrupts.install()

    let switcher = SceneSwitcher(host: host, catalog: catalog)
    switcher.tuningPanel.assignments = assignments
    switcher.tuningPanel.isShown = tuningShown
    switcher.plotPanel.isShown = plotsShown
    switcher.show(sceneType)

    let recorder = try options.recordInput.map { path in
      try InputRecorder(
        path: path,
        header: RecordingHeader(
          scene: sceneName, width: width, height: height,
          fps: options.fps ?? header?.fps ?? Double(window.refreshRate), params: assignments,
          panels: (tuningShown ? ["tuning"] : []) + (plotsShown ? ["plots"] : [])))
    }
    defer { recorder?.close() }
    var recordError: SDLError?
    if let recorder {
      host.eventTap = { event, time in
        guard recordError == nil else { return }
        let input: RecordedInput?
        if event.type == SDL_WINDOWEVENT.rawValue {
          let size = window.sizeInPoints
          input = .windowResize(width: Int(size.width), height: Int(size.height))
        } else {
          input = RecordedInput(event, modifiers: host.translator.modifierState)
        }
        guard let input else { return }
        do {
          try recorder.append(RecordedEvent(t: max(0, time), input: input))
        } catch let error as SDLError {
          recordError = error
          host.requestQuit()
        } catch {}
      }
    }

    defer { replayer?.resize = nil }
    if let replayer {
      replayer.resize = { w, h in
        window.resize(width: w, height: h)
        host.applyWindowSize()
      }
      host.replayedEvent = { replayer.replayed($0) }
    }
    let windowID = SDL_GetWindowID(window.window)
    host.beforeEvents = { _, _ in
      if Interrupts.requested { host.requestQuit() }
    }
    if let replayer {
      host.queueDueInput = { time in replayer.inject(upTo: time, windowID: windowID) }
    }

    let capture =
      try capturing
      ? FrameCapture(
        window: window, directory: options.capture, videoPath: options.video,
        pngLevel: options.pngLevel,
        fps: virtualFPS, lossless: replayer != nil || headless)
      : nil
    capture?.expectedFrames = host.maxFrames

    var screenshotPixels: [UInt8] = []
    var screenshotRequested = false
    switcher.onScreenshot = { screenshotRequested = true }
    let finalFrameWanted = headless && !capturing
    // The last frame: the frame limit is reached, or a quit (Esc, a closed window, Ctrl-C) was
    // requested while this frame was made.
    func isLast(_ index: Int) -> Bool {
      host.isQuitting || host.maxFrames.map { index + 1 >= $0 } ?? false
    }
    host.afterDraw = { index in
      try capture?.capture(frameIndex: index)
      if screenshotRequested || (finalFrameWanted && isLast(index)) {
        let (w, h) = try window.readPixelsRGB(into: &screenshotPixels)
        let suffix = screenshotRequested ? "frame-\(index)" : "final"
        let path = "\(self.options.screenshotDir)/\(ProgramName.current)-\(sceneName)-\(suffix).png"
        try PNGFile.write(path: path, pixels: screenshotPixels, width: w, height: h)
        print(screenshotRequested ? "screenshot: \(path)" : "final frame: \(path)")
        screenshotRequested = false
      }
    }

    if headless && !capturing && !options.drawEveryFrame {
      // Nothing shows a headless frame: draw only those written (F12 screenshots, the final one).
      host.drawsFrame = { index in screenshotRequested || isLast(index) }
    }

    var runError: Error?
    do {
      try host.run()
    } catch {
      runError = error
    }
    if let capture {
      do {
        print("capture: " + (try capture.finish()))
      } catch {
        runError = runError ?? error
      }
    }
    if let recorder {
      print("recorded \(recorder.eventCount) input events to \(recorder.path)")
    }
    if let recordError { throw recordError }
    if let runError { throw runError }
    let stats = FrameStatistics(host.frameDurations)
    print(
      "\(ProgramName.current): \(host.frameIndex) frames (\(window.videoDriver)/\(window.rendererName)), "
        + "frame time median \(SandboxHost.ms(stats.median)) ms, p99 \(SandboxHost.ms(stats.p99)) ms"
        + (host.framesDrawn < host.frameIndex
          ? "; \(host.framesDrawn) drawn (--draw-every-frame draws them all)" : "")
    )
    if Interrupts.requested {
      // Everything above was finished and written; the exit status still says "interrupted"
      // (130 for SIGINT) or "terminated" (143 for SIGTERM).
      printError(
        "\(ProgramName.current): \(Interrupts.description) after \(host.frameIndex) frames; outputs were finalised"
      )
      throw ExitCode(Interrupts.exitStatus)
    }
  }
}
