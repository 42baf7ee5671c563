import CSDL2
import MaterialMotion

/// The ``Canvas`` the descendants of a clipping element (`clipsToBounds`) draw on: it clips each
/// primitive to ``clip`` and hands what is inside to the base canvas.
///
/// A primitive wholly inside the clip goes to the base canvas unchanged, so it is drawn exactly
/// as without a clip; one wholly outside is dropped. One across the edge becomes its part inside
/// what the base canvas draws best:
/// - rectangles (pixel-aligned): the bands of rows of their pixels whose centres are inside the
///   clip (``ConvexClip/bands(of:into:)``), still rectangles;
/// - images on whole pixels (text, mostly): the same bands, each a snapped part of the image,
///   so what is drawn is texel for texel what is drawn without the clip;
/// - rotated polygons: the triangles of their anti-aliased fill, each cut by
///   ``ConvexClip/clip(_:scratch:)`` with colours interpolated (the rim inside the clip stays
///   anti-aliased), as ``Canvas/drawTriangles(_:image:)``;
/// - other images (scaled, rotated): their quad cut the same way, texture coordinates
///   interpolated, textured from the image's texture or the atlas;
/// - polylines: each segment is cut to the clip, and runs of segments go out as polylines.
///
/// The clip's edge is hard: a pixel is drawn when its centre is inside the clip, the rule of
/// every `SDL_RenderGeometry` triangle (and of an unrotated rounded rectangle's corners). SDL's
/// software renderer truncates the positions of geometry to whole pixels, which would pull the
/// clip's edge up and left by half a pixel on average; there (``roundsCutPoints``) the points
/// where the clip cuts a primitive are moved half a pixel down and right first, so that the
/// truncation rounds them. A primitive's own vertices are left as they are, as it draws them
/// without a clip, and so are the ends of cut lines (moving them would move the line off its
/// row or column).
@MainActor
final class ClippingCanvas: Canvas {
  /// The canvas that draws what is inside the clip.
  let base: any Canvas
  /// The region primitives are clipped to, in pixels.
  var clip = ConvexClip(outline: [])
  /// Whether the points where the clip cuts a shape are moved half a pixel down and right,
  /// for a renderer that truncates positions to whole pixels (SDL's software renderer).
  let roundsCutPoints: Bool
  private var uncut: [SDL_FPoint] = []
  private var corners: [Point] = []
  private var insideRects: [SDL_FRect] = []
  private var bands: [PixelRect] = []
  private var polygon: [SDL_Vertex] = []
  private var scratch: [SDL_Vertex] = []
  private var triangles: [SDL_Vertex] = []
  private var run: [Point] = []
  /// Makes the triangles of an anti-aliased polygon, exactly as the base canvases do.
  private let rimmed = GeometryBatch()

  /// A canvas clipping to ``clip`` what it hands to `base`, moving the points where it cuts
  /// half a pixel down and right when `roundsCutPoints`.
  init(base: any Canvas, roundsCutPoints: Bool) {
    self.base = base
    self.roundsCutPoints = roundsCutPoints
  }

  func beginFrame() { base.beginFrame() }

  /// Rectangles across the edge become the bands of their pixels whose centres are inside the
  /// clip, still rectangles; all go to the base canvas in one call (they do not overlap).
  func fillRects(_ rects: [SDL_FRect], color: SDL_Color) {
    if let first = rects.first {
      var (minX, minY, maxX, maxY) = (first.x, first.y, first.x + first.w, first.y + first.h)
      for rect in rects {
        minX = min(minX, rect.x)
        minY = min(minY, rect.y)
        maxX = max(maxX, rect.x + rect.w)
        maxY = max(maxY, rect.y + rect.h)
      }
      if clip.surelyContains(
        minX: Double(minX), minY: Double(minY), maxX: Double(maxX), maxY: Double(maxY))
      {
        base.fillRects(rects, color: color)
        return
      }
    }
    insideRects.removeAll(keepingCapacity: true)
    for rect in rects {
      let right = rect.x + rect.w
      let bottom = rect.y + rect.h
      corners.removeAll(keepingCapacity: true)
      corners.append(Point(x: Double(rect.x), y: Double(rect.y)))
      corners.append(Point(x: Double(right), y: Double(rect.y)))
      corners.append(Point(x: Double(right), y: Double(bottom)))
      corners.append(Point(x: Double(rect.x), y: Double(bottom)))
      switch clip.coverage(of: corners) {
      case .inside: insideRects.append(rect)
      case .outside: break
      case .partial:
        clip.bands(
          of: PixelRect(left: rect.x, top: rect.y, right: right, bottom: bottom),
          into: &bands)
        for band in bands {
          insideRects.append(
            SDL_FRect(
              x: Float(band.x), y: Float(band.y), w: Float(band.width), h: Float(band.height)))
        }
      }
    }
    if !insideRects.isEmpty { base.fillRects(insideRects, color: color) }
  }

  func fillConvexPolygon(_ outline: [Point], color: SDL_Color) {
    rimmed.removeAll()
    rimmed.addConvexPolygon(outline, color: color)
    defer { rimmed.removeAll() }
    corners.removeAll(keepingCapacity: true)
    for v in rimmed.vertices { corners.append(v.clipPoint) }
    switch clip.coverage(of: corners) {
    case .inside: base.fillConvexPolygon(outline, color: color)
    case .outside: break
    case .partial:
      triangles.removeAll(keepingCapacity: true)
      let vertices = rimmed.vertices
      let indices = rimmed.indices
      var i = 0
      while i + 2 < indices.count {
        polygon.removeAll(keepingCapacity: true)
        polygon.append(vertices[Int(indices[i])])
        polygon.append(vertices[Int(indices[i + 1])])
        polygon.append(vertices[Int(indices[i + 2])])
        addClipped()
        i += 3
      }
      if !triangles.isEmpty { base.drawTriangles(triangles, image: nil) }
    }
  }

  /// An image on whole pixels across the edge (text, mostly) is drawn as the bands of its
  /// pixels whose centres are inside the clip, each a snapped part of it, texel for texel as
  /// without the clip; any other image as textured triangles.
  func drawImage(_ image: CanvasImage, at placement: ImagePlacement, alpha: UInt8) {
    let c = placement.corners
    corners.removeAll(keepingCapacity: true)
    corners.append(Point(x: Double(c.0.x), y: Double(c.0.y)))
    corners.append(Point(x: Double(c.1.x), y: Double(c.1.y)))
    corners.append(Point(x: Double(c.2.x), y: Double(c.2.y)))
    corners.append(Point(x: Double(c.3.x), y: Double(c.3.y)))
    switch clip.coverage(of: corners) {
    case .inside: base.drawImage(image, at: placement, alpha: alpha)
    case .outside: break
    case .partial where placement.snapped:
      let whole = PixelRect(left: c.0.x, top: c.0.y, right: c.2.x, bottom: c.2.y)
      let left = whole.x
      let top = whole.y
      clip.bands(of: whole, into: &bands)
      for band in bands {
        base.drawImage(
          image.cropped(
            x: band.x - left, y: band.y - top, width: band.width, height: band.height),
          at: ImagePlacement(left: band.x, top: band.y, width: band.width, height: band.height),
          alpha: alpha)
      }
    case .partial:
      let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
      let uv = image.texCoords
      triangles.removeAll(keepingCapacity: true)
      polygon.removeAll(keepingCapacity: true)
      polygon.append(SDL_Vertex(position: c.0, color: white, tex_coord: uv.0))
      polygon.append(SDL_Vertex(position: c.1, color: white, tex_coord: uv.1))
      polygon.append(SDL_Vertex(position: c.2, color: white, tex_coord: uv.2))
      polygon.append(SDL_Vertex(position: c.3, color: white, tex_coord: uv.3))
      addClipped()
      if !triangles.isEmpty { base.drawTriangles(triangles, image: image) }
    }
  }

  /// Cuts each segment to the clip; consecutive segments that stay joined go out as one
  /// polyline, so a polyline wholly inside is the same call as without a clip.
  func drawPolyline(_ points: [Point], color: SDL_Color) {
    run.removeAll(keepingCapacity: true)
    for i in 1..<points.count {
      let a = points[i - 1]
      let b = points[i]
      guard let (t0, t1) = clip.clip(from: a, to: b) else {
        flushRun(color)
        continue
      }
      if t0 > 0 { flushRun(color) }
      if run.isEmpty { run.append(t0 > 0 ? a.interpolated(to: b, at: t0) : a) }
      run.append(t1 < 1 ? a.interpolated(to: b, at: t1) : b)
      if t1 < 1 { flushRun(color) }
    }
    flushRun(color)
  }

  func drawTriangles(_ vertices: [SDL_Vertex], image: CanvasImage?) {
    triangles.removeAll(keepingCapacity: true)
    var i = 0
    while i + 2 < vertices.count {
      polygon.removeAll(keepingCapacity: true)
      polygon.append(vertices[i])
      polygon.append(vertices[i + 1])
      polygon.append(vertices[i + 2])
      addClipped()
      i += 3
    }
    if !triangles.isEmpty { base.drawTriangles(triangles, image: image) }
  }

  func finish() { base.finish() }

  /// Clips ``polygon`` and appends what is left to ``triangles``, as a fan.
  private func addClipped() {
    if roundsCutPoints {
      uncut.removeAll(keepingCapacity: true)
      for v in polygon { uncut.append(v.position) }
    }
    clip.clip(&polygon, scratch: &scratch)
    guard polygon.count >= 3 else { return }
    if roundsCutPoints {
      for k in polygon.indices {
        let p = polygon[k].position
        if !uncut.contains(where: { $0.x == p.x && $0.y == p.y }) {
          polygon[k].position = SDL_FPoint(x: p.x + 0.5, y: p.y + 0.5)
        }
      }
    }
    for k in 1..<(polygon.count - 1) {
      triangles.append(polygon[0])
      triangles.append(polygon[k])
      triangles.append(polygon[k + 1])
    }
  }

  private func flushRun(_ color: SDL_Color) {
    if run.count > 1 { base.drawPolyline(run, color: color) }
    run.removeAll(keepingCapacity: true)
  }
}
