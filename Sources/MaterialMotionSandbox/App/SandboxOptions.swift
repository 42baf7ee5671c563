import ArgumentParser
import MaterialMotionSDL

/// The sandbox's command line: its flags, their checks, and what a run does with them. Parsed and
/// run by ``SandboxApp/main(scenes:name:arguments:)`` with the scenes it is given.
struct SandboxOptions: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: ProgramName.current,
      abstract: "Try Material Motion interactions with a mouse, a touchscreen or a touchpad.",
      discussion: """
        Keys:
          Esc         quit
          1-9         switch to scene 1 to 9, numbered as --list-scenes lists them
          PgDn/PgUp   switch to the next or previous scene of that list
          Tab         the list of scenes: Up/Down select, Return or a click opens, Esc closes
          P           pause or resume time
          N           step time one frame forward while paused
          S           slow motion: 1x, then 0.25x, then 0.1x, then 1x again
          G           show or hide the plots of the scene's visualized streams
          T           show or hide the tuning panel of the scene's parameters
          Up/Down     select a parameter while the tuning panel is shown
          Left/Right  change it by one step, with Shift by 10 (or drag its slider)
          C           print the parameters' values as --set flags
          E           export the scene's springs and tweens in every format of --export
                      to a new file in --screenshot-dir
          H           show or hide the timeline: the run so far, with marks where
                      gestures began and ended and parameters changed
          , and .     show the frame before or after (the run is held meanwhile);
                      drag along the timeline to show any frame
          J, K, L     play backwards, stop, play forwards (S: 1x, 0.25x, 0.1x);
                      P, or playing past the last frame, goes back to the run
          O           onion skin: ghosts of earlier frames' moving elements beneath
                      the frame (--onion N, else 8 ghosts, every 4th frame)
          F1          show or hide the frame-time overlay
          F12         save a screenshot (into --screenshot-dir)
          W           write the run the timeline keeps as a Lottie animation to a new
                      .json in --screenshot-dir (as --lottie does at the end of a run)
        A scene may take keys of its own; its hint says which.

        Pressing, touching or pinching the scene while the timeline shows an earlier frame \
        takes the run over from that frame: what followed it is replaced, and a recording \
        being made says so.

        Pinch: two fingers on a touchpad (XInput 2.4 on X11 and Xwayland, pointer \
        gestures on Wayland), two fingers on a touchscreen, Ctrl + wheel, or Alt + drag \
        with the mouse.

        --set values go into a recording's header and a replay applies them; --set given \
        with --replay overrides them. --compare A B shows the scene twice, side by side, with \
        the parameter sets A and B over them; input in either pane drives both. A replay takes its scene, size and fps from the \
        recording unless flags say otherwise, and runs until 1 s after its last event.

        Without a display (no DISPLAY or WAYLAND_DISPLAY) the sandbox runs headless.

        \(ExitStatus.help)

        Files written: each whole or not at all (a temporary name, then a rename; nothing is \
        left on an error or a signal), never a file the run reads (the recording replayed, the \
        font, through any link), never two outputs on one path, and never over an existing \
        file: that output is refused unless --overwrite is given. Screenshots, the final \
        frame and exports take the next free number (NAME-2.png, ...); a recording is never \
        replaced.

        Checking recordings against their goldens, with no window: \(ProgramName.current) \
        check --replay FILE|DIR --goldens DIR (see \(ProgramName.current) check --help).

        Images (photo-album) come from assets/images in the current folder or in the \
        checkout the binary was built in; MOTION_SANDBOX_ASSETS=DIR names another assets folder.
        """)
  }

  @Option(help: "The scene to open (see --list-scenes; default: the first one listed).")
  var scene: String?

  @Option(
    parsing: .unconditional,
    help: "Window size in points, WIDTHxHEIGHT, 100 to 8192 a side (default: 800x600).",
    transform: WindowSize.parse)
  var size: WindowSize?

  @Flag(help: "Render without a display (SDL's dummy video driver and software renderer).")
  var headless = false

  @Option(
    parsing: .unconditional,
    help:
      "Headless: draw at N pixels a point, 1 to 4, so captures, videos, screenshots and the final frame are N times the size and as sharp (800x600 at 2 is 1600x1200). A window draws at its display's scale."
  )
  var pixelScale: Double = 1

  @Option(parsing: .unconditional, help: "Stop after N frames (1 to 10,000,000).")
  var frames: Int?

  @Option(
    parsing: .unconditional,
    help:
      "Frame rate: the pace of a window without vsync, and the virtual rate of headless runs and replays (default: the display's; 60 headless; a replay's own)."
  )
  var fps: Double?

  @Option(help: "A .ttf or .otf font file to draw text with (default: DejaVu Sans).")
  var font: String?

  @Option(
    help:
      "The renderer that draws the frames; auto is OpenGL in a window, software when headless, capturing or replaying."
  )
  var renderer: RendererChoice = .auto

  @Flag(
    help:
      "Do not wait for the display's vertical blank; pace frames by sleeping instead (the measured frame time then excludes waiting)."
  )
  var noVsync = false

  @Flag(help: "Start with the plots of the scene's visualized streams shown (G toggles them).")
  var plots = false

  @Flag(
    help: "Start with the tuning panel shown: sliders for the scene's parameters (T toggles it).")
  var tuning = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Onion skin: draw the moving elements of N earlier frames as ghosts beneath each frame, older ones fainter (1 to 64; O toggles them).",
      valueName: "n"))
  var onion: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Frames between two ghosts of --onion (1 to 60, default 4).", valueName: "k"))
  var onionStep: Int?

  @Option(
    name: .customLong("set"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Set the scene parameter NAME to VALUE, e.g. spring.stiffness=120 (repeatable; the tuning panel lists the names, C prints them).",
      valueName: "name=value"))
  var assignments: [String] = []

  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp(
      "Show the scene twice, side by side, with two parameter sets, each NAME=VALUE,NAME=VALUE... (\"\" for the defaults) over --set and a recording's: input in either pane drives both, a replay runs in both; --size is each pane's.",
      valueName: "set"))
  var compare: [String] = []

  @Option(
    help: ArgumentHelp(
      "Record every input event to FILE, a new file (JSON Lines, each line written as it happens).",
      valueName: "file"))
  var recordInput: String?

  @Option(
    help: ArgumentHelp("Replay the input recorded in FILE, deterministically.", valueName: "file"))
  var replay: String?

  @Option(
    help: ArgumentHelp(
      "Write a report of the run's touchpad gestures to FILE, a new file: counts, fingers, rates, intervals, latency, anomalies, as JSON (gesture-lab shows them live).",
      valueName: "file"))
  var report: String?

  @Option(
    help: ArgumentHelp(
      "Write the gesture report's one-page sheet (the tables, badges and histograms) to FILE, a new .png.",
      valueName: "file"))
  var reportSheet: String?

  @Option(help: ArgumentHelp("Write every frame to DIR/frame-000000.png, ...", valueName: "dir"))
  var capture: String?

  @Option(
    help: ArgumentHelp(
      "Write the frames to a .mp4, .webm or .gif video (needs ffmpeg).", valueName: "file"))
  var video: String?

  @Option(
    help: ArgumentHelp(
      "Write the run (what the timeline keeps of it) as a Lottie animation to FILE, a new .json: each element a layer with its motion as keyframes within 0.1 point, 0.5 % opacity.",
      valueName: "file"))
  var lottie: String?

  @Option(parsing: .unconditional, help: "PNG compression for --capture, 0 (none) to 9 (smallest).")
  var pngLevel: Int = 1

  @Flag(
    help:
      "Headless: draw every frame. By default a headless run draws only the frames it writes (every frame when capturing, F12 screenshots, the final frame); motion, input and time advance the same either way."
  )
  var drawEveryFrame = false

  @Option(
    help: ArgumentHelp(
      "Where F12 screenshots and the final frame of a headless run go.", valueName: "dir"))
  var screenshotDir: String = "."

  @Flag(
    help:
      "Replace files already at the paths of --video, --capture, --lottie, --report and --report-sheet (never a file the run reads, never a recording)."
  )
  var overwrite = false

  @Option(
    help: ArgumentHelp(
      "Print the scene's springs and tweens (its parameters as --set and a recording leave them) in a platform's terms, each within its format's stated tolerance of the sandbox's curve, and exit; or say in one line why that format cannot carry the motion: swiftui, uikit, css, android, material-motion, origami or json.",
      valueName: "format"),
    transform: ExportFormat.parse)
  var export: ExportFormat?

  @Flag(help: "List the scenes and exit.")
  var listScenes = false

  func validate() throws {
    if let frames, !(1...10_000_000).contains(frames) {
      throw ValidationError("--frames must be from 1 to 10,000,000 (got \(frames))")
    }
    if let fps, !(fps >= 1 && fps <= 1000) {
      throw ValidationError("--fps must be between 1 and 1000 (got \(fps))")
    }
    if !(pixelScale >= 1 && pixelScale <= 4) {
      throw ValidationError("--pixel-scale must be from 1 to 4 (got \(pixelScale))")
    }
    _ = try OnionSettings.parse(count: onion, step: onionStep)
    if !(0...9).contains(pngLevel) {
      throw ValidationError("--png-level must be 0 to 9 (got \(pngLevel))")
    }
    if !compare.isEmpty && compare.count != 2 {
      throw ValidationError(
        "--compare takes two parameter sets, e.g. --compare spring.stiffness=120 spring.stiffness=300 (got \(compare.count))"
      )
    }
    if !compare.isEmpty, export != nil {
      throw ValidationError("--export writes one set of parameters; drop --compare")
    }
    if export != nil,
      recordInput != nil || capture != nil || video != nil || lottie != nil || report != nil
        || reportSheet != nil
    {
      throw ValidationError(
        "--export prints and exits: it runs nothing to record, capture or report; drop --record-input, --capture, --video, --lottie, --report and --report-sheet"
      )
    }
    if let lottie, !lottie.lowercased().hasSuffix(".json") {
      throw ValidationError(
        "--lottie writes a Lottie animation's JSON; give a file name ending in .json (got \(lottie))"
      )
    }
    if let reportSheet, !reportSheet.lowercased().hasSuffix(".png") {
      throw ValidationError(
        "--report-sheet writes a PNG; give a file name ending in .png (got \(reportSheet))")
    }
  }

  /// The motion `--export` prints: the scene's (`--scene`, else the recording's, else the
  /// first), with the recording's parameters and `--set` applied.
  @MainActor
  func exportedMotion(catalog: SceneCatalog) throws -> MotionExport {
    let header = try replay.map { try InputReplayer(path: $0).header }
    let sceneType: any SandboxScene.Type
    do {
      sceneType = try RunPlan.sceneType(
        named: scene ?? header?.scene ?? catalog.defaultScene.name, in: catalog)
    } catch  where scene != nil {
      throw SandboxError.usage(error)
    }
    let values = try RunPlan.assignments(options: self, catalog: catalog, header: header)
    return MotionExport(
      scene: sceneType.name, tuning: SceneTuning(sceneType.parameters, values: values))
  }

  /// Lists the scenes, prints `--export`, or runs the sandbox with them.
  @MainActor
  func run(catalog: SceneCatalog) throws {
    if listScenes {
      for line in catalog.listing { print(line) }
      return
    }
    do {
      if let export {
        print(try exportedMotion(catalog: catalog).text(export), terminator: "")
        return
      }
      try SandboxRun(options: self, catalog: catalog).start()
    } catch let error where error is PlatformError || error is SandboxError {
      printError("\(ProgramName.current): error: \(error)")
      let usage = (error as? SandboxError)?.isUsage == true
      throw ExitCode(usage ? ExitStatus.usage : ExitStatus.cannotRun)
    }
  }
}
