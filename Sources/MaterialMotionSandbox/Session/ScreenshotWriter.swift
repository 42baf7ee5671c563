import MaterialMotionSDL

/// Writes F12 screenshots, and the final frame of a headless run that writes no other frames,
/// as PNG files, printing each path. They are a numbered series: a file already there is never
/// replaced; the next free number is taken (`...-final.png`, `...-final-2.png`, ...).
@MainActor
struct ScreenshotWriter {
  /// F12 was pressed: the next drawn frame is written.
  var isRequested = false
  /// The last frame is written (a headless run without `--capture` or `--video`).
  var writesFinalFrame = false
  private var pixels: [UInt8] = []

  /// Writes frame `index` if it was asked for; `stem` makes the file's path without `.png`
  /// from its suffix (`frame-42` or `final`).
  mutating func write(
    _ window: SDLWindow, frame index: Int, isLast: Bool, stem: (String) -> String
  ) throws {
    guard isRequested || (writesFinalFrame && isLast) else { return }
    let (w, h) = try window.readPixelsRGB(into: &pixels)
    let file = OutputFile.numbered(stem(isRequested ? "frame-\(index)" : "final"), extension: "png")
    try PNGFile.write(path: file, pixels: pixels, width: w, height: h, replacing: false)
    print(isRequested ? "screenshot: \(file)" : "final frame: \(file)")
    isRequested = false
  }
}
