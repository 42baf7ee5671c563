import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// The raster canvas draws a frame's bands on several threads at once (``RecordedBands``): the
/// frames are the frames drawn on one thread, byte for byte, whatever is drawn: shapes at
/// fractional places, turned, translucent; text; images sampled and kept; shadows; polylines;
/// clips side by side whose layers cover the same bands, and clips within clips.
@MainActor
@Suite(.serialized) struct BandThreadsTests {
  /// A 320×900 tree (many bands at pixel scale 1 and 2) of everything the canvas draws, moved a
  /// little each frame by `step`.
  private func makeTree(imagePath: String) -> (root: Element, step: (Int) -> Void) {
    let root = Element(frame: Rect(x: 0, y: 0, width: 320, height: 900))
    var moving: [Element] = []
    for i in 0..<90 {
      let square = Element(
        frame: Rect(
          x: Double(i * 37 % 290) + 0.3, y: Double(i * 97 % 860) + 0.45, width: 23, height: 17))
      square.backgroundColor = Color(hex: i % 2 == 0 ? 0x6200EE : 0x03DAC5, alpha: 0.8)
      square.cornerRadius = Double(i % 4) * 3
      square.rotation = i % 3 == 0 ? 0.35 : 0
      square.elevation = i % 5 == 0 ? 6 : 0
      root.addChild(square)
      moving.append(square)
    }
    // Two clips side by side over the same rows, of different widths, and a clip in a clip:
    // layers that bands drawn at once must not share.
    for (x, width) in [(10.5, 90.0), (120.25, 180.0)] {
      let clip = Element(frame: Rect(x: x, y: 300.5, width: width, height: 260))
      clip.cornerRadius = 24
      clip.clipsToBounds = true
      clip.backgroundColor = Color(hex: 0xFFB300)
      let inner = Element(frame: Rect(x: 8.5, y: 30.25, width: width - 30, height: 150))
      inner.cornerRadius = width / 4
      inner.clipsToBounds = true
      inner.backgroundColor = Color(hex: 0xE91E63, alpha: 0.6)
      let image = ImageElement(imagePath: imagePath)
      image.frame = Rect(x: -6.5, y: 20.75, width: width, height: 90)
      inner.addChild(image)
      clip.addChild(inner)
      let label = Label()
      label.frame = Rect(x: 4, y: 200, width: width, height: 20)
      label.text = "clipped label \(width)"
      clip.addChild(label)
      root.addChild(clip)
      moving.append(clip)
    }
    let line = Polyline()
    line.frame = root.frame
    line.points = (0..<40).map { Point(x: Double($0) * 8 + 0.5, y: 600 + Double($0 * $0 % 170)) }
    root.addChild(line)
    for i in 0..<20 {
      let label = Label()
      label.frame = Rect(x: 6, y: 780 + Double(i) * 5.5, width: 300, height: 18)
      label.text = "label \(i) · (\(i * 13), \(i * 7)) pt"
      root.addChild(label)
    }
    let step = { (frame: Int) in
      for (i, element) in moving.enumerated() {
        element.position.x += 0.37 * Double(i % 3 + 1)
        element.position.y += frame % 2 == 0 ? 0.21 : -0.13
      }
    }
    return (root, step)
  }

  /// Three frames of the tree drawn with bands on `threads` threads at `pixelScale`.
  private func frames(threads: Int, pixelScale: Int) throws -> [Frame] {
    let saved = RasterBands.threads
    RasterBands.threads = threads
    defer { RasterBands.threads = saved }
    let path = AppHarness.temporaryDirectory("band-threads") + "/photo.png"
    var pixels: [UInt8] = []
    for y in 0..<24 {
      for x in 0..<32 { pixels += [UInt8(x * 8), UInt8(y * 10), UInt8((x + y) * 4), 255] }
    }
    try PNGFile.write(
      path: path, pixels: pixels, width: 32, height: 24, channels: 4, replacing: true)
    let window = try SDLWindow(
      title: "bands", width: 320, height: 900, headless: true, renderer: .software,
      pixelScale: Double(pixelScale))
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: FontLocator.locate(override: nil))
    defer { cache.close() }
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache)
    let (root, step) = makeTree(imagePath: path)
    var frames: [Frame] = []
    for frame in 0..<3 {
      step(frame)
      renderer.draw(root, background: .white, pixelScale: Double(pixelScale))
      frames.append(try Frame(window: window))
    }
    return frames
  }

  @Test(arguments: [1, 2])
  func framesDrawnOnSeveralThreadsAreTheFramesDrawnOnOne(pixelScale: Int) throws {
    let one = try frames(threads: 1, pixelScale: pixelScale)
    for threads in [4] {
      let several = try frames(threads: threads, pixelScale: pixelScale)
      #expect(several.count == one.count)
      for (index, (a, b)) in zip(one, several).enumerated() {
        #expect(a.width == 320 * pixelScale && a.height == 900 * pixelScale)
        #expect(
          a.differingPixels(from: b, tolerance: 0) == 0, "frame \(index), \(threads) threads")
      }
    }
    // Something of each kind is there: the frames are not blank, and they change.
    #expect(one[0].differingPixels(from: one[2], tolerance: 0) > 1000)
  }
}
