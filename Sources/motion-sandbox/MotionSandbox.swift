import ArgumentParser
import MaterialMotion
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

@main
struct MotionSandbox: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "motion-sandbox",
    abstract: "Try Material Motion interactions with a mouse, a touchscreen or a touchpad.",
    discussion: """
      Keys: Esc quits, 1-9 switch scene, F1 toggles the frame-time overlay.
      Without a display (no DISPLAY or WAYLAND_DISPLAY) the sandbox runs headless.
      """)

  @Option(help: "The scene to open (see --list-scenes).")
  var scene: String = "scalable"

  @Option(help: "Window size in points, WIDTHxHEIGHT.")
  var size: WindowSize = WindowSize(width: 800, height: 600)

  @Flag(help: "Render without a display (SDL's dummy video driver and software renderer).")
  var headless = false

  @Option(help: "Stop after N frames.")
  var frames: Int?

  @Option(
    help:
      "Frame rate: the pace without vsync, and the virtual rate of headless runs (default: the display's, 60 headless)."
  )
  var fps: Double?

  @Option(help: "A .ttf or .otf font file to draw text with (default: DejaVu Sans).")
  var font: String?

  @Option(help: "Renderer: software, opengl or auto (auto: OpenGL in a window when available).")
  var renderer: RendererChoice = .auto

  @Option(help: "Where screenshots and the final frame of a headless run go.")
  var screenshotDir: String = "."

  @Flag(help: "List the scenes and exit.")
  var listScenes = false

  func validate() throws {
    if let frames, frames < 1 {
      throw ValidationError("--frames must be at least 1 (got \(frames))")
    }
    if let fps, !(fps > 0 && fps <= 1000) {
      throw ValidationError("--fps must be between 1 and 1000 (got \(fps))")
    }
  }

  func run() throws {
    try MainActor.assumeIsolated {
      if listScenes {
        for (i, type) in SceneCatalog.all.enumerated() {
          print("\(i + 1)  \(type.name.padding(12))\(type.hint)")
        }
        return
      }
      guard let sceneType = SceneCatalog.scene(named: scene) else {
        throw failure(
          "unknown scene \"\(scene)\"; choose one of: \(SceneCatalog.names.joined(separator: ", "))"
        )
      }
      var headless = self.headless
      if !headless && !SDLWindow.environmentHasDisplay {
        printError(
          "motion-sandbox: no display found (DISPLAY and WAYLAND_DISPLAY are unset); running headless"
        )
        headless = true
      }
      do {
        let fontPath = try FontLocator.locate(override: font)
        let window = try SDLWindow(
          title: "motion-sandbox — \(scene)", width: size.width, height: size.height,
          headless: headless,
          renderer: headless && renderer == .auto ? .software : renderer)
        defer { window.close() }
        let timing: HostClock = headless ? .virtual(fps: fps ?? 60) : .realTime
        let host = try SandboxHost(window: window, fontPath: fontPath, timing: timing)
        if let fps { host.targetFPS = fps }
        host.maxFrames = frames ?? (headless ? 180 : nil)
        let app = SandboxApp(host: host)
        app.show(sceneType)
        var lastFrame: [UInt8] = []
        var lastSize = (width: 0, height: 0)
        if headless {
          host.afterDraw = { index in
            if index + 1 == host.maxFrames { lastSize = try window.readPixelsRGB(into: &lastFrame) }
          }
        }
        try host.run()
        if headless, !lastFrame.isEmpty {
          let path = "\(screenshotDir)/motion-sandbox-\(scene)-final.png"
          try PNGFile.write(
            path: path, pixels: lastFrame, width: lastSize.width, height: lastSize.height)
          print(
            "motion-sandbox: ran \(host.frameIndex) frames headless; final frame written to \(path)"
          )
        }
      } catch let error as SDLError {
        throw failure(error.description)
      }
    }
  }

  private func failure(_ message: String) -> ExitCode {
    printError("motion-sandbox: error: \(message)")
    return ExitCode(1)
  }
}

/// `WIDTHxHEIGHT`, e.g. `800x600`.
struct WindowSize: ExpressibleByArgument, Sendable {
  let width: Int
  let height: Int

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  init?(argument: String) {
    let parts = argument.lowercased().split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 100, h >= 100,
      w <= 8192,
      h <= 8192
    else { return nil }
    self.init(width: w, height: h)
  }

  var defaultValueDescription: String { "\(width)x\(height)" }
}

extension RendererChoice: ExpressibleByArgument {}

/// Writes one line to standard error.
func printError(_ message: String) {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

extension String {
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
