import ArgumentParser
import MaterialMotionSDL

/// The sandbox's command line: its flags, their checks, and what a run does with them. Parsed and
/// run by ``SandboxApp/main(scenes:name:arguments:)`` with the scenes it is given.
struct SandboxOptions: ParsableCommand {
  @Option(
    help: "The scene to open (see --list-scenes; default: the first one listed).",
    completion: SceneNameCompletion.kind)
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

  @Option(
    help: "A .ttf or .otf font file to draw text with (default: DejaVu Sans).",
    completion: .file(extensions: ["ttf", "otf"]))
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
      "Set the scene parameter NAME to VALUE, e.g. spring.stiffness=120 (repeatable; the tuning panel lists the names, C prints them); spring.preset=NAME or tween.preset=NAME sets a spring, easing or duration from a platform's preset (see --list-presets).",
      valueName: "name=value"), completion: AssignmentCompletion.kind)
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
      valueName: "file"), completion: .file(extensions: ["jsonl"]))
  var recordInput: String?

  @Option(
    help: ArgumentHelp("Replay the input recorded in FILE, deterministically.", valueName: "file"),
    completion: .file(extensions: ["jsonl"]))
  var replay: String?

  @Option(
    help: ArgumentHelp(
      "Write a report of the run's touchpad gestures to FILE, a new file: counts, fingers, rates, intervals, latency, anomalies, as JSON (gesture-lab shows them live).",
      valueName: "file"), completion: .file(extensions: ["json"]))
  var report: String?

  @Option(
    help: ArgumentHelp(
      "Write the gesture report's one-page sheet (the tables, badges and histograms) to FILE, a new .png.",
      valueName: "file"), completion: .file(extensions: ["png"]))
  var reportSheet: String?

  @Option(
    help: ArgumentHelp("Write every frame to DIR/frame-000000.png, ...", valueName: "dir"),
    completion: .directory)
  var capture: String?

  @Option(
    help: ArgumentHelp(
      "Write the frames to a .mp4, .webm or .gif video (needs ffmpeg).", valueName: "file"),
    completion: .file(extensions: ["mp4", "webm", "gif"]))
  var video: String?

  @Option(
    help: ArgumentHelp(
      "Write the run (what the timeline keeps of it) as a Lottie animation to FILE, a new .json: each element a layer with its motion as keyframes within 0.1 point, 0.5 % opacity.",
      valueName: "file"),
    completion: .file(extensions: ["json"]))
  var lottie: String?

  @Option(
    parsing: .unconditional,
    help:
      "PNG compression for --capture: 1 (the default) the fast run encoder, 0 none, 2 to 9 zlib's levels (smallest at 9)."
  )
  var pngLevel: Int = 1

  @Flag(
    help:
      "Headless: draw every frame. By default a headless run draws only the frames it writes (every frame when capturing, F12 screenshots, the final frame); motion, input and time advance the same either way."
  )
  var drawEveryFrame = false

  @Option(
    help: ArgumentHelp(
      "Where F12 screenshots and the final frame of a headless run go.", valueName: "dir"),
    completion: .directory)
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
    completion: .list(ExportFormat.allCases.map(\.rawValue)), transform: ExportFormat.parse)
  var export: ExportFormat?

  @Flag(help: "List the scenes and exit.")
  var listScenes = false

  @Flag(
    help:
      "List the platforms' presets that --set spring.preset=NAME and tween.preset=NAME take (SwiftUI, UIKit, Android, Material 3, CSS), each spring with its stiffness, damping, damping ratio, response and settling time, and exit."
  )
  var listPresets = false

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
  /// first), with the recording's parameters and `--set` applied, compared from the release
  /// velocity of the recording's last gesture too (``ReleaseVelocity``).
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
    // The last gesture's release velocity, from a headless replay of the recording.
    let velocity = try replay.flatMap { path in
      ReleaseVelocity.measure(
        try SceneReplay(
          recording: path, scenes: catalog.all, scene: sceneType.name, settings: assignments
        )
        .capture().trace)
    }
    return MotionExport(
      sceneType, tuning: SceneTuning(sceneType.parameters, values: values),
      releaseVelocity: velocity)
  }

  /// Lists the scenes, prints `--export`, or runs the sandbox with them.
  @MainActor
  func run(catalog: SceneCatalog) throws {
    if listScenes || listPresets {
      for line in listScenes ? catalog.listing : PresetListing.lines { print(line) }
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
