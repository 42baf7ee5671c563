import CSDL2
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// Images drawn much smaller than they are come from their mip levels: halving averages 2×2
/// texels by their alpha, a 384-texel photo has levels down to 12, the level drawn has about a
/// texel a pixel, and fine detail shrunk eight times shows as its average, not as aliasing.
@MainActor
@Suite(.serialized) struct ImageReductionTests {
  @Test func halvingAveragesFourTexelsByTheirAlpha() throws {
    // Two 2×2 blocks: red and blue (opaque) average to purple; opaque white beside transparent
    // black gives white at half opacity (the transparent texels lend no colour).
    let pixels: [UInt8] = [
      255, 0, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0,
      0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255,
    ]
    let halved = try #require(ImageReduction.halved(pixels, width: 4, height: 2))
    #expect(halved.width == 2 && halved.height == 1)
    #expect(Array(halved.pixels[0..<4]) == [128, 0, 128, 255])
    #expect(Array(halved.pixels[4..<8]) == [255, 255, 255, 128])
    #expect(ImageReduction.halved([0, 0, 0, 0], width: 1, height: 1) == nil)
  }

  @Test func aPhotoHasLevelsDownToSixteenTexels() {
    let photo = [UInt8](repeating: 200, count: 384 * 384 * 4)
    let levels = ImageReduction.levels(photo, width: 384, height: 384)
    #expect(levels.map(\.width) == [192, 96, 48, 24, 12])
    let image = CanvasImage(
      width: 384, height: 384, texels: nil, format: 0, stride: 384, texture: nil, owner: nil)
    var withLevels = image
    withLevels.reduced = levels.map {
      CanvasImage(
        width: $0.width, height: $0.height, texels: nil, format: 0, stride: $0.width,
        texture: nil, owner: nil)
    }
    #expect(withLevels.level(texelsPerPixel: 1.9).width == 384)
    #expect(withLevels.level(texelsPerPixel: 6.86).width == 96)  // 384 drawn at 56
    #expect(withLevels.level(texelsPerPixel: 1000).width == 12)
    #expect(image.level(texelsPerPixel: 8).width == 384)
  }

  @Test func stripesShrunkEightTimesShowTheirAverage() throws {
    // 128 × 128 texels of one-texel black and white columns, drawn 16 × 16 pixels.
    var pixels: [UInt8] = []
    for _ in 0..<128 {
      for x in 0..<128 { pixels += x % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
    }
    let path = AppHarness.temporaryDirectory("image") + "/stripes.png"
    try PNGFile.write(
      path: path, pixels: pixels, width: 128, height: 128, channels: 4, replacing: true)
    let window = try SDLWindow(
      title: "test", width: 64, height: 32, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache)
    let root = Element(frame: Rect(x: 0, y: 0, width: 64, height: 32))
    let stripes = ImageElement(imagePath: path)
    stripes.frame = Rect(x: 16.3, y: 8, width: 16, height: 16)
    root.addChild(stripes)
    renderer.draw(root, background: .white)
    let frame = try Frame(window: window)
    var worst = 0
    for y in 10..<22 {
      for x in 18..<31 { worst = max(worst, abs(Int(frame.rgb(x, y).0) - 128)) }
    }
    #expect(worst <= 4, "worst \(worst) levels from the stripes' average grey")
  }
}
