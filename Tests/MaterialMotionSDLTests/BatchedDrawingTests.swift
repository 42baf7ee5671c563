import CRaster
import CSDL2
import MaterialMotion
import Testing

@testable import MaterialMotionSDL

/// The mesh canvas's batching (``DrawList`` runs, the ``TextAtlas``, the ``MaskAtlas`` and the
/// parts a shape's mask is drawn in). That it draws what the raster canvas draws is tested on
/// OpenGL, in a window (`OpenGLDrawingTests`).
@MainActor
@Suite(.serialized) struct BatchedDrawingTests {
  private func quad(_ x: Float, _ y: Float, _ w: Float, _ h: Float) -> (
    SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint
  ) {
    (
      SDL_FPoint(x: x, y: y), SDL_FPoint(x: x + w, y: y), SDL_FPoint(x: x + w, y: y + h),
      SDL_FPoint(x: x, y: y + h)
    )
  }

  private let red = SDL_Color(r: 255, g: 0, b: 0, a: 255)
  private let uv = (
    SDL_FPoint(x: 0, y: 0), SDL_FPoint(x: 1, y: 0), SDL_FPoint(x: 1, y: 1), SDL_FPoint(x: 0, y: 1)
  )
  /// Two textures, never drawn: the masks' and the labels'.
  private let masks = OpaquePointer(bitPattern: 0x10)
  private let text = OpaquePointer(bitPattern: 0x20)

  private func fill(_ list: DrawList, _ x: Float, _ y: Float, _ w: Float, _ h: Float) {
    list.addQuad(quad(x, y, w, h), color: red, texture: masks, texCoords: uv)
  }

  private func label(_ list: DrawList, _ x: Float, _ y: Float, _ w: Float, _ h: Float) {
    list.addQuad(quad(x, y, w, h), color: red, texture: text, texCoords: uv)
  }

  @Test func aStripOfLabelsOnTheirOwnBarsIsTwoRuns() {
    let list = DrawList()
    fill(list, 0, 0, 800, 600)
    for row in 0..<25 {
      let y = Float(400 + row * 13)
      fill(list, 0, y, 200, 13)
      label(list, 4, y, 150, 12)
    }
    #expect(list.runCount == 2)
  }

  @Test func aShapeOverAnEarlierLabelStartsANewRun() {
    let list = DrawList()
    fill(list, 0, 0, 100, 20)
    label(list, 4, 4, 60, 12)
    // Over the label: must be drawn after it.
    fill(list, 50, 0, 20, 20)
    #expect(list.runCount == 3)
    // Next to everything drawn so far: joins the latest run of masks.
    fill(list, 200, 0, 20, 20)
    #expect(list.runCount == 3)
    // A label over the last rectangle: joins the latest run of labels only if it overlaps
    // nothing after it; this one does.
    label(list, 55, 5, 10, 10)
    #expect(list.runCount == 4)
  }

  @Test func touchingQuadsDoNotOverlap() {
    let list = DrawList()
    fill(list, 0, 0, 10, 10)
    label(list, 0, 10, 10, 10)
    fill(list, 0, 20, 10, 10)
    #expect(list.runCount == 2)
    // Half a pixel into the label: a new run.
    fill(list, 5, 19.5, 4, 4)
    #expect(list.runCount == 3)
  }

  @Test func aRunWithMoreShapesThanTheLookbackIsNotSearched() {
    for (lookback, runs) in [(4, 3), (5, 2)] {
      let list = DrawList()
      list.lookback = lookback
      fill(list, 0, 0, 10, 10)
      for i in 0..<5 { label(list, Float(i) * 20, 100, 10, 10) }
      // Between the first two labels: inside their union, overlapping neither.
      fill(list, 12, 100, 6, 10)
      #expect(list.runCount == runs, "lookback \(lookback)")
    }
  }

  /// A large unrotated shape is nine parts that cover its pixels once each; a small or rotated
  /// one is its mask, in tiles.
  @Test func maskRegionsCoverEveryPixelOfTheShapeOnce() {
    let screen = SDL_Rect(x: 0, y: 0, w: 1000, h: 700)
    let shapes = [
      PixelShape(
        size: Size(width: 300.4, height: 200.7), radius: 20,
        transform: Transform(translationX: 10.3, y: 20.6)),
      PixelShape(
        size: Size(width: 12, height: 12), radius: 3,
        transform: Transform(translationX: 5.5, y: 7.25)),
      PixelShape(
        size: Size(width: 600, height: 500), radius: 0,
        transform: Transform(rotation: 0.3).concatenating(Transform(translationX: 300, y: 10))),
    ]
    for shape in shapes {
      var count = [Int: Int]()
      var solid = 0
      MaskRegions.forEach(shape, clippedTo: screen) { region in
        #expect(region.width > 0 && region.height > 0)
        #expect(
          region.isSolid
            || (region.source.width <= MaskRegions.tile && region.source.height <= MaskRegions.tile)
        )
        if region.isSolid { solid += region.width * region.height }
        for y in region.y..<(region.y + region.height) {
          for x in region.x..<(region.x + region.width) { count[y * 1000 + x, default: 0] += 1 }
        }
      }
      let b = shape.pixelBounds
      let expected = (max(0, b.x1) - max(0, b.x0)) * (max(0, b.y1) - max(0, b.y0))
      #expect(count.count == expected && count.values.allSatisfy { $0 == 1 }, "\(shape)")
      if shape.isAxisAligned && shape.hw > 100 { #expect(solid > 40_000) }
    }
  }

  @Test func theAtlasEmptiesWhenHalfFullAndRasterisesAgain() throws {
    let window = try SDLWindow(
      title: "test", width: 100, height: 100, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    let atlas = try #require(
      TextAtlas(renderer: window.renderer, textCache: cache, width: 256, height: 64))
    let first = try #require(atlas.slot(for: "first", pixelSize: 14, rgba: 0xFF))
    #expect(atlas.slot(for: "first", pixelSize: 14, rgba: 0xFF)?.x == first.x)
    #expect(atlas.rasterisations == 1)
    var n = 0
    while atlas.usedFraction <= 0.5 {
      n += 1
      #expect(atlas.slot(for: "label number \(n)", pixelSize: 14, rgba: 0xFF) != nil)
    }
    // Full: a label that does not fit is nil, for the caller to draw another way.
    var refused = false
    for m in 0..<40
    where atlas.slot(for: "more \(m) xxxxxxxx", pixelSize: 14, rgba: 0xFF) == nil {
      refused = true
    }
    #expect(refused)
    #expect(
      atlas.slot(for: String(repeating: "wide ", count: 60), pixelSize: 14, rgba: 0xFF)
        == nil)
    atlas.beginFrame()
    #expect(atlas.resets == 1 && atlas.count == 0)
    let before = atlas.rasterisations
    #expect(atlas.slot(for: "first", pixelSize: 14, rgba: 0xFF) != nil)
    #expect(atlas.rasterisations == before + 1)
    // Below half full, a new frame keeps what is there.
    atlas.beginFrame()
    #expect(atlas.resets == 1 && atlas.count == 1)
  }

  /// A label from the atlas, drawn by the raster canvas, is texel for texel a rasterisation of
  /// its own (what a label the atlas cannot hold is drawn from): copied, scaled, rotated,
  /// opaque and translucent.
  @Test func aLabelFromTheAtlasLooksLikeOneRasterisedAlone() throws {
    let window = try SDLWindow(
      title: "test", width: 200, height: 120, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    let atlas = try #require(TextAtlas(renderer: window.renderer, textCache: cache))
    let canvas = RasterCanvas(renderer: window.renderer)
    // Something in the atlas first, so the label's slot is not at its origin.
    _ = atlas.slot(for: "first", pixelSize: 11, rgba: 0x0000_00FF)
    let label = Label()
    label.frame = Rect(x: 40, y: 40, width: 120, height: 20)
    let slot = try #require(atlas.slot(for: "Wg|y ÄQ 42", pixelSize: 13, rgba: 0x6200_EEFF))
    let surface = try #require(
      cache.rasteriseARGB(TextCache.Key(text: "Wg|y ÄQ 42", pixelSize: 13, rgba: 0x6200_EEFF)))
    defer { SDL_FreeSurface(surface) }
    let alone = CanvasImage(
      width: Int(surface.pointee.w), height: Int(surface.pointee.h),
      texels: UnsafeRawPointer(surface.pointee.pixels), format: Int32(MMR_TEXELS_ARGB8888),
      stride: Int(surface.pointee.pitch) / 4, texture: nil, owner: nil)
    func pixels(_ image: CanvasImage, transform: Transform, alpha: UInt8) throws -> [UInt8] {
      canvas.beginFrame(clearingTo: SDL_Color(r: 250, g: 250, b: 250, a: 255))
      let placement = ImagePlacement(
        width: image.width, height: image.height, label: label, transform: transform,
        pixelScale: 1)
      canvas.drawImage(image, at: placement, alpha: alpha)
      canvas.finish()
      var rgb: [UInt8] = []
      _ = try window.readPixelsRGB(into: &rgb)
      return rgb
    }
    let transforms = [
      Transform(a: 1, b: 0, c: 0, d: 1, tx: 20, ty: 30),
      Transform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 10, ty: 20),
      Transform(a: 0.9, b: 0.4, c: -0.4, d: 0.9, tx: 30, ty: 10),
    ]
    for transform in transforms {
      for alpha: UInt8 in [255, 150] {
        let fromAtlas = try pixels(
          CanvasImage(slot: slot, in: atlas), transform: transform, alpha: alpha)
        let fromAlone = try pixels(alone, transform: transform, alpha: alpha)
        #expect(fromAtlas == fromAlone, "\(transform), alpha \(alpha)")
        #expect(fromAtlas.contains { $0 < 200 }, "nothing drawn for \(transform)")
      }
    }
  }

  /// A tree with everything the renderer draws except polylines, in orders that make runs
  /// interleave: labels on bars, a rectangle over a label, a label over a rectangle, rotated
  /// shapes and text, scaled text, translucency and inherited opacity, and a label too wide for
  /// the atlas.
  private func makeTree() -> Element {
    let root = Element()
    root.frame = Rect(x: 0, y: 0, width: 320, height: 240)
    func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ hex: UInt32, alpha: Double = 1)
      -> Element
    {
      let e = Element()
      e.frame = Rect(x: x, y: y, width: w, height: h)
      e.backgroundColor = Color(hex: hex, alpha: alpha)
      return e
    }
    func label(_ text: String, _ x: Double, _ y: Double, _ w: Double, size: Double = 10) -> Label {
      let l = Label()
      l.frame = Rect(x: x, y: y, width: w, height: 14)
      l.text = text
      l.fontSize = size
      return l
    }
    for row in 0..<6 {
      let bar = label("#\(row) (\(row * 37), \(row * 11)) pt", 0, 150 + Double(row) * 14, 160)
      bar.backgroundColor = Color(hex: row % 2 == 0 ? 0xFFB300 : 0xFFFFFF)
      root.addChild(bar)
    }
    let under = label("under a square", 10, 10, 120)
    root.addChild(under)
    root.addChild(box(60, 6, 30, 30, 0x6200EE, alpha: 0.85))
    let square = box(150, 20, 60, 60, 0x03DAC6)
    square.cornerRadius = 8
    root.addChild(square)
    let over = label("over the square", 140, 40, 120)
    over.textColor = Color(hex: 0xFF0266)
    root.addChild(over)
    let rotated = box(230, 100, 50, 50, 0x3700B3, alpha: 0.7)
    rotated.rotation = 0.5
    rotated.cornerRadius = 6
    root.addChild(rotated)
    let faded = box(180, 150, 120, 60, 0x018786)
    faded.opacity = 0.5
    let child = label("half opacity", 4, 20, 100, size: 12)
    child.textColor = .white
    faded.addChild(child)
    root.addChild(faded)
    let turned = label("turned text", 20, 100, 100, size: 14)
    turned.rotation = -0.3
    root.addChild(turned)
    let scaled = label("scaled text", 20, 60, 80, size: 12)
    scaled.scale = 1.5
    root.addChild(scaled)
    // Wider than the 2048-pixel atlas: drawn from its own texture, in order.
    root.addChild(label(String(repeating: "very wide label ", count: 30), 0, 226, 320, size: 20))
    root.addChild(box(100, 222, 40, 18, 0xFF0266))
    return root
  }

  /// The mesh canvas (on the software renderer here, where its masks are copies on whole
  /// pixels) sends a frame of this tree in a few runs, and keeps its shapes' masks from frame to
  /// frame.
  @Test func theMeshCanvasBatchesAFrameAndKeepsItsMasks() throws {
    let window = try SDLWindow(
      title: "test", width: 320, height: 240, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache, canvas: .mesh)
    #expect(renderer.canvasKind == .mesh)
    let tree = makeTree()
    let masks = try #require((renderer.canvas as? MeshCanvas)?.masks)
    renderer.draw(tree, background: Color(hex: 0xFAFAFA))
    let first = masks.made
    renderer.draw(tree, background: Color(hex: 0xFAFAFA))
    #expect(renderer.lastSubmittedRuns >= 2 && renderer.lastSubmittedRuns <= 8)
    // The second frame made only the rotated shape's masks again.
    #expect(masks.reused >= first - 2 && masks.made - first <= 2, "\(first) \(masks.made)")
    var rgb: [UInt8] = []
    _ = try window.readPixelsRGB(into: &rgb)
    #expect(rgb.contains { $0 < 100 })
  }

  @Test func theSoftwareRendererPicksTheRasterCanvas() throws {
    let window = try SDLWindow(
      title: "test", width: 32, height: 32, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    #expect(ElementRenderer(renderer: window.renderer, textCache: cache).canvasKind == .raster)
  }
}
