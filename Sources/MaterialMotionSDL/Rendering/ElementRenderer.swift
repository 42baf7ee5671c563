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
/// - Rotated shapes are polygons with a feathered, anti-aliased one-pixel rim, batched into one
///   `SDL_RenderGeometry` call while consecutive.
///
/// Drawing order (and so z-order) is exact: a label or a change of path flushes what is queued.
/// Text is rasterised through a ``TextCache`` only when a label's text, size or colour changes.
@MainActor
public final class ElementRenderer {
  private let renderer: OpaquePointer
  /// The text cache labels are drawn from.
  public let textCache: TextCache
  private let batch = GeometryBatch()
  private var outline: [Point] = []
  private var spans: [SDL_FRect] = []
  private var textQuad = [SDL_Vertex](repeating: SDL_Vertex(), count: 4)
  private var linePoints: [SDL_FPoint] = []
  private static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]
  /// Elements drawn in the last frame (for the frame-time overlay and tests).
  public private(set) var elementsDrawn = 0

  /// Creates a renderer drawing on `renderer` with text from `textCache`.
  public init(renderer: OpaquePointer, textCache: TextCache) {
    self.renderer = renderer
    self.textCache = textCache
  }

  /// Clears to `background` and draws `root` and its descendants, scaling points to pixels by
  /// `pixelScale`.
  public func draw(_ root: Element, background: Color, pixelScale: Double = 1) {
    let bg = background.rgba8
    SDL_SetRenderDrawColor(renderer, bg.red, bg.green, bg.blue, bg.alpha)
    SDL_RenderClear(renderer)
    elementsDrawn = 0
    draw(
      root, parentTransform: Transform(scale: pixelScale), parentOpacity: 1, pixelScale: pixelScale)
    batch.flush(to: renderer)
    textCache.endFrame()
  }

  /// How many elements drawing `element` would draw now: it and its descendants, less hidden
  /// ones and those at opacity 0 (and their subtrees), as ``draw(_:background:pixelScale:)``
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
  public func drawOverlay(_ overlay: Element, pixelScale: Double = 1) {
    draw(
      overlay, parentTransform: Transform(scale: pixelScale), parentOpacity: 1,
      pixelScale: pixelScale)
    batch.flush(to: renderer)
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
        batch.addConvexPolygon(outline, color: color)
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
    guard let texture = textCache.texture(for: text, pixelSize: pixelSize, rgba: rgba) else {
      return
    }
    batch.flush(to: renderer)
    // The texture is in pixels; the label's space is in points.
    let w = Double(texture.width) / pixelScale
    let h = Double(texture.height) / pixelScale
    let size = label.size
    let x: Double
    switch label.textAlignment {
    case .center: x = (size.width - w) / 2
    case .left: x = 4
    }
    let y = (size.height - h) / 2
    let alpha = UInt8(max(0, min(255, (Double(color.alpha) * opacity).rounded())))
    let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    // Keep unrotated text on whole pixels so glyphs stay sharp.
    let snap =
      transform.b == 0 && transform.c == 0 && transform.a == pixelScale && transform.d == pixelScale
    if snap {
      // Unrotated and unscaled: a plain copy, which every renderer draws faster than the two
      // textured triangles of the general path (the software renderer blits it).
      let origin = transform.apply(to: Point(x: x, y: y))
      var destination = SDL_FRect(
        x: Float(origin.x.rounded()), y: Float(origin.y.rounded()), w: Float(texture.width),
        h: Float(texture.height))
      SDL_SetTextureAlphaMod(texture.texture, alpha)
      SDL_RenderCopyF(renderer, texture.texture, nil, &destination)
      return
    }
    SDL_SetTextureAlphaMod(texture.texture, 255)
    for (i, u, v) in [(0, 0.0, 0.0), (1, 1.0, 0.0), (2, 1.0, 1.0), (3, 0.0, 1.0)] {
      var p = transform.apply(to: Point(x: x + u * w, y: y + v * h))
      if snap { p = Point(x: p.x.rounded(), y: p.y.rounded()) }
      textQuad[i] = SDL_Vertex(
        position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: white,
        tex_coord: SDL_FPoint(x: Float(u), y: Float(v)))
    }
    SDL_RenderGeometry(renderer, texture.texture, textQuad, 4, Self.quadIndices, 6)
  }

  /// Draws a polyline's segments with SDL's line drawing, breaking it at points that are not
  /// finite.
  private func drawLines(_ polyline: Polyline, transform: Transform, opacity: Double) {
    guard polyline.points.count > 1 else { return }
    batch.flush(to: renderer)
    let c = sdlColor(polyline.lineColor, opacity: opacity)
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
    batch.flush(to: renderer)
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
    SDL_SetRenderDrawBlendMode(renderer, color.a < 255 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
    SDL_RenderFillRectsF(renderer, spans, Int32(spans.count))
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
