import CSDL2
import MaterialMotion

#if canImport(Glibc)
  import Glibc
#endif

/// Draws an `Element` tree with SDL: rectangles with scale, rotation about the anchor point,
/// opacity (inherited by children), rounded corners, labels and z-order.
///
/// Two shape paths:
/// - Axis-aligned shapes (any scale, no rotation) are pixel-snapped filled rectangles, with
///   rounded corners as bands of rows that share an inset (a 12 px square with 3 px corners is
///   three rectangles). Crisp, and the cheapest thing every renderer draws.
/// - Rotated shapes are polygons with a feathered, anti-aliased one-pixel rim.
///
/// Two ways of submitting them (``Mode``), chosen from the renderer:
/// - ``Mode/immediate`` (the software renderer): fills go to `SDL_RenderFillRects`, labels are
///   copied from their own textures (``TextCache``), lines are SDL lines, and consecutive rotated
///   shapes share one `SDL_RenderGeometry` call.
/// - ``Mode/batched`` (every other renderer): everything a frame draws becomes triangles in a
///   `DrawList`, labels textured from one `TextAtlas`, submitted at the end of the frame in
///   as few `SDL_RenderGeometry` calls as the drawing order allows (two for a strip of labels on
///   highlight bars). On OpenGL, where every draw call and every texture costs far more than the
///   pixels of a small label, this is what keeps a frame of 100 changing labels cheap. A label
///   the atlas cannot hold is drawn from its own texture after what is queued before it.
///
/// Drawing order (and so z-order) is exact in both. Text is rasterised only when a label's text,
/// size or colour changes (in batched mode also after the atlas is emptied, see `TextAtlas`).
@MainActor
public final class ElementRenderer {
  /// How drawing is submitted to SDL.
  public enum Mode: Sendable {
    /// Each fill, label and line is its own SDL call (cheapest for the software renderer).
    case immediate
    /// Everything is triangles from one texture atlas, submitted once per frame (cheapest for
    /// OpenGL and other renderers that draw triangles).
    case batched
  }

  private let renderer: OpaquePointer
  /// The text cache labels are drawn from (in batched mode: the fonts, and labels the atlas
  /// cannot hold).
  public let textCache: TextCache
  /// How this renderer submits its drawing.
  public let mode: Mode
  private let atlas: TextAtlas?
  private let batch = GeometryBatch()
  private let drawList = DrawList()
  private var outline: [Point] = []
  private var spans: [SDL_FRect] = []
  private var textQuad = [SDL_Vertex](repeating: SDL_Vertex(), count: 4)
  private var linePoints: [SDL_FPoint] = []
  private static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
  /// Elements drawn in the last frame (for the frame-time overlay and tests).
  public private(set) var elementsDrawn = 0

  /// Creates a renderer drawing on `renderer` with text from `textCache`, in `mode` (nil:
  /// ``Mode/immediate`` for SDL's software renderer, ``Mode/batched`` for any other). Batched
  /// mode falls back to immediate when the atlas texture cannot be created.
  public init(renderer: OpaquePointer, textCache: TextCache, mode: Mode? = nil) {
    self.renderer = renderer
    self.textCache = textCache
    var info = SDL_RendererInfo()
    SDL_GetRendererInfo(renderer, &info)
    let isSoftware = info.name.map { String(cString: $0) } == "software"
    let wanted = mode ?? (isSoftware ? .immediate : .batched)
    if wanted == .batched, let atlas = TextAtlas(renderer: renderer, textCache: textCache) {
      self.atlas = atlas
      self.mode = .batched
    } else {
      self.atlas = nil
      self.mode = .immediate
    }
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
    lastSubmittedRuns = 0
    draw(
      root, parentTransform: Transform(scale: pixelScale), parentOpacity: 1, pixelScale: pixelScale)
    if let overlay {
      draw(
        overlay, parentTransform: Transform(scale: pixelScale), parentOpacity: 1,
        pixelScale: pixelScale)
    }
    submit()
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
    draw(
      overlay, parentTransform: Transform(scale: pixelScale), parentOpacity: 1,
      pixelScale: pixelScale)
    submit()
  }

  /// How many `SDL_RenderGeometry` calls of the draw list the frame drawn last was submitted in
  /// (batched mode; for tests).
  private(set) var lastSubmittedRuns = 0

  /// Sends what is queued to SDL: in batched mode the atlas rows written since the last upload,
  /// then the draw list's runs; in immediate mode the queued rotated shapes.
  private func submit() {
    if let atlas {
      if !drawList.isEmpty { atlas.upload() }
      lastSubmittedRuns += drawList.runCount
      drawList.flush(to: renderer, texture: atlas.texture)
    } else {
      batch.flush(to: renderer)
    }
  }

  /// In immediate mode, draws the queued rotated shapes before a draw of another kind.
  private func flushBeforeImmediateDraw() {
    if atlas == nil { batch.flush(to: renderer) }
  }

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
        fillAxisAligned(
          size: element.size, radius: element.cornerRadius, transform: transform, color: color)
      } else {
        roundedRectOutline(size: element.size, radius: element.cornerRadius, transform: transform)
        if atlas != nil {
          drawList.addConvexPolygon(outline, color: color)
        } else {
          batch.addConvexPolygon(outline, color: color)
        }
      }
    }
    if let label = element as? Label {
      drawText(label, transform: transform, opacity: opacity, pixelScale: pixelScale)
    } else if let polyline = element as? Polyline {
      drawLines(polyline, transform: transform, opacity: opacity)
    }
    for child in element.childrenInDrawOrder {
      draw(child, parentTransform: transform, parentOpacity: opacity, pixelScale: pixelScale)
    }
  }

  private func drawText(_ label: Label, transform: Transform, opacity: Double, pixelScale: Double) {
    let text = label.text
    if text.isEmpty { return }
    let pixelSize = Int((label.fontSize * pixelScale).rounded())
    let color = label.textColor.rgba8
    let rgba = UInt32(color.red) << 24 | UInt32(color.green) << 16 | UInt32(color.blue) << 8 | 0xFF
    let alpha = UInt8(max(0, min(255, (Double(color.alpha) * opacity).rounded())))
    let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    if let atlas, let slot = atlas.slot(for: text, pixelSize: pixelSize, rgba: rgba) {
      let (corners, _) = textCorners(
        width: slot.width, height: slot.height, label: label, transform: transform,
        pixelScale: pixelScale)
      drawList.addQuad(corners, color: white, texCoords: atlas.texCoords(of: slot))
      return
    }
    guard let texture = textCache.texture(for: text, pixelSize: pixelSize, rgba: rgba) else {
      return
    }
    // Immediate mode, or a label the atlas cannot hold: what is queued goes first.
    submit()
    let (corners, snapped) = textCorners(
      width: texture.width, height: texture.height, label: label, transform: transform,
      pixelScale: pixelScale)
    if snapped {
      // Unrotated and unscaled: a plain copy, which every renderer draws faster than the two
      // textured triangles of the general path (the software renderer blits it).
      var destination = SDL_FRect(
        x: corners.0.x, y: corners.0.y, w: Float(texture.width), h: Float(texture.height))
      SDL_SetTextureAlphaMod(texture.texture, alpha)
      SDL_RenderCopyF(renderer, texture.texture, nil, &destination)
      return
    }
    SDL_SetTextureAlphaMod(texture.texture, 255)
    let uv: [(Float, Float)] = [(0, 0), (1, 0), (1, 1), (0, 1)]
    let points = [corners.0, corners.1, corners.2, corners.3]
    for i in 0..<4 {
      textQuad[i] = SDL_Vertex(
        position: points[i], color: white, tex_coord: SDL_FPoint(x: uv[i].0, y: uv[i].1))
    }
    SDL_RenderGeometry(renderer, texture.texture, textQuad, 4, Self.quadIndices, 6)
  }

  /// Where a `width`×`height` pixel rasterisation of `label`'s text goes, as its corners in
  /// pixels clockwise from the top left: aligned in the label and vertically centred. Unrotated
  /// and unscaled text is kept on whole pixels so glyphs stay sharp (`snapped`).
  private func textCorners(
    width: Int, height: Int, label: Label, transform: Transform, pixelScale: Double
  ) -> (corners: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint), snapped: Bool) {
    // The rasterisation is in pixels; the label's space is in points.
    let w = Double(width) / pixelScale
    let h = Double(height) / pixelScale
    let x: Double
    switch label.textAlignment {
    case .center: x = (label.size.width - w) / 2
    case .left: x = 4
    }
    let y = (label.size.height - h) / 2
    let snapped =
      transform.b == 0 && transform.c == 0 && transform.a == pixelScale && transform.d == pixelScale
    if snapped {
      let origin = transform.apply(to: Point(x: x, y: y))
      let left = Float(origin.x.rounded())
      let top = Float(origin.y.rounded())
      let right = left + Float(width)
      let bottom = top + Float(height)
      return (
        (
          SDL_FPoint(x: left, y: top), SDL_FPoint(x: right, y: top),
          SDL_FPoint(x: right, y: bottom), SDL_FPoint(x: left, y: bottom)
        ), true
      )
    }
    func corner(_ u: Double, _ v: Double) -> SDL_FPoint {
      let p = transform.apply(to: Point(x: x + u * w, y: y + v * h))
      return SDL_FPoint(x: Float(p.x), y: Float(p.y))
    }
    return ((corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)), false)
  }

  /// Draws a polyline's segments with SDL's line drawing, breaking it at points that are not
  /// finite.
  private func drawLines(_ polyline: Polyline, transform: Transform, opacity: Double) {
    guard polyline.points.count > 1 else { return }
    let c = sdlColor(polyline.lineColor, opacity: opacity)
    if atlas != nil {
      queueLines(polyline, transform: transform, color: c)
      return
    }
    batch.flush(to: renderer)
    SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
    linePoints.removeAll(keepingCapacity: true)
    func flushRun() {
      if linePoints.count > 1 {
        SDL_RenderDrawLinesF(renderer, linePoints, Int32(linePoints.count))
      }
      linePoints.removeAll(keepingCapacity: true)
    }
    for point in polyline.points {
      guard point.x.isFinite && point.y.isFinite else {
        flushRun()
        continue
      }
      let p = transform.apply(to: point)
      linePoints.append(SDL_FPoint(x: Float(p.x), y: Float(p.y)))
    }
    flushRun()
  }

  /// Fills an unrotated (possibly scaled) rounded rectangle with rectangle spans: one for the
  /// middle and one per pixel row of the rounded corners.
  private func fillAxisAligned(size: Size, radius: Double, transform: Transform, color: SDL_Color) {
    flushBeforeImmediateDraw()
    // Snap to whole pixels so the one-pixel corner rows line up with the pixel grid.
    let left = min(transform.tx, transform.tx + transform.a * size.width).rounded()
    let top = min(transform.ty, transform.ty + transform.d * size.height).rounded()
    let w = max(transform.tx, transform.tx + transform.a * size.width).rounded() - left
    let h = max(transform.ty, transform.ty + transform.d * size.height).rounded() - top
    guard w > 0, h > 0 else { return }
    let r = max(0, min(radius * abs(transform.a), w / 2, h / 2))
    spans.removeAll(keepingCapacity: true)
    // How far row `row` of a rounded corner is inset; non-increasing towards the middle.
    func inset(_ row: Int) -> Double {
      let dy = r - (Double(row) + 0.5)
      return (r - (max(0, r * r - dy * dy)).squareRoot()).rounded()
    }
    var cornerRows = Int(r.rounded())
    while cornerRows > 0 && inset(cornerRows - 1) == 0 { cornerRows -= 1 }
    spans.append(
      SDL_FRect(
        x: Float(left), y: Float(top) + Float(cornerRows), w: Float(w),
        h: Float(h - 2 * Double(cornerRows))))
    var start = 0
    while start < cornerRows {
      let bandInset = inset(start)
      var end = start + 1
      while end < cornerRows && inset(end) == bandInset { end += 1 }
      let x = Float(left + bandInset)
      let width = Float(w - 2 * bandInset)
      let height = Float(end - start)
      spans.append(SDL_FRect(x: x, y: Float(top) + Float(start), w: width, h: height))
      spans.append(SDL_FRect(x: x, y: Float(top + h) - Float(end), w: width, h: height))
      start = end
    }
    if atlas != nil {
      for span in spans { drawList.addRect(span, color: color) }
      return
    }
    SDL_SetRenderDrawBlendMode(renderer, color.a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    SDL_RenderFillRectsF(renderer, spans, Int32(spans.count))
  }

  /// Queues a polyline as one-pixel-wide quads, one per segment (each reaching half a pixel past
  /// its ends, so joints have no gaps), broken at points that are not finite.
  private func queueLines(_ polyline: Polyline, transform: Transform, color: SDL_Color) {
    var previous: Point?
    for point in polyline.points {
      guard point.x.isFinite && point.y.isFinite else {
        previous = nil
        continue
      }
      let p = transform.apply(to: point)
      defer { previous = p }
      guard let from = previous else { continue }
      let d = p - from
      let length = d.length
      guard length > 1e-9 else { continue }
      let along = d / length * 0.5
      let across = Point(x: -along.y, y: along.x)
      let start = from - along
      let end = p + along
      func f(_ q: Point) -> SDL_FPoint { SDL_FPoint(x: Float(q.x), y: Float(q.y)) }
      drawList.addQuad(
        (f(start - across), f(end - across), f(end + across), f(start + across)), color: color)
    }
  }

  /// Fills `outline` with the corners of a `size` rectangle with `radius` corners, mapped by
  /// `transform` to pixels. Arcs get more segments the larger they appear.
  private func roundedRectOutline(size: Size, radius: Double, transform: Transform) {
    outline.removeAll(keepingCapacity: true)
    let r = max(0, min(radius, size.width / 2, size.height / 2))
    if r <= 0 {
      outline.append(transform.apply(to: Point(x: 0, y: 0)))
      outline.append(transform.apply(to: Point(x: size.width, y: 0)))
      outline.append(transform.apply(to: Point(x: size.width, y: size.height)))
      outline.append(transform.apply(to: Point(x: 0, y: size.height)))
      return
    }
    let pixelRadius = r * (abs(transform.determinant)).squareRoot()
    let segments = max(2, min(16, Int((pixelRadius / 2).rounded(.up))))
    let centers = [
      Point(x: size.width - r, y: r), Point(x: size.width - r, y: size.height - r),
      Point(x: r, y: size.height - r), Point(x: r, y: r),
    ]
    // Clockwise on screen starting at the top-right corner's top end.
    for (corner, center) in centers.enumerated() {
      let start = -Double.pi / 2 + Double(corner) * Double.pi / 2
      for s in 0...segments {
        let angle = start + Double(s) / Double(segments) * Double.pi / 2
        let p = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        outline.append(transform.apply(to: p))
      }
    }
  }

  private func sdlColor(_ color: Color, opacity: Double) -> SDL_Color {
    let c = color.rgba8
    return SDL_Color(
      r: c.red, g: c.green, b: c.blue,
      a: UInt8(max(0, min(255, (Double(c.alpha) * opacity).rounded()))))
  }
}
