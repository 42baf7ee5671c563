import CSDL2
import MaterialMotion
import Testing

@testable import MaterialMotionSDL

/// The draw list canvas (``DrawListCanvas``: ``DrawList`` runs and the ``TextAtlas``) against the
/// native one (``NativeCanvas``, SDL's own calls): the same tree must give the same pixels,
/// whatever order its shapes and labels come in.
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

  @Test func aStripOfLabelsOnTheirOwnBarsIsTwoRuns() {
    let list = DrawList()
    list.addRect(SDL_FRect(x: 0, y: 0, w: 800, h: 600), color: red)
    for row in 0..<25 {
      let y = Float(400 + row * 13)
      list.addRect(SDL_FRect(x: 0, y: y, w: 200, h: 13), color: red)
      list.addQuad(quad(4, y, 150, 12), color: red, texCoords: uv)
    }
    #expect(list.runCount == 2)
  }

  @Test func aShapeOverAnEarlierLabelStartsANewRun() {
    let list = DrawList()
    list.addRect(SDL_FRect(x: 0, y: 0, w: 100, h: 20), color: red)
    list.addQuad(quad(4, 4, 60, 12), color: red, texCoords: uv)
    // Over the label: must be drawn after it.
    list.addRect(SDL_FRect(x: 50, y: 0, w: 20, h: 20), color: red)
    #expect(list.runCount == 3)
    // Next to everything drawn so far: joins the latest untextured run.
    list.addRect(SDL_FRect(x: 200, y: 0, w: 20, h: 20), color: red)
    #expect(list.runCount == 3)
    // A label over the last rectangle: joins the latest textured run only if it overlaps
    // nothing after it; this one does.
    list.addQuad(quad(55, 5, 10, 10), color: red, texCoords: uv)
    #expect(list.runCount == 4)
  }

  @Test func touchingQuadsDoNotOverlapButAPolygonsRimDoes() {
    let list = DrawList()
    list.addRect(SDL_FRect(x: 0, y: 0, w: 10, h: 10), color: red)
    list.addQuad(quad(0, 10, 10, 10), color: red, texCoords: uv)
    list.addRect(SDL_FRect(x: 0, y: 20, w: 10, h: 10), color: red)
    #expect(list.runCount == 2)
    // An anti-aliased polygon whose outline stops half a pixel short of the label: its rim
    // reaches into it.
    list.addConvexPolygon(
      [Point(x: 20, y: 10.5), Point(x: 30, y: 10.5), Point(x: 30, y: 20.5)], color: red)
    list.addConvexPolygon(
      [Point(x: 5, y: 20.5), Point(x: 9, y: 20.5), Point(x: 9, y: 29)], color: red)
    #expect(list.runCount == 3)
  }

  @Test func aRunWithMoreShapesThanTheLookbackIsNotSearched() {
    for (lookback, runs) in [(4, 3), (5, 2)] {
      let list = DrawList()
      list.lookback = lookback
      list.addRect(SDL_FRect(x: 0, y: 0, w: 10, h: 10), color: red)
      for i in 0..<5 { list.addQuad(quad(Float(i) * 20, 100, 10, 10), color: red, texCoords: uv) }
      // Between the first two labels: inside their union, overlapping neither.
      list.addRect(SDL_FRect(x: 12, y: 100, w: 6, h: 10), color: red)
      #expect(list.runCount == runs, "lookback \(lookback)")
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

  /// The native canvas copies labels out of the atlas; a label the atlas cannot hold is copied
  /// from a texture of its own. Both must give the same pixels, texel for texel: plain copies,
  /// scaled copies (which SDL blits from the slot's rectangle) and rotated textured triangles,
  /// opaque and translucent.
  @Test func aLabelFromTheAtlasLooksLikeOneFromItsOwnTexture() throws {
    let window = try SDLWindow(
      title: "test", width: 200, height: 120, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    let atlas = try #require(TextAtlas(renderer: window.renderer, textCache: cache))
    // Something in the atlas first, so the label's slot is not at its origin.
    _ = atlas.slot(for: "first", pixelSize: 11, rgba: 0x0000_00FF)
    let label = Label()
    label.frame = Rect(x: 40, y: 40, width: 120, height: 20)
    let slot = try #require(atlas.slot(for: "Wg|y ÄQ 42", pixelSize: 13, rgba: 0x6200_EEFF))
    let own = try #require(cache.texture(for: "Wg|y ÄQ 42", pixelSize: 13, rgba: 0x6200_EEFF))
    func pixels(_ image: CanvasImage, transform: Transform, alpha: UInt8) throws -> [UInt8] {
      SDL_SetRenderDrawColor(window.renderer, 250, 250, 250, 255)
      SDL_RenderClear(window.renderer)
      let placement = ImagePlacement(
        width: image.width, height: image.height, label: label, transform: transform,
        pixelScale: 1)
      image.draw(on: window.renderer, at: placement, alpha: alpha)
      var rgb: [UInt8] = []
      _ = try window.readPixelsRGB(into: &rgb)
      return rgb
    }
    let transforms = [
      Transform(a: 1, b: 0, c: 0, d: 1, tx: 20, ty: 30),
      Transform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 10, ty: 20),
      Transform(a: 0.9, b: 0.4, c: -0.4, d: 0.9, tx: 30, ty: 10),
      Transform(a: -0.7, b: 0.7, c: -0.7, d: -0.7, tx: 150, ty: 100),
    ]
    for transform in transforms {
      for alpha: UInt8 in [255, 150] {
        let fromAtlas = try pixels(
          CanvasImage(slot: slot, in: atlas), transform: transform, alpha: alpha)
        let fromOwn = try pixels(CanvasImage(own), transform: transform, alpha: alpha)
        #expect(fromAtlas == fromOwn, "\(transform), alpha \(alpha)")
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

  private func render(_ kind: ElementRenderer.CanvasKind) throws -> [UInt8] {
    let window = try SDLWindow(
      title: "test", width: 320, height: 240, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache, canvas: kind)
    #expect(renderer.canvasKind == kind)
    let tree = makeTree()
    renderer.draw(tree, background: Color(hex: 0xFAFAFA))
    // A second frame from the same atlas (labels already in it).
    renderer.draw(tree, background: Color(hex: 0xFAFAFA))
    if kind == .drawList {
      #expect(renderer.lastSubmittedRuns >= 2 && renderer.lastSubmittedRuns <= 8)
    }
    var rgb: [UInt8] = []
    _ = try window.readPixelsRGB(into: &rgb)
    return rgb
  }

  @Test func theSoftwareRendererPicksTheNativeCanvas() throws {
    let window = try SDLWindow(
      title: "test", width: 32, height: 32, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    #expect(ElementRenderer(renderer: window.renderer, textCache: cache).canvasKind == .native)
  }

  /// Polylines are left out of the tree by design: the native canvas draws them with SDL's line
  /// drawing, the draw list as one-pixel quads, and the two rasterise a slanted line differently.
  @Test func bothCanvasesGiveTheSamePixels() throws {
    let native = try render(.native)
    let drawList = try render(.drawList)
    #expect(native.count == drawList.count)
    var differing = 0
    var worst = 0
    for i in stride(from: 0, to: min(native.count, drawList.count), by: 3) {
      var d = 0
      for c in 0..<3 { d = max(d, abs(Int(native[i + c]) - Int(drawList[i + c]))) }
      worst = max(worst, d)
      if d > 0 { differing += 1 }
    }
    // The software renderer fills rectangles and triangles by the same pixel-centre rule and
    // samples labels texel for texel from the same atlas; the anti-aliased rims of the rotated
    // shapes are the same triangles either way.
    #expect(differing == 0, "\(differing) pixels differ (worst by \(worst) levels)")
  }
}
