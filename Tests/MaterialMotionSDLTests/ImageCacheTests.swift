import Foundation
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// ``ImageCache``: one decode per file however often it is drawn, the memory it holds, and one
/// report per file it cannot use, saying what is wrong and what to do.
@MainActor
@Suite(.serialized) struct ImageCacheTests {
  /// The reports a cache made.
  private final class Reports {
    var lines: [String] = []
  }

  /// Draws `frames` frames of image elements showing `paths` (`copies` elements each) with a
  /// new renderer whose cache reports into the result.
  private func draw(
    _ paths: [String], copies: Int, frames: Int
  ) throws -> (cache: ImageCache, reports: [String]) {
    let window = try SDLWindow(
      title: "test", width: 64, height: 32, headless: true, renderer: .software)
    defer { window.close() }
    let textCache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    let renderer = ElementRenderer(renderer: window.renderer, textCache: textCache)
    let reports = Reports()
    renderer.images.report = { reports.lines.append($0) }
    let root = Element(frame: Rect(x: 0, y: 0, width: 64, height: 32))
    for (index, path) in paths.enumerated() {
      for copy in 0..<copies {
        let element = ImageElement(imagePath: path)
        element.frame = Rect(x: Double(copy * 6), y: Double(index * 6), width: 5, height: 5)
        root.addChild(element)
      }
    }
    for frame in 0..<frames {
      root.children.first?.position.x += Double(frame % 2)
      renderer.draw(root, background: Color(hex: 0xFFFFFF))
    }
    return (renderer.images, reports.lines)
  }

  private func writeImage(width: Int, height: Int) throws -> String {
    let path = AppHarness.temporaryDirectory("image-cache") + "/image-\(width)x\(height).png"
    let pixels = [UInt8](repeating: 200, count: width * height * 4)
    try PNGFile.write(
      path: path, pixels: pixels, width: width, height: height, channels: 4, replacing: true)
    return path
  }

  @Test func anImageDrawnByManyElementsInManyFramesIsDecodedOnce() throws {
    let path = try writeImage(width: 16, height: 8)
    let (cache, reports) = try draw([path], copies: 10, frames: 30)
    #expect(cache.decodeCount == 1 && cache.count == 1)
    #expect(cache.decodedByteCount == 16 * 8 * 4)
    #expect(reports.isEmpty && cache.failures.isEmpty)
  }

  @Test func decodedBytesAddUpOverFiles() throws {
    let paths = [try writeImage(width: 16, height: 8), try writeImage(width: 3, height: 5)]
    let (cache, _) = try draw(paths + paths, copies: 2, frames: 3)
    #expect(cache.decodeCount == 2 && cache.count == 2)
    #expect(cache.decodedByteCount == (16 * 8 + 3 * 5) * 4)
    #expect(cache.summary == "2 decoded in 2 decodes, 572 bytes of pixels")
  }

  @Test func aMissingAndACorruptFileAreReportedOnceEach() throws {
    let folder = AppHarness.temporaryDirectory("image-cache")
    let missing = folder + "/missing.png"
    // A real PNG cut short: its header reads, its pixels do not.
    let whole = try Data(contentsOf: URL(fileURLWithPath: try writeImage(width: 64, height: 64)))
    let corrupt = folder + "/corrupt.png"
    try whole.prefix(60).write(to: URL(fileURLWithPath: corrupt))
    let text = folder + "/text.png"
    try "not a PNG".write(toFile: text, atomically: true, encoding: .utf8)

    let (cache, reports) = try draw([missing, corrupt, text], copies: 4, frames: 20)
    #expect(reports.count == 3, "\(reports)")
    #expect(cache.decodeCount == 3 && cache.count == 0 && cache.decodedByteCount == 0)
    for path in [missing, corrupt, text] {
      let lines = reports.filter { $0.hasPrefix("cannot show image \(path): ") }
      #expect(lines.count == 1, "\(path): \(reports)")
      #expect(cache.failures[path] == lines.first)
    }
    #expect(cache.summary == "0 decoded in 3 decodes, 0 bytes of pixels, 3 could not be used")
    #expect(reports.allSatisfy { !$0.contains("\n") })
    #expect(reports.allSatisfy { $0.hasSuffix("(the scene keeps drawing without it)") })
    #expect(cache.failures[missing]?.contains(": no such file; check the path (") == true)
    #expect(cache.failures[corrupt]?.contains("; save it again as a PNG (") == true)
    #expect(cache.failures[text]?.contains(": libpng cannot read it (Not a PNG file); ") == true)
  }

  @Test func aFolderAndAnOversizedImageSayWhatToDo() throws {
    let folder = AppHarness.temporaryDirectory("image-cache")
    #expect(
      ImageCache.problem(reading: folder, error: "x", maxSide: 8)
        == "it is a folder; give the path of a PNG file")
    let path = try writeImage(width: 16, height: 8)
    do {
      _ = try PNGFile.readRGBA(path: path, maxSide: 8)
      Issue.record("a 16x8 image was read with maxSide 8")
    } catch {
      #expect(
        ImageCache.problem(reading: path, error: "\(error)", maxSide: 8)
          == "the image is 16x8 pixels, more than 8 a side, the largest texture the renderer "
          + "makes; scale it down")
    }
  }

  /// A cache starts with the default report as it is when the cache is made.
  @Test func aCacheStartsWithTheDefaultReport() throws {
    let saved = ImageCache.defaultReport
    defer { ImageCache.defaultReport = saved }
    let reports = Reports()
    ImageCache.defaultReport = { reports.lines.append("default: " + $0) }
    let window = try SDLWindow(
      title: "test", width: 16, height: 16, headless: true, renderer: .software)
    defer { window.close() }
    let cache = ImageCache(renderer: window.renderer, makesTextures: false)
    #expect(cache.image(at: "/nonexistent/a.png") == nil)
    #expect(cache.image(at: "/nonexistent/a.png") == nil)
    #expect(reports.lines.count == 1 && reports.lines[0].hasPrefix("default: cannot show image"))
  }
}
