import CRaster
import CSDL2
import MaterialMotion
import Testing

@testable import MaterialMotionSDL

/// A capture reads every frame from the RGB rows the raster canvas wrote band by band while it
/// drew it (``FrameReadout``), not from the window's surface. Those rows must be the surface's,
/// byte for byte: after a frame of shapes, text, a clip and a translucent overlay drawn in a
/// second pass, in a window taller than many bands. A read takes them; the next read of the
/// same frame, and any read while the readout is off, reads the surface.
@MainActor
@Suite(.serialized) struct FrameReadoutTests {
  private func makeTree() -> (root: Element, overlay: Element) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 300, height: 500))
    for i in 0..<40 {
      let square = Element(
        frame: Rect(
          x: Double(i * 37 % 280) + 0.3, y: Double(i * 53 % 480) + 0.6, width: 19, height: 13))
      square.backgroundColor = Color(hex: 0x6200EE, alpha: 0.7)
      square.cornerRadius = 4
      square.rotation = i % 3 == 0 ? 0.4 : 0
      root.addChild(square)
    }
    let clip = Element(frame: Rect(x: 40, y: 200, width: 150, height: 120))
    clip.cornerRadius = 30
    clip.clipsToBounds = true
    clip.backgroundColor = Color(hex: 0xFFB300)
    let inside = Label()
    inside.frame = Rect(x: -10, y: 40, width: 200, height: 20)
    inside.text = "clipped text, partly outside"
    clip.addChild(inside)
    root.addChild(clip)
    let overlay = Element(frame: Rect(x: 0, y: 0, width: 300, height: 500))
    let readout = Label()
    readout.frame = Rect(x: 5, y: 460, width: 200, height: 18)
    readout.text = "frame 12 · 1.4 ms"
    readout.backgroundColor = Color(hex: 0x000000, alpha: 0.6)
    readout.textColor = .white
    overlay.addChild(readout)
    return (root, overlay)
  }

  /// The surface's pixels, read by SDL.
  private func surfaceRGB(_ window: SDLWindow) throws -> [UInt8] {
    let (w, h) = window.sizeInPixels
    var rgb = [UInt8](repeating: 0, count: w * h * 3)
    let status = rgb.withUnsafeMutableBytes { raw in
      SDL_RenderReadPixels(
        window.renderer, nil, SDL_PIXELFORMAT_RGB24.rawValue, raw.baseAddress, Int32(w * 3))
    }
    #expect(status == 0)
    return rgb
  }

  /// The first byte at which `a` and `b` differ (nil: none; their sizes are compared too).
  private func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> Int? {
    if a == b { return nil }
    if a.count != b.count { return min(a.count, b.count) }
    return zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
  }

  /// `mmr_read_rgb` takes four pixels at a time and the rest one by one: every width, both byte
  /// orders, rows of a target that starts below the frame's top, and nothing written past them.
  @Test func rowsAreReadAsRedGreenBlueInEitherByteOrder() {
    for redLow in [Int32(0), 1] {
      for width in 1...21 {
        let (height, stride) = (3, width + 2)
        let pixels = (0..<(stride * height)).map { UInt32($0) &* 0x9E37_79B9 }
        var rgb = [UInt8](repeating: 0xAA, count: width * height * 3 + 16)
        pixels.withUnsafeBufferPointer { buffer in
          var target = mmr_target(
            pixels: UnsafeMutablePointer(mutating: buffer.baseAddress), x0: 0, y0: 10,
            width: Int32(width), height: Int32(height), stride: Int32(stride), red_low: redLow,
            layer: 0)
          mmr_read_rgb(&target, 11, 13, &rgb)
        }
        var expected = [UInt8](repeating: 0xAA, count: rgb.count)
        for y in 1..<3 {
          for x in 0..<width {
            let p = pixels[y * stride + x]
            let (r, g, b) = redLow == 1 ? (p, p >> 8, p >> 16) : (p >> 16, p >> 8, p)
            let at = (y * width + x) * 3
            expected[at] = UInt8(truncatingIfNeeded: r)
            expected[at + 1] = UInt8(truncatingIfNeeded: g)
            expected[at + 2] = UInt8(truncatingIfNeeded: b)
          }
        }
        #expect(rgb == expected, "width \(width), red_low \(redLow)")
      }
    }
  }

  @Test func theRowsWrittenWhileDrawingAreTheSurfaces() throws {
    let window = try SDLWindow(
      title: "test", width: 300, height: 500, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    defer { cache.close() }
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache)
    renderer.frameReadout = window.frameReadout
    window.frameReadout.isEnabled = true
    let (root, overlay) = makeTree()
    for frame in 0..<3 {
      root.children[frame].position = Point(x: 150.25, y: 250.5)
      renderer.draw(root, background: Color(hex: 0xFAFAFA))
      renderer.drawOverlay(overlay)
      #expect(window.frameReadout.isComplete)
      var rgb: [UInt8] = []
      _ = try window.readPixelsRGB(into: &rgb)
      #expect(!window.frameReadout.isComplete, "the read took the rows")
      let surface = try surfaceRGB(window)
      #expect(firstDifference(rgb, surface) == nil, "frame \(frame)")
      var again: [UInt8] = []
      _ = try window.readPixelsRGB(into: &again)
      #expect(firstDifference(again, surface) == nil, "a second read reads the surface")
    }
    // Off: nothing is written, reads come from the surface.
    window.frameReadout.isEnabled = false
    renderer.draw(root, background: Color(hex: 0x202020))
    #expect(!window.frameReadout.isComplete)
    var rgb: [UInt8] = []
    _ = try window.readPixelsRGB(into: &rgb)
    #expect(firstDifference(rgb, try surfaceRGB(window)) == nil)
  }
}
