import CSDL2
import MaterialMotion

/// The ``Canvas`` of OpenGL and every renderer other than SDL's software one: everything becomes
/// textured triangles in a ``DrawList``, sent at the end of the frame in as few
/// `SDL_RenderGeometry` calls as the drawing order allows (two for a strip of labels on
/// highlight bars: every mask, then every label).
///
/// - Shapes: their coverage masks (``MaskAtlas``), on whole pixels, coloured by the vertices. A
///   small shape is one mask; a large unrotated one is nine parts, its corners masks, its edges a
///   one-pixel mask stretched along them and its middle solid, so its cost does not grow with its
///   area.
/// - Text on whole pixels: copied from the ``TextAtlas``.
/// - Other images: sampled bilinearly over a quad with a half-pixel fringe whose opacity falls
///   from 1 to 0 across the edge (Skia's and NanoVG's anti-aliasing).
/// - Lines: a one-pixel ramp on each side of the centre line.
/// - Clips: see ``ClipLayers``.
///
/// On OpenGL, where every draw call and every texture costs far more than the pixels of a small
/// label, this keeps a frame of 1,000 squares and 100 changing labels a few calls.
@MainActor
final class MeshCanvas: Canvas {
  private let renderer: OpaquePointer
  private let atlas: TextAtlas?
  let masks: MaskAtlas<ShapeMaskKey>?
  /// Shadow maps, sampled bilinearly.
  let shadows: MaskAtlas<ShadowMap.Key>?
  private let drawList = DrawList()
  private lazy var layers = ClipLayers(renderer: renderer)
  /// How many `SDL_RenderGeometry` calls of the draw list the frame made so far (for tests).
  private(set) var submittedRuns = 0
  /// The output's size in pixels.
  private var output = (width: 0, height: 0)
  private var vertices: [SDL_Vertex] = []
  private var indices: [Int32] = []

  /// A canvas drawing on `renderer` with text from `atlas`.
  init(renderer: OpaquePointer, atlas: TextAtlas?) {
    self.renderer = renderer
    self.atlas = atlas
    masks = MaskAtlas(renderer: renderer)
    shadows = MaskAtlas(
      renderer: renderer, width: 2048, height: 1024, scaleMode: SDL_ScaleModeLinear)
  }

  func beginFrame(clearingTo background: SDL_Color) {
    submittedRuns = 0
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    output = (Int(w), Int(h))
    layers.beginFrame(width: output.width, height: output.height)
    SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, background.a)
    SDL_RenderClear(renderer)
  }

  /// An unrotated shape is placed to 1/64 of a pixel (its masks are then kept, see
  /// ``MaskAtlas``); any other exactly.
  func fill(_ shape: PixelShape, color: SDL_Color) {
    guard color.a > 0 else { return }
    let placed = shape.isAxisAligned ? Self.quantised(shape) : shape
    MaskRegions.forEach(placed, clippedTo: layers.bounds(output: output)) {
      addRegion($0, of: placed, color: color)
    }
  }

  /// `shape` with its centre, extents and radius on multiples of 1/64 pixel.
  static func quantised(_ shape: PixelShape) -> PixelShape {
    func q(_ v: Double) -> Double { (v * 64).rounded() / 64 }
    var s = shape
    (s.cx, s.cy, s.hw, s.hh, s.r) = (
      q(s.cx), q(s.cy), q(s.hw), q(s.hh), min(q(s.r), q(s.hw), q(s.hh))
    )
    return s
  }

  /// The key of an unrotated, quantised shape's mask of `region` (nil for any other shape, or
  /// one too large to key). Every value is a whole number of 1/64 pixels (see
  /// ``quantised(_:)``), so the key says exactly which mask it is.
  private static func key(_ s: PixelShape, _ region: MaskRegions.Region) -> ShapeMaskKey? {
    guard s.isAxisAligned, s.hw < 1e6, s.hh < 1e6, abs(s.cx) < 1e6, abs(s.cy) < 1e6 else {
      return nil
    }
    func units(_ v: Double) -> Int32? {
      let u = (v * 64).rounded()
      return u == v * 64 ? Int32(u) : nil
    }
    let (px, py) = (s.cx.rounded(.down), s.cy.rounded(.down))
    let src = region.source
    guard let hw = units(s.hw), let hh = units(s.hh), let r = units(s.r),
      let phaseX = units(s.cx - px), let phaseY = units(s.cy - py)
    else { return nil }
    return ShapeMaskKey(
      hw: hw, hh: hh, r: r, phaseX: Int8(phaseX), phaseY: Int8(phaseY),
      x: Int32(src.x - Int(px)), y: Int32(src.y - Int(py)), width: Int32(src.width),
      height: Int32(src.height))
  }

  func drawImage(_ image: CanvasImage, at placement: ImagePlacement, alpha: UInt8) {
    guard alpha > 0, let texture = image.atlas?.texture ?? image.texture else { return }
    let white = SDL_Color(r: 255, g: 255, b: 255, a: alpha)
    if placement.snapped {
      drawList.addQuad(
        placement.corners, color: white, texture: texture, texCoords: image.texCoords)
      return
    }
    let c = placement.corners
    let uv = image.texCoords
    let ax = Point(x: Double(c.1.x - c.0.x), y: Double(c.1.y - c.0.y))
    let bx = Point(x: Double(c.3.x - c.0.x), y: Double(c.3.y - c.0.y))
    let (la, lb) = (ax.length, bx.length)
    guard la > 1e-6, lb > 1e-6 else { return }
    let (fa, fb) = (0.5 / la, 0.5 / lb)
    let origin = Point(x: Double(c.0.x), y: Double(c.0.y))
    let (u0, v0) = (Double(uv.0.x), Double(uv.0.y))
    let (du, dv) = (Double(uv.2.x) - u0, Double(uv.2.y) - v0)
    vertices.removeAll(keepingCapacity: true)
    // Inner corners (half a pixel in, opaque), then outer ones (half a pixel out, clear); SDL
    // takes texture coordinates within the texture only, so the outer ones are clamped.
    for (k, inset) in [(fa, fb), (-fa, -fb)].enumerated() {
      for (s, t) in [
        (inset.0, inset.1), (1 - inset.0, inset.1), (1 - inset.0, 1 - inset.1),
        (inset.0, 1 - inset.1),
      ] {
        let p = origin + ax * s + bx * t
        let u = min(1, max(0, u0 + du * s))
        let v = min(1, max(0, v0 + dv * t))
        vertices.append(
          SDL_Vertex(
            position: SDL_FPoint(x: Float(p.x), y: Float(p.y)),
            color: SDL_Color(r: 255, g: 255, b: 255, a: k == 0 ? alpha : 0),
            tex_coord: SDL_FPoint(x: Float(u), y: Float(v))))
      }
    }
    drawList.addMesh(vertices, indices: Self.fringedQuad, texture: texture)
  }

  /// The inner quad, then the fringe's four sides (inner corners 0-3, outer 4-7).
  private static let fringedQuad: [Int32] = [
    0, 1, 2, 0, 2, 3, 4, 5, 1, 4, 1, 0, 5, 6, 2, 5, 2, 1, 6, 7, 3, 6, 3, 2, 7, 4, 0, 7, 0, 3,
  ]

  /// Each segment is two strips either side of its centre line: opaque on the line, clear one
  /// pixel off it, reaching half a pixel past its ends. The whole polyline is one mesh.
  func drawPolyline(_ points: [Point], color: SDL_Color) {
    guard let masks, let texture = masks.texture else { return }
    let white = masks.white
    let clear = SDL_Color(r: color.r, g: color.g, b: color.b, a: 0)
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    func vertex(_ p: Point, _ c: SDL_Color) {
      vertices.append(
        SDL_Vertex(position: SDL_FPoint(x: Float(p.x), y: Float(p.y)), color: c, tex_coord: white))
    }
    for i in 1..<points.count {
      let (from, to) = (points[i - 1], points[i])
      let d = to - from
      let length = d.length
      guard length > 1e-9, length < 1e9 else { continue }
      let along = d / length * 0.5
      let across = Point(x: -d.y / length, y: d.x / length)
      let (start, end) = (from - along, to + along)
      let base = Int32(vertices.count)
      vertex(start - across, clear)
      vertex(start, color)
      vertex(start + across, clear)
      vertex(end - across, clear)
      vertex(end, color)
      vertex(end + across, clear)
      for index in Self.lineStrips { indices.append(base + index) }
    }
    drawList.addMesh(vertices, indices: indices, texture: texture)
  }

  private static let lineStrips: [Int32] = [0, 3, 4, 0, 4, 1, 1, 4, 5, 1, 5, 2]

  /// The map goes into the shadow atlas once (white, its opacity in alpha, with a clear
  /// border), and each part is a quad from it.
  func drawShadow(_ map: ShadowMap, at placement: ShadowPlacement, alpha: UInt8) {
    guard let shadows, let texture = shadows.texture else { return }
    let (w, h) = (map.width, map.height)
    func write(_ texels: UnsafeMutablePointer<UInt32>, _ stride: Int) {
      for y in 0..<(h + 2) {
        for x in 0..<(w + 2) {
          let inside = x > 0 && y > 0 && x <= w && y <= h
          let a = inside ? UInt32(map.bytes[(y - 1) * w + x - 1]) : 0
          texels[y * stride + x] = a << 24 | 0x00FF_FFFF
        }
      }
    }
    var coords = shadows.cachedImage(key: map.key, width: w + 2, height: h + 2, write: write)
    if coords == nil {
      finish()
      shadows.overflowed()
      coords = shadows.cachedImage(key: map.key, width: w + 2, height: h + 2, write: write)
    }
    guard let origin = coords?.0 else { return }
    let black = SDL_Color(r: 0, g: 0, b: 0, a: alpha)
    for part in placement.parts {
      let (u0, v0, u1, v1) = part.source
      func p(_ a: Double, _ b: Double) -> SDL_FPoint {
        SDL_FPoint(
          x: Float(part.corner.x + part.sideA.x * a + part.sideB.x * b),
          y: Float(part.corner.y + part.sideA.y * a + part.sideB.y * b))
      }
      func t(_ u: Double, _ v: Double) -> SDL_FPoint {
        shadows.texCoord(origin, x: u + 1, y: v + 1)
      }
      drawList.addQuad(
        (p(0, 0), p(1, 0), p(1, 1), p(0, 1)), color: black, texture: texture,
        texCoords: (t(u0, v0), t(u1, v0), t(u1, v1), t(u0, v1)))
    }
  }

  func pushClip(_ shape: PixelShape) {
    finish()
    layers.push(shape, output: output)
  }

  func popClip() {
    finish()
    guard let level = layers.popping() else { return }
    if level.isLayer {
      // The layer's pixels times the clip's coverage, then the layer over what is below it.
      drawClipMask(level.shape, bounds: level.rect)
      layers.composite(level)
    } else {
      layers.restoreParent()
    }
  }

  func finish() {
    guard !drawList.isEmpty else { return }
    atlas?.upload()
    masks?.upload()
    shadows?.upload()
    submittedRuns += drawList.runCount
    drawList.flush(to: renderer)
  }

  /// Multiplies the layer's pixels in `bounds` by `shape`'s coverage (its whole middle left as
  /// it is).
  private func drawClipMask(_ shape: PixelShape, bounds: SDL_Rect) {
    guard let masks, let texture = masks.texture else { return }
    let opaque = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    let placed = shape.isAxisAligned ? Self.quantised(shape) : shape
    // Set first: a full atlas draws what is queued in the middle of the mask.
    SDL_SetTextureBlendMode(texture, ClipLayers.multiply)
    MaskRegions.forEach(placed, clippedTo: bounds) {
      if !$0.isSolid { addRegion($0, of: placed, color: opaque) }
    }
    finish()
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
  }

  /// Queues one region of a shape's mask in `color`, making its mask (after drawing what is
  /// queued and emptying the atlas, when the atlas is full).
  private func addRegion(_ region: MaskRegions.Region, of shape: PixelShape, color: SDL_Color) {
    guard let masks, let texture = masks.texture else { return }
    let quad = region.quad
    if region.isSolid {
      let w = masks.white
      drawList.addQuad(quad, color: color, texture: texture, texCoords: (w, w, w, w))
      return
    }
    let s = region.source
    let key = Self.key(shape, region)
    var coords = masks.mask(
      of: shape, x0: s.x, y0: s.y, width: s.width, height: s.height, key: key)
    if coords == nil {
      finish()
      masks.overflowed()
      coords = masks.mask(of: shape, x0: s.x, y0: s.y, width: s.width, height: s.height, key: key)
    }
    guard let coords else { return }
    drawList.addQuad(quad, color: color, texture: texture, texCoords: coords)
  }
}
