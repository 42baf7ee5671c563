import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// The raster canvas keeps a shadow's opacities when it is drawn twice at the same place (a grid
/// of cards at rest): frames drawn from them are the frames sampled every time, pixel for pixel;
/// shadows that move or turn every frame are never kept.
@MainActor
@Suite(.serialized) struct ShadowBlocksTests {
  /// Frames 1 and 3 of a grid of 12 cards at elevation 2 (fractional places; with `move`, every
  /// card a little further each frame; with `turn`, each card turned a little more), and how
  /// many shadows the canvas kept.
  func drawGrid(keeping: Bool, move: Bool = false, turn: Bool = false) throws -> ([Frame], Int) {
    let window = try SDLWindow(
      title: "shadows", width: 220, height: 170, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: FontLocator.locate(override: nil))
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache)
    let canvas = try #require(renderer.canvas as? RasterCanvas)
    canvas.shadowBlocks.keep.isEnabled = keeping
    let root = Element(frame: Rect(x: 0, y: 0, width: 220, height: 170))
    var cards: [Element] = []
    for i in 0..<12 {
      let card = Element(
        frame: Rect(
          x: 9.3 + Double(i % 4) * 50, y: 8.6 + Double(i / 4) * 52, width: 37.5, height: 31.25))
      card.backgroundColor = Color(red: 0.9, green: 0.3 + 0.05 * Double(i), blue: 0.2)
      card.elevation = 2
      root.addChild(card)
      cards.append(card)
    }
    var frames: [Frame] = []
    for frame in 0..<3 {
      for card in cards {
        if move { card.position.x += 0.37 }
        if turn { card.rotation += 0.01 }
      }
      renderer.draw(root, background: .white)
      if frame != 1 { frames.append(try Frame(window: window)) }
    }
    return (frames, canvas.shadowBlocks.keep.count)
  }

  @Test func aGridDrawnFromKeptShadowsIsTheGridSampledEachTime() throws {
    let (kept, count) = try drawGrid(keeping: true)
    let (sampled, none) = try drawGrid(keeping: false)
    // The twelve cards' shadows have the same shape, but not the same place.
    #expect(count == 12 && none == 0)
    for (a, b) in zip(kept, sampled) {
      #expect(a.differingPixels(from: b, tolerance: 0) == 0)
    }
    #expect(kept[1].differingPixels(from: kept[0], tolerance: 0) == 0)
    // The shadows are there: a pixel two below the first card's bottom edge (y 39.85) is
    // darker than the white background.
    let frame = kept[1]
    #expect(frame.pixels[(41 * frame.width + 28) * 4] < 250)
  }

  @Test func movingOrTurningShadowsAreNotKept() throws {
    #expect(try drawGrid(keeping: true, move: true).1 == 0)
    #expect(try drawGrid(keeping: true, turn: true).1 == 0)
  }
}
