/// Which SDL renderer draws the frames.
public enum RendererChoice: String, CaseIterable, Sendable {
  /// SDL's software rasteriser: identical pixels in a window and headless, so replays and
  /// golden frames compare exactly. The default whenever frames are captured or replayed.
  case software
  /// SDL's OpenGL renderer (Mesa llvmpipe without a GPU); needs a display.
  case opengl
  /// OpenGL in a window when available, falling back to software; software when headless.
  case auto
}
