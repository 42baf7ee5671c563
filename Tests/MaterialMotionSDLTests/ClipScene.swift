import CSDL2
import MaterialMotion
import SandboxTestSupport

@testable import MaterialMotionSDL

/// The scene the clipping tests draw: a 128×128 root on a white headless software window, red
/// fills, a 56-point clipping circle, and the frame read back.
@MainActor
enum ClipScene {
  /// Opaque white, the background.
  static let white = [255, 255, 255]
  /// Opaque red, the fills' default colour.
  static let red = [255, 0, 0]

  /// Draws `root` on a white `size`×`size` headless software window with `canvas` (twice, so
  /// the atlas holds the labels) and reads the frame back.
  static func draw(_ root: Element, canvas: ElementRenderer.CanvasKind, size: Int = 128) throws
    -> Frame
  {
    let window = try SDLWindow(
      title: "clip", width: size, height: size, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    defer { cache.close() }
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache, canvas: canvas)
    renderer.draw(root, background: Color(hex: 0xFFFFFF))
    renderer.draw(root, background: Color(hex: 0xFFFFFF))
    return try Frame(window: window)
  }

  /// The red, green and blue of pixel (`x`, `y`).
  static func colour(_ frame: Frame, _ x: Int, _ y: Int) -> [Int] {
    let (r, g, b) = frame.rgb(x, y)
    return [r, g, b]
  }

  /// A 128×128 root.
  static func root() -> Element { Element(frame: Rect(x: 0, y: 0, width: 128, height: 128)) }

  /// A 56-point circle at (20, 20) in `root`, clipping (centre (48, 48) in the window).
  static func circle(in root: Element) -> Element {
    let circle = Element(frame: Rect(x: 20, y: 20, width: 56, height: 56))
    circle.cornerRadius = 28
    circle.clipsToBounds = true
    root.addChild(circle)
    return circle
  }

  /// An element covering `frame`, filled with `hex` (red by default).
  static func fill(_ frame: Rect, _ hex: UInt32 = 0xFF0000) -> Element {
    let element = Element(frame: frame)
    element.backgroundColor = Color(hex: hex)
    return element
  }
}
