import MaterialMotionSDL

/// A hidden `width`×`height` window (SDL's dummy driver, software renderer) and a host on it,
/// for tests that drive frames in this process: a `HostRun` with the tests' defaults. The
/// caller closes it (`defer { run.close() }`).
@MainActor
public func makeHeadlessHost(
  width: Int = 400, height: Int = 300, timing: HostClock = .virtual(fps: 60)
) throws -> HostRun {
  try HostRun(width: width, height: height, timing: timing)
}
