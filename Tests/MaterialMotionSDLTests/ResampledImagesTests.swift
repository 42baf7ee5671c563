import CSDL2
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// The raster canvas keeps an image's sampled pixels when it is drawn twice at the same size
/// and phase (a grid of photos): frames drawn from them match frames sampled every time within
/// a level, images resized every frame are never kept, and faded ones are sampled.
@MainActor
@Suite(.serialized) struct ResampledImagesTests {
  /// Frames 1 and 3 of a 12-photo grid (cells 37.5 × 29.25 at fractional places, the same
  /// phase in every column; with `grow`, each cell a little wider than the one before and all
  /// growing every frame, so no two draws are alike), and what the canvas kept.
  func drawGrid(keeping: Bool, grow: Bool = false, opacity: Double = 1) throws -> (
    [Frame], Int
  ) {
    let window = try SDLWindow(
      title: "grid", width: 200, height: 160, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: FontLocator.locate(override: nil))
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache)
    let canvas = try #require(renderer.canvas as? RasterCanvas)
    canvas.resampled.keep.isEnabled = keeping
    let root = Element(frame: Rect(x: 0, y: 0, width: 200, height: 160))
    var cells: [ImageElement] = []
    for i in 0..<12 {
      let cell = ImageElement(
        imagePath: "\(AppHarness.repositoryRoot)/assets/images/photo-0\(i % 3).png")
      cell.frame = Rect(
        x: 3.3 + Double(i % 4) * 48, y: 5.6 + Double(i / 4) * 48,
        width: 37.5 + (grow ? Double(i) * 0.1 : 0), height: 29.25)
      cell.opacity = opacity
      root.addChild(cell)
      cells.append(cell)
    }
    var frames: [Frame] = []
    for frame in 0..<3 {
      if grow { for cell in cells { cell.size.width += 0.37 } }
      renderer.draw(root, background: .white)
      if frame != 1 { frames.append(try Frame(window: window)) }
    }
    return (frames, canvas.resampled.keep.count)
  }

  @Test func aGridDrawnFromKeptPixelsMatchesOneSampledEachTime() throws {
    let (kept, count) = try drawGrid(keeping: true)
    let (sampled, none) = try drawGrid(keeping: false)
    #expect(count == 3 && none == 0)
    for (a, b) in zip(kept, sampled) {
      #expect(a.differingPixels(from: b, tolerance: 1) == 0)
    }
    // The first frame already draws the second copy of each photo from kept pixels.
    #expect(kept[0].differingPixels(from: kept[1], tolerance: 0) == 0)
  }

  @Test func resizedOrFadedImagesAreNotKept() throws {
    #expect(try drawGrid(keeping: true, grow: true).1 == 0)
    #expect(try drawGrid(keeping: true, opacity: 0.5).1 == 0)
  }
}
