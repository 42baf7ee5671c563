import CSDL2
import CTouchpadGestures
import MaterialMotion

#if canImport(Glibc)
  import Glibc
#endif

/// An SDL window and its renderer, in a real X11/Wayland window or headless.
///
/// Headless windows use SDL's `dummy` video driver and the software renderer: nothing needs a
/// display, and what is drawn is the same, pixel for pixel, as the software renderer in a window.
@MainActor
public final class SDLWindow {
  /// The SDL window.
  public let window: OpaquePointer
  /// The SDL renderer.
  public let renderer: OpaquePointer
  /// Whether this window is headless (no display).
  public let isHeadless: Bool
  /// The SDL video driver in use (`x11`, `wayland`, `dummy`, ...).
  public let videoDriver: String
  /// The renderer's name as SDL reports it (`software`, `opengl`, ...).
  public let rendererName: String
  /// Whether presenting waits for the display's vertical blank.
  public let hasVSync: Bool
  /// The display's refresh rate in Hz (60 when the display does not say).
  public let refreshRate: Int
  /// Pixels per point of a headless window (its drawable is this many times its size in
  /// points); nil for a window, whose scale is its display's.
  public let headlessPixelScale: Double?
  /// The frame as the raster canvas drew it, as RGB rows, for ``readPixelsRGB(into:)``: written
  /// only when enabled (by a capture, which reads every frame).
  let frameReadout = FrameReadout()
  private var closed = false

  /// Whether a display is reachable from the environment (`DISPLAY` or `WAYLAND_DISPLAY`).
  public static var environmentHasDisplay: Bool {
    let display = getenv("DISPLAY").map { String(cString: $0) } ?? ""
    let wayland = getenv("WAYLAND_DISPLAY").map { String(cString: $0) } ?? ""
    return !display.isEmpty || !wayland.isEmpty
  }

  /// Opens a window of `width`×`height` points titled `title`. A headless window draws at
  /// `pixelScale` pixels a point (1 to 4; its drawable is that many times larger, and everything
  /// is drawn that much sharper, not scaled up); a window's scale is its display's (a Wayland
  /// output at scale 2 gives 2 with a renderer that draws at the device's resolution).
  ///
  /// - Throws: ``PlatformError`` with a one-line remedy when the display cannot be opened or no
  ///   renderer can be created.
  public init(
    title: String, width: Int, height: Int, headless: Bool, renderer choice: RendererChoice,
    vsync: Bool = true, pixelScale: Double = 1
  ) throws {
    precondition(pixelScale >= 1 && pixelScale <= 4, "SDLWindow: pixelScale must be 1 to 4")
    headlessPixelScale = headless ? pixelScale : nil
    let pixelWidth = headless ? Int((Double(width) * pixelScale).rounded()) : width
    let pixelHeight = headless ? Int((Double(height) * pixelScale).rounded()) : height
    let driver = headless ? "dummy" : Self.displayDriver()
    if driver == "wayland", (getenv("XDG_RUNTIME_DIR").map { String(cString: $0) } ?? "").isEmpty {
      // libwayland would print its own warning and fail; say it once, with the remedy.
      throw PlatformError(
        "cannot open the Wayland display (\(Self.describeDisplayEnvironment())): XDG_RUNTIME_DIR is not set; run from your desktop session (or set XDG_RUNTIME_DIR), or run with --headless"
      )
    }
    SDL_SetHint(SDL_HINT_VIDEODRIVER, driver)
    // Pinch on a registered touch device: mouse input is not turned into touches by SDL (the
    // platform layer does that itself); real touch devices still deliver FINGER events.
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    // libwayland prints its own warnings when SDL probes a Wayland display that is not there;
    // they are kept for this one-line message instead.
    mmtg_keep_wayland_log()
    if SDL_WasInit(SDL_INIT_VIDEO) == 0, SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0 {
      let reason = String(cString: SDL_GetError())
      if headless {
        throw PlatformError("cannot start SDL's headless video driver: \(reason)")
      }
      throw PlatformError(
        "cannot open the display (\(Self.describeDisplayEnvironment())): \(Self.oneLine(reason))\(Self.waylandSaid); start an X server or a Wayland compositor there, or run with --headless"
      )
    }
    self.isHeadless = headless
    self.videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "unknown"
    if !headless && !Self.displayDrivers.contains(videoDriver) {
      // SDL fell back to a driver that shows nothing (offscreen, dummy): a window nobody sees.
      SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS)
      throw PlatformError(
        "cannot open the display (\(Self.describeDisplayEnvironment())): SDL found no X11 or Wayland display there\(Self.waylandSaid); start one, fix DISPLAY / WAYLAND_DISPLAY, or run with --headless"
      )
    }

    var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    flags |= headless ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
    let useGL = !headless && choice != .software
    if useGL { flags |= SDL_WINDOW_OPENGL.rawValue }
    guard
      let window = SDL_CreateWindow(
        title, Int32(CSDL_WINDOWPOS_CENTERED()), Int32(CSDL_WINDOWPOS_CENTERED()),
        Int32(pixelWidth), Int32(pixelHeight), flags)
    else {
      throw PlatformError.sdl("SDL_CreateWindow")
    }
    self.window = window

    var created: OpaquePointer?
    if useGL {
      SDL_SetHint(SDL_HINT_RENDER_DRIVER, "opengl")
      var rflags = SDL_RENDERER_ACCELERATED.rawValue
      if vsync { rflags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
      created = SDL_CreateRenderer(window, -1, rflags)
      if created == nil && choice == .opengl {
        let reason = String(cString: SDL_GetError())
        SDL_DestroyWindow(window)
        throw PlatformError("cannot create an OpenGL renderer: \(reason); try --renderer software")
      }
    }
    if created == nil {
      // The software canvas draws into the window's surface. SDL 2.26 shows such a surface on
      // X11 through an OpenGL texture of its own by default, which on a machine without a GPU
      // is Mesa's llvmpipe: its threads, and a texture upload every frame (6.7 of 13.4 ms of a
      // photo-album frame under Xvfb). On X11 the surface goes to the X server directly
      // instead (Wayland has no other way); SDL_FRAMEBUFFER_ACCELERATION in the environment
      // still decides.
      if videoDriver == "x11" { SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0") }
      SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
      created = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    }
    guard let renderer = created else {
      let error = PlatformError.sdl("SDL_CreateRenderer")
      SDL_DestroyWindow(window)
      throw error
    }
    self.renderer = renderer
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    self.rendererName = info.name.map { String(cString: $0) } ?? "unknown"
    // A driver's per-frame memory (Mesa's) stays in the heap; the software renderer's buffers
    // persist, and a process that only reads and replays keeps glibc's defaults.
    if rendererName != "software" { FrameHeap.keepFreedMemory() }
    // The software renderer always claims PRESENTVSYNC; only GL in a real window really waits.
    self.hasVSync =
      !headless && rendererName != "software"
      && (info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue) != 0
    var mode = SDL_DisplayMode()
    if SDL_GetCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0 {
      self.refreshRate = Int(mode.refresh_rate)
    } else {
      self.refreshRate = 60
    }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  /// The video drivers that show a window to a person.
  static let displayDrivers: Set<String> = ["x11", "wayland"]

  /// The video driver to ask SDL for when a window is wanted: the one the environment names
  /// (`SDL_VIDEODRIVER`), else X11 when only `DISPLAY` is set and Wayland when only
  /// `WAYLAND_DISPLAY` is, so SDL does not probe a display that is not there (and print that
  /// probe's warnings); "" (SDL's order) when both are set.
  static func displayDriver() -> String {
    func env(_ name: String) -> String {
      getenv(name).map { String(cString: $0) } ?? ""
    }
    if !env("SDL_VIDEODRIVER").isEmpty { return env("SDL_VIDEODRIVER") }
    switch (env("DISPLAY").isEmpty, env("WAYLAND_DISPLAY").isEmpty) {
    case (false, true): return "x11"
    case (true, false): return "wayland"
    default: return ""
    }
  }

  /// What the environment says about displays, for messages: "DISPLAY=:1, WAYLAND_DISPLAY
  /// unset", or "DISPLAY is empty, WAYLAND_DISPLAY unset" (set but empty is no display either).
  public static func describeDisplayEnvironment() -> String {
    ["DISPLAY", "WAYLAND_DISPLAY"].map { name in
      guard let value = getenv(name).map({ String(cString: $0) }) else { return "\(name) unset" }
      return value.isEmpty ? "\(name) is empty" : "\(name)=\(oneLine(value))"
    }.joined(separator: ", ")
  }

  /// "; libwayland said: ..." when libwayland had something to say while SDL looked for a
  /// display, else "".
  static var waylandSaid: String {
    var said = String(cString: mmtg_wayland_log())
    while said.hasSuffix(".") { said.removeLast() }
    return said.isEmpty ? "" : "; libwayland said: \(oneLine(said))"
  }

  /// `text` (a library's reason) on one line: at most 200 characters, escaped.
  static func oneLine(_ text: String) -> String {
    TextEscaping.oneLine(String(String.UnicodeScalarView(text.unicodeScalars.prefix(200))))
  }

  /// The window's size in points (what layout and input use).
  public var sizeInPoints: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    let scale = headlessPixelScale ?? 1
    return Size(width: Double(w) / scale, height: Double(h) / scale)
  }

  /// The size of the drawable in pixels (larger than points on high-DPI displays).
  public var sizeInPixels: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    return (Int(w), Int(h))
  }

  /// Pixels per point.
  public var pixelScale: Double {
    if let headlessPixelScale { return headlessPixelScale }
    let points = sizeInPoints
    guard points.width > 0 else { return 1 }
    return Double(sizeInPixels.width) / points.width
  }

  /// Resizes the window (and so the drawable) to `width`×`height` points.
  public func resize(width: Int, height: Int) {
    let scale = headlessPixelScale ?? 1
    SDL_SetWindowSize(
      window, Int32((Double(width) * scale).rounded()), Int32((Double(height) * scale).rounded()))
  }

  /// Reads the current frame (before presenting) as tightly packed 8-bit RGB rows: the rows the
  /// raster canvas wrote while drawing it when a capture has turned that on (see
  /// ``FrameCapture``), else from the window's surface.
  public func readPixelsRGB(into buffer: inout [UInt8]) throws -> (width: Int, height: Int) {
    let (w, h) = sizeInPixels
    let count = w * h * 3
    if buffer.count != count { buffer = [UInt8](repeating: 0, count: count) }
    if frameReadout.take(into: &buffer, width: w, height: h) { return (w, h) }
    let status = buffer.withUnsafeMutableBytes { raw in
      SDL_RenderReadPixels(
        renderer, nil, SDL_PIXELFORMAT_RGB24.rawValue, raw.baseAddress, Int32(w * 3))
    }
    if status != 0 { throw PlatformError.sdl("SDL_RenderReadPixels") }
    return (w, h)
  }

  /// Destroys the renderer and the window.
  public func close() {
    guard !closed else { return }
    closed = true
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }
}
