import MaterialMotionSDL

/// Writes F12 screenshots, and the final frame of a headless run that writes no other frames,
/// as PNG files, printing each path.
@MainActor
struct ScreenshotWriter {
  /// F12 was pressed: the next drawn frame is written.
  var isRequested = false
  /// The last frame is written (a headless run without `--capture` or `--video`).
  var writesFinalFrame = false
  private var pixels: [UInt8] = []

  /// Writes frame `index` if it was asked for; `path` makes the file's path from its suffix
  /// (`frame-42` or `final`).
  mutating func write(
    _ window: SDLWindow, frame index: Int, isLast: Bool, path: (String) -> String
  ) throws {
    guard isRequested || (writesFinalFrame && isLast) else { return }
    let (w, h) = try window.readPixelsRGB(into: &pixels)
    let file = path(isRequested ? "frame-\(index)" : "final")
    try PNGFile.write(path: file, pixels: pixels, width: w, height: h)
    print(isRequested ? "screenshot: \(file)" : "final frame: \(file)")
    isRequested = false
  }
}
