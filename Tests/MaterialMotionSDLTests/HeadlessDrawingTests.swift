import CSDL2
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// Reads pixel (x, y) from a tightly packed RGB buffer.
func pixel(_ rgb: [UInt8], width: Int, _ x: Int, _ y: Int) -> (Int, Int, Int) {
  let i = (y * width + x) * 3
  return (Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2]))
}

@MainActor
@Suite(.serialized) struct HeadlessDrawingTests {
  @Test func drawsAnAntialiasedShapeAndReadsItBack() throws {
    let window = try SDLWindow(
      title: "test", width: 200, height: 100, headless: true, renderer: .software)
    defer { window.close() }
    #expect(window.videoDriver == "dummy")
    #expect(window.rendererName == "software")
    let canvas = RasterCanvas(renderer: window.renderer)
    canvas.beginFrame(clearingTo: SDL_Color(r: 250, g: 250, b: 250, a: 255))
    canvas.fill(
      PixelShape(
        size: Size(width: 100.5, height: 60), radius: 0,
        transform: Transform(translationX: 20, y: 20)),
      color: SDL_Color(r: 0x62, g: 0x00, b: 0xEE, a: 255))
    canvas.finish()
    var rgb: [UInt8] = []
    let (w, h) = try window.readPixelsRGB(into: &rgb)
    #expect(w == 200 && h == 100)
    let inside = pixel(rgb, width: w, 70, 50)
    #expect(inside == (0x62, 0x00, 0xEE))
    #expect(pixel(rgb, width: w, 5, 5) == (250, 250, 250))
    #expect(pixel(rgb, width: w, 150, 50) == (250, 250, 250))
    // A pixel centred on a half-pixel edge is a blend of the two colours (anti-aliased).
    let edge = pixel(rgb, width: w, 120, 50)
    #expect(edge.0 > 0x62 && edge.0 < 250)
  }

  @Test func rasterisesTextOnceAndDrawsIt() throws {
    let window = try SDLWindow(
      title: "test", width: 200, height: 60, headless: true, renderer: .software)
    defer { window.close() }
    let font = try FontLocator.locate(override: nil)
    let cache = try TextCache(renderer: window.renderer, fontPath: font)
    defer { cache.close() }
    let a = cache.texture(for: "scale: 1.0", pixelSize: 20, rgba: 0x0000_00FF)
    let b = cache.texture(for: "scale: 1.0", pixelSize: 20, rgba: 0x0000_00FF)
    #expect(a != nil && a?.texture == b?.texture)
    #expect(cache.rasterisations == 1)
    SDL_SetRenderDrawColor(window.renderer, 255, 255, 255, 255)
    SDL_RenderClear(window.renderer)
    var dst = SDL_Rect(x: 10, y: 10, w: Int32(a!.width), h: Int32(a!.height))
    SDL_RenderCopy(window.renderer, a!.texture, nil, &dst)
    var rgb: [UInt8] = []
    let (w, _) = try window.readPixelsRGB(into: &rgb)
    var dark = 0
    for y in 10..<(10 + a!.height) {
      for x in 10..<(10 + a!.width) where pixel(rgb, width: w, x, y).0 < 100 { dark += 1 }
    }
    #expect(dark > 50)
  }

  @Test func missingFontOverrideIsAOneLineError() {
    #expect(throws: PlatformError.self) {
      try FontLocator.locate(override: "/nonexistent/font.ttf")
    }
    do {
      _ = try FontLocator.locate(override: "/nonexistent/font.ttf")
    } catch {
      let text = "\(error)"
      #expect(text.contains("--font /nonexistent/font.ttf"))
      #expect(!text.contains("\n"))
    }
  }

  @Test func pngRoundTripAndUnwritableDirectory() throws {
    let dir = TestScratch.root + "/png-test"
    mkdir(dir, 0o755)
    let pixels: [UInt8] = (0..<(4 * 3 * 3)).map { UInt8($0 * 7 % 256) }
    let bytes = try PNGFile.write(
      path: "\(dir)/a.png", pixels: pixels, width: 4, height: 3, replacing: true)
    #expect(bytes > 0)
    let back = try PNGFile.readRGBA(path: "\(dir)/a.png")
    #expect(back.width == 4 && back.height == 3)
    for i in 0..<12 {
      #expect(back.pixels[i * 4] == pixels[i * 3])
      #expect(back.pixels[i * 4 + 2] == pixels[i * 3 + 2])
    }
    #expect(throws: PlatformError.self) {
      try PNGFile.write(
        path: "/nonexistent-dir/a.png", pixels: pixels, width: 4, height: 3, replacing: true)
    }
  }

  @Test func encoderPoolWritesEveryFrameWhenWaiting() throws {
    let dir = TestScratch.root + "/pool-test"
    mkdir(dir, 0o755)
    let pool = PNGEncoderPool(level: 1, threads: 2, capacity: 2)
    let frame = [UInt8](repeating: 128, count: 64 * 32 * 3)
    for i in 0..<20 {
      #expect(pool.submit(frame, width: 64, height: 32, path: "\(dir)/f\(i).png", wait: true))
    }
    let summary = pool.finish()
    #expect(summary.framesWritten == 20)
    #expect(summary.framesDropped == 0)
    #expect(summary.error == nil)
    #expect(access("\(dir)/f19.png", R_OK) == 0)
  }

  /// The frame-time readout counts the elements of the tree as it is, so a headless run that
  /// draws only its final frame does not say "0 elements" (it used to report the last draw's
  /// count, and nothing had been drawn before); after a draw it agrees with what was drawn.
  @Test func theReadoutCountsTheTreeEvenBeforeAnythingWasDrawn() throws {
    let run = try HostRun(title: "count", width: 200, height: 100, timing: .virtual(fps: 60))
    defer { run.close() }
    let host = run.host
    for i in 0..<5 {
      let element = Element(frame: Rect(x: Double(i) * 10, y: 0, width: 8, height: 8))
      element.backgroundColor = .black
      element.isHidden = i == 4
      if i == 3 { element.opacity = 0 }
      element.addChild(Element())
      host.root.addChild(element)
    }
    // The root, three visible elements and their children; the overlay and its (hidden) readout
    // count as drawn only when shown.
    let expected =
      ElementRenderer.drawableCount(host.root) + ElementRenderer.drawableCount(host.overlay)
    #expect(ElementRenderer.drawableCount(host.root) == 7)
    #expect(host.frameTimeSummary().contains(" \(expected) elements"), "\(host.frameTimeSummary())")
    try host.runFrame()
    #expect(host.renderer.elementsDrawn == expected)
    #expect(host.frameTimeSummary().contains(" \(expected) elements"))
  }
}
