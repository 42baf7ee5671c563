import MaterialMotionSDL

/// A hidden `width`×`height` window (SDL's dummy driver, software renderer) and a host on it,
/// for tests that drive frames in this process; the caller closes the window.
@MainActor
public func makeHeadlessHost(
  width: Int = 400, height: Int = 300, timing: HostClock = .virtual(fps: 60)
) throws -> (SDLWindow, SandboxHost) {
  let window = try SDLWindow(
    title: "headless", width: width, height: height, headless: true, renderer: .software)
  let font = try FontLocator.locate(override: nil)
  let host = try SandboxHost(window: window, fontPath: font, timing: timing)
  return (window, host)
}
