import CSDL2
import MaterialMotion

/// Draws an `Element` tree with SDL: rectangles with scale, rotation about the anchor point,
/// opacity (inherited by children), rounded corners, labels, images, polylines, z-order and
/// clipping to a rounded parent (`clipsToBounds`).
///
/// One traversal works out what every element looks like in pixels and hands it, in drawing
/// order, to a canvas (the internal `Canvas` protocol):
/// - Axis-aligned shapes (any scale, no rotation) are pixel-snapped rectangles, with rounded
///   corners as bands of rows that share an inset (a 12 px square with 3 px corners is three
///   rectangles). Crisp, and the cheapest thing every renderer draws.
/// - Rotated shapes are convex polygons with a feathered, anti-aliased one-pixel rim.
/// - Labels are images of their text placed in the label; `ImageElement`s are PNG files decoded
///   once (``images``) and stretched over their bounds; polylines are one-pixel lines.
///
/// The canvas is chosen once, from the renderer: on SDL's software renderer `NativeCanvas` issues
/// SDL's own call for each primitive (filled rectangles, copied text, SDL lines; consecutive
/// rotated shapes share one `SDL_RenderGeometry` call); on every other renderer `DrawListCanvas`
/// turns everything into triangles in a `DrawList`, submitted at the end of the frame in as few
/// `SDL_RenderGeometry` calls as the drawing order allows. On OpenGL, where every draw call and
/// every texture costs far more than the pixels of a small label, that keeps a frame of 100
/// changing labels cheap.
///
/// **Clipping.** While the descendants of an element that `clipsToBounds` are drawn, its
/// rounded rectangle in pixels (a convex polygon, intersected with the clips of its clipping
/// ancestors; an unrotated one also row by row, exactly the pixels its own fill covers) clips
/// every primitive on its way to the canvas (the internal `ClippingCanvas`): a primitive wholly
/// inside goes to the canvas unchanged, one wholly outside is dropped, and one across the edge
/// is cut: rectangles and images on whole pixels (text) into bands of rows, rotated shapes and
/// scaled or rotated images into triangles (colours and texture coordinates interpolated),
/// polylines into segments. The clip's edge is hard, not anti-aliased, like the corners of an
/// unrotated rounded rectangle. An element that does not clip costs one flag test, and a frame
/// without clipping elements is drawn exactly as before clipping existed.
///
/// Text is rasterised only when a label's text, size or colour changes, into one `TextAtlas`
/// texture that both canvases draw from (and again after the atlas is emptied, see `TextAtlas`);
/// a label the atlas cannot hold is drawn from a texture of its own in ``textCache``. Drawing
/// order (and so z-order) is exact with either canvas.
@MainActor
public final class ElementRenderer {
  /// Which canvas draws: SDL's own call per primitive, or a draw list of triangles.
  enum CanvasKind {
    /// `NativeCanvas`: the software renderer's choice.
    case native
    /// `DrawListCanvas`: the choice for every other renderer.
    case drawList
  }

  /// The text cache labels are drawn from: the fonts, and labels the atlas cannot hold.
  public let textCache: TextCache
  /// The decoded PNG files `ImageElement`s show.
  public let images: ImageCache
  /// Which canvas draws.
  let canvasKind: CanvasKind
  private let renderer: OpaquePointer
  /// What primitives go to: ``baseCanvas``, or ``clipping`` while a clip is active.
  private var canvas: any Canvas
  /// The canvas chosen for the renderer.
  private let baseCanvas: any Canvas
  /// Clips what the base canvas is handed while an element that clips draws its descendants.
  private let clipping: ClippingCanvas
  /// The clips of the clipping elements being drawn, outermost first, each already intersected
  /// with those before it; empty outside every clipping element.
  private var clips: [ConvexClip] = []
  private let atlas: TextAtlas?
  private var spans: [SDL_FRect] = []
  private var outline: [Point] = []
  private var linePoints: [Point] = []
  /// Elements drawn in the last frame (for the frame-time overlay and tests).
  public private(set) var elementsDrawn = 0

  /// Creates a renderer drawing on `renderer` with text from `textCache`, with the canvas that
  /// suits the renderer.
  public convenience init(renderer: OpaquePointer, textCache: TextCache) {
    self.init(renderer: renderer, textCache: textCache, canvas: nil)
  }

  /// Creates a renderer drawing on `renderer` with text from `textCache` with the `canvas` given
  /// (nil: `native` for SDL's software renderer, `drawList` for any other).
  init(renderer: OpaquePointer, textCache: TextCache, canvas kind: CanvasKind?) {
    self.renderer = renderer
    self.textCache = textCache
    images = ImageCache(renderer: renderer)
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let isSoftware = info.name.map { String(cString: $0) } == "software"
    canvasKind = kind ?? (isSoftware ? .native : .drawList)
    atlas = TextAtlas(renderer: renderer, textCache: textCache)
    switch canvasKind {
    case .native: baseCanvas = NativeCanvas(renderer: renderer)
    case .drawList: baseCanvas = DrawListCanvas(renderer: renderer, atlas: atlas)
    }
    canvas = baseCanvas
    clipping = ClippingCanvas(base: baseCanvas, roundsCutPoints: isSoftware)
  }

  /// Clears to `background` and draws `root` and its descendants, then `overlay` (readouts,
  /// touch markers) over them, scaling points to pixels by `pixelScale`.
  public func draw(
    _ root: Element, overlay: Element? = nil, background: Color, pixelScale: Double = 1
  ) {
    let bg = background.rgba8
    SDL_SetRenderDrawColor(renderer, bg.red, bg.green, bg.blue, bg.alpha)
    SDL_RenderClear(renderer)
    atlas?.beginFrame()
    elementsDrawn = 0
    endClips()
    canvas.beginFrame()
    let scale = Transform(scale: pixelScale)
    draw(root, parentTransform: scale, parentOpacity: 1, pixelScale: pixelScale)
    if let overlay {
      draw(overlay, parentTransform: scale, parentOpacity: 1, pixelScale: pixelScale)
    }
    canvas.finish()
    textCache.endFrame()
  }

  /// How many elements drawing `element` would draw now: it and its descendants, less hidden
  /// ones and those at opacity 0 (and their subtrees), as ``draw(_:overlay:background:pixelScale:)``
  /// counts them in ``elementsDrawn``.
  public static func drawableCount(_ element: Element, parentOpacity: Double = 1) -> Int {
    if element.isHidden { return 0 }
    let opacity = parentOpacity * element.opacity
    if opacity <= 0 { return 0 }
    var count = 1
    for child in element.children { count += drawableCount(child, parentOpacity: opacity) }
    return count
  }

  /// Draws `overlay` over what is already drawn (no clear), e.g. readouts and touch markers.
  /// Drawing it in the same call as the scene
  /// (``draw(_:overlay:background:pixelScale:)``) submits the frame once.
  public func drawOverlay(_ overlay: Element, pixelScale: Double = 1) {
    atlas?.beginFrame()
    endClips()
    draw(
      overlay, parentTransform: Transform(scale: pixelScale), parentOpacity: 1,
      pixelScale: pixelScale)
    canvas.finish()
  }

  /// How many `SDL_RenderGeometry` calls of the draw list the frame drawn last was submitted in
  /// (the `drawList` canvas; for tests).
  var lastSubmittedRuns: Int { (baseCanvas as? DrawListCanvas)?.submittedRuns ?? 0 }

  private func draw(
    _ element: Element, parentTransform: Transform, parentOpacity: Double, pixelScale: Double
  ) {
    if element.isHidden { return }
    let opacity = parentOpacity * element.opacity
    if opacity <= 0 { return }
    let transform = element.transformToParent.concatenating(parentTransform)
    elementsDrawn += 1
    let fill = element.backgroundColor
    if fill.alpha > 0 {
      let color = sdlColor(fill, opacity: opacity)
      if transform.b == 0 && transform.c == 0 {
        ShapeGeometry.axisAlignedSpans(
          size: element.size, radius: element.cornerRadius, transform: transform, into: &spans)
        if !spans.isEmpty { canvas.fillRects(spans, color: color) }
      } else {
        ShapeGeometry.roundedRectOutline(
          size: element.size, radius: element.cornerRadius, transform: transform, into: &outline)
        canvas.fillConvexPolygon(outline, color: color)
      }
    }
    if let label = element as? Label {
      drawText(label, transform: transform, opacity: opacity, pixelScale: pixelScale)
    } else if let image = element as? ImageElement, let path = image.imagePath,
      let decoded = images.image(at: path)
    {
      let placement = ImagePlacement(
        width: decoded.width, height: decoded.height, filling: element.size,
        transform: transform, pixelScale: pixelScale)
      canvas.drawImage(
        decoded, at: placement, alpha: UInt8(max(0, min(255, (255 * opacity).rounded()))))
    } else if let polyline = element as? Polyline {
      drawLines(polyline, transform: transform, opacity: opacity)
    }
    let clips = element.clipsToBounds
    if clips { beginClip(element, transform: transform) }
    for child in element.childrenInDrawOrder {
      draw(child, parentTransform: transform, parentOpacity: opacity, pixelScale: pixelScale)
    }
    if clips { endClip() }
  }

  /// Clips what is drawn next to `element`'s rounded rectangle, mapped to pixels by `transform`
  /// (and to the clips already active), until ``endClip()``.
  private func beginClip(_ element: Element, transform: Transform) {
    var clip: ConvexClip
    if transform.b == 0 && transform.c == 0 {
      let pixels = PixelRoundedRect(
        size: element.size, radius: element.cornerRadius, transform: transform)
      ShapeGeometry.clipOutline(of: pixels, into: &outline)
      clip = ConvexClip(outline: outline, pixels: pixels)
    } else {
      ShapeGeometry.clipOutline(
        size: element.size, radius: element.cornerRadius, transform: transform, into: &outline)
      clip = ConvexClip(outline: outline)
    }
    if let enclosing = clips.last { clip = enclosing.intersection(clip) }
    clips.append(clip)
    clipping.clip = clip
    canvas = clipping
  }

  /// Ends the clip ``beginClip(_:transform:)`` began last: the enclosing one applies again, or
  /// none.
  private func endClip() {
    clips.removeLast()
    if let enclosing = clips.last {
      clipping.clip = enclosing
    } else {
      canvas = baseCanvas
    }
  }

  /// Ends every clip (at the start of a drawing pass).
  private func endClips() {
    clips.removeAll(keepingCapacity: true)
    canvas = baseCanvas
  }

  private func drawText(_ label: Label, transform: Transform, opacity: Double, pixelScale: Double) {
    let text = label.text
    if text.isEmpty { return }
    let pixelSize = Int((label.fontSize * pixelScale).rounded())
    let color = label.textColor.rgba8
    let rgba = UInt32(color.red) << 24 | UInt32(color.green) << 16 | UInt32(color.blue) << 8 | 0xFF
    let alpha = UInt8(max(0, min(255, (Double(color.alpha) * opacity).rounded())))
    guard let image = textImage(for: text, pixelSize: pixelSize, rgba: rgba) else { return }
    let placement = ImagePlacement(
      width: image.width, height: image.height, label: label, transform: transform,
      pixelScale: pixelScale)
    canvas.drawImage(image, at: placement, alpha: alpha)
  }

  /// The rasterisation of `text` at `pixelSize` in colour `rgba`: from the atlas when it holds
  /// it or has room for it, otherwise a texture of its own from the text cache.
  private func textImage(for text: String, pixelSize: Int, rgba: UInt32) -> CanvasImage? {
    if let atlas, let slot = atlas.slot(for: text, pixelSize: pixelSize, rgba: rgba) {
      return CanvasImage(slot: slot, in: atlas)
    }
    return textCache.texture(for: text, pixelSize: pixelSize, rgba: rgba).map(CanvasImage.init)
  }

  /// Draws a polyline's runs of finite points (it is broken at points that are not finite).
  private func drawLines(_ polyline: Polyline, transform: Transform, opacity: Double) {
    guard polyline.points.count > 1 else { return }
    let color = sdlColor(polyline.lineColor, opacity: opacity)
    linePoints.removeAll(keepingCapacity: true)
    func flushRun() {
      if linePoints.count > 1 { canvas.drawPolyline(linePoints, color: color) }
      linePoints.removeAll(keepingCapacity: true)
    }
    for point in polyline.points {
      guard point.x.isFinite && point.y.isFinite else {
        flushRun()
        continue
      }
      linePoints.append(transform.apply(to: point))
    }
    flushRun()
  }

  private func sdlColor(_ color: Color, opacity: Double) -> SDL_Color {
    let c = color.rgba8
    return SDL_Color(
      r: c.red, g: c.green, b: c.blue,
      a: UInt8(max(0, min(255, (Double(c.alpha) * opacity).rounded()))))
  }
}
