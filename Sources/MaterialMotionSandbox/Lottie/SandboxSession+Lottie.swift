import MaterialMotion
import MaterialMotionSDL

extension SandboxSession {
  /// W: the frames selected on the timeline, or the whole run it keeps, as a Lottie animation,
  /// to a new file beside the screenshots, `motion-sandbox-SCENE-run.json` (then `-2`, `-3`,
  /// ...: nothing is replaced); the terminal says where, or why it could not be written.
  func writeLottie() {
    let path = OutputFile.numbered(
      "\(setup.exportDirectory)/\(ProgramName.current)-\(switcher.sceneType?.name ?? "compare")-run",
      extension: "json")
    do {
      print(try writeLottie(to: path, replacing: false))
    } catch {
      printError("\(ProgramName.current): error: \(error)")
    }
  }

  /// Writes the frames selected on the timeline (``Scrubber/selectedFrames``), or else the
  /// whole run it keeps, as a Lottie animation to `path` (replacing a file there only when
  /// `replacing`), at the window's size in points and the host's frame rate, and returns the
  /// line that says so.
  ///
  /// - Throws: ``PlatformError`` naming the file and why it could not be written.
  func writeLottie(to path: String, replacing: Bool) throws -> String {
    let size = host.root.size
    return try RunLottie.write(
      history, range: scrubber.selectedFrames, width: Int(size.width.rounded()),
      height: Int(size.height.rounded()),
      fps: host.targetFPS, background: host.background, renderer: host.renderer,
      pixelScale: host.window.pixelScale, to: path,
      replacing: replacing)
  }
}
