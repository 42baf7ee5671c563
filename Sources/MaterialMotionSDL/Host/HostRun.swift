/// A window and the ``SandboxHost`` on it, made together and closed together: what every run
/// stands on (the sandbox's own, an in-process replay, a benchmark's probe, a test).
///
/// It opens the window (a hidden one on SDL's dummy driver when headless), finds the font
/// (``FontLocator``) unless it is given one, and makes the host on it. ``close()`` closes them
/// in the order they must go: the touchpad receiver first (the Wayland receiver's objects live
/// on SDL's connection), then the window.
///
/// ```swift
/// let run = try HostRun(width: 400, height: 300, timing: .virtual(fps: 60))
/// defer { run.close() }
/// try run.host.runFrame()
/// ```
@MainActor
public final class HostRun {
  /// The window.
  public let window: SDLWindow
  /// The host on ``window``.
  public let host: SandboxHost
  /// The font the host draws text with.
  public let fontPath: String
  private var closed = false

  /// Opens a `width`×`height` window titled `title` and makes a host on it that tells time by
  /// `timing` and draws text with the font at `fontPath` (nil: the one ``FontLocator`` finds).
  /// `headless`, `renderer`, `vsync` and `pixelScale` are the window's
  /// (``SDLWindow/init(title:width:height:headless:renderer:vsync:pixelScale:)``).
  ///
  /// - Throws: ``PlatformError`` when the window cannot be opened, no font is found or the host
  ///   cannot start (the window is closed again then).
  public init(
    title: String = "headless", width: Int, height: Int, headless: Bool = true,
    renderer: RendererChoice = .software, vsync: Bool = true, pixelScale: Double = 1,
    fontPath: String? = nil, timing: HostClock
  ) throws {
    let window = try SDLWindow(
      title: title, width: width, height: height, headless: headless, renderer: renderer,
      vsync: vsync, pixelScale: pixelScale)
    do {
      let font = try fontPath ?? FontLocator.locate(override: nil)
      host = try SandboxHost(window: window, fontPath: font, timing: timing)
      self.fontPath = font
    } catch {
      window.close()
      throw error
    }
    self.window = window
  }

  /// Closes the touchpad receiver, then the window. Closing again does nothing.
  public func close() {
    guard !closed else { return }
    closed = true
    host.touchpadGestures.close()
    window.close()
  }
}
