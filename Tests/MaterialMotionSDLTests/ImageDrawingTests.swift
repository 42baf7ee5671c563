import CSDL2
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// ``ImageElement``s: a PNG decoded once into a texture and drawn into its element's bounds,
/// with either canvas, at its own size, stretched and faded; a file that cannot be used draws
/// nothing and says why.
@MainActor
@Suite(.serialized) struct ImageDrawingTests {
  /// A 16×8 PNG: left half red, right half blue, opaque.
  private func writeImage() throws -> String {
    var pixels: [UInt8] = []
    for _ in 0..<8 {
      for x in 0..<16 { pixels += x < 8 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
    }
    let path = AppHarness.temporaryDirectory("image") + "/halves.png"
    try PNGFile.write(
      path: path, pixels: pixels, width: 16, height: 8, channels: 4, replacing: true)
    return path
  }

  private func draw(
    _ elements: [Element], canvas: ElementRenderer.CanvasKind
  ) throws -> (rgb: [UInt8], renderer: ElementRenderer) {
    let window = try SDLWindow(
      title: "test", width: 64, height: 32, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache, canvas: canvas)
    let root = Element(frame: Rect(x: 0, y: 0, width: 64, height: 32))
    for element in elements { root.addChild(element) }
    renderer.draw(root, background: Color(hex: 0xFFFFFF))
    renderer.draw(root, background: Color(hex: 0xFFFFFF))
    var rgb: [UInt8] = []
    _ = try window.readPixelsRGB(into: &rgb)
    return (rgb, renderer)
  }

  private func pixel(_ rgb: [UInt8], _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * 64 + x) * 3
    return Array(rgb[i..<i + 3])
  }

  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func anImageIsDrawnAtItsSizeStretchedAndFaded(canvas: ElementRenderer.CanvasKind) throws {
    let path = try writeImage()
    let exact = ImageElement(imagePath: path)
    exact.frame = Rect(x: 2, y: 2, width: 16, height: 8)
    let stretched = ImageElement(imagePath: path)
    stretched.frame = Rect(x: 24, y: 2, width: 32, height: 16)
    let faded = ImageElement(imagePath: path)
    faded.frame = Rect(x: 2, y: 20, width: 16, height: 8)
    faded.opacity = 0.5
    let (rgb, renderer) = try draw([exact, stretched, faded], canvas: canvas)
    #expect(pixel(rgb, 3, 3) == [255, 0, 0] && pixel(rgb, 16, 9) == [0, 0, 255])
    #expect(pixel(rgb, 1, 1) == [255, 255, 255] && pixel(rgb, 18, 3) == [255, 255, 255])
    #expect(pixel(rgb, 26, 5) == [255, 0, 0] && pixel(rgb, 54, 16) == [0, 0, 255])
    let half = pixel(rgb, 4, 22)
    #expect(abs(Int(half[0]) - 255) <= 1 && abs(Int(half[1]) - 127) <= 2)
    // Three elements, one file: decoded once.
    #expect(renderer.images.count == 1 && renderer.images.failures.isEmpty)
  }

  /// An opaque image covers what is below it; an image with translucent pixels blends them.
  @Test(arguments: [ElementRenderer.CanvasKind.raster])
  func onlyTranslucentPixelsAreBlended(canvas: ElementRenderer.CanvasKind) throws {
    let opaquePath = try writeImage()
    var pixels: [UInt8] = []
    for _ in 0..<8 { for _ in 0..<16 { pixels += [0, 0, 0, 128] } }
    let translucentPath = AppHarness.temporaryDirectory("image") + "/half-black.png"
    try PNGFile.write(
      path: translucentPath, pixels: pixels, width: 16, height: 8, channels: 4, replacing: true)
    let opaque = ImageElement(imagePath: opaquePath)
    opaque.frame = Rect(x: 2, y: 2, width: 16, height: 8)
    let translucent = ImageElement(imagePath: translucentPath)
    translucent.frame = Rect(x: 24, y: 2, width: 16, height: 8)
    let (rgb, renderer) = try draw([opaque, translucent], canvas: canvas)
    #expect(pixel(rgb, 3, 3) == [255, 0, 0])
    let grey = pixel(rgb, 30, 5)
    #expect(abs(Int(grey[0]) - 127) <= 2 && grey[0] == grey[1] && grey[1] == grey[2])
    // Only the opaque image hides the middle of its element's shadow.
    #expect(renderer.images.image(at: opaquePath)?.isOpaque == true)
    #expect(renderer.images.image(at: translucentPath)?.isOpaque == false)
  }

  @Test func aFileThatCannotBeUsedDrawsNothingAndSaysWhy() throws {
    let missing = ImageElement(imagePath: "/nonexistent/photo.png")
    missing.frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let text = AppHarness.temporaryDirectory("image") + "/not-a.png"
    try "not a PNG".write(toFile: text, atomically: true, encoding: .utf8)
    let notPNG = ImageElement(imagePath: text)
    notPNG.frame = Rect(x: 10, y: 0, width: 10, height: 10)
    let (rgb, renderer) = try draw([missing, notPNG], canvas: .raster)
    #expect(pixel(rgb, 5, 5) == [255, 255, 255] && pixel(rgb, 15, 5) == [255, 255, 255])
    #expect(renderer.images.count == 0)
    #expect(renderer.images.failures.count == 2)
    #expect(renderer.images.failures.values.allSatisfy { !$0.contains("\n") })
  }

  /// An image larger than the renderer's largest texture is refused before its pixels are
  /// allocated (the header alone says its size).
  @Test func anOversizedImageIsRefusedBeforeAllocation() throws {
    let path = try writeImage()
    #expect(throws: PlatformError.self) { try PNGFile.readRGBA(path: path, maxSide: 8) }
    do {
      _ = try PNGFile.readRGBA(path: path, maxSide: 8)
    } catch {
      #expect("\(error)".contains("16x8 pixels, more than 8 a side"))
    }
  }
}
