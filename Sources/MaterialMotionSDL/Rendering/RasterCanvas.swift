import CRaster
import CSDL2
import MaterialMotion

/// The ``Canvas`` of SDL's software renderer (and so of every headless run, capture and
/// `check`): the coverage rasteriser (`CRaster`) blends everything straight into the pixels of
/// the window's surface, the surface the software renderer presents.
///
/// SDL's own software drawing places geometry on whole pixels (`SDL_RenderGeometry` truncates
/// positions, filled rectangles are snapped), so nothing here goes through it: shapes are filled
/// at their exact coverage, images are sampled bilinearly under any transform, text is copied
/// texel for texel on whole pixels, and lines are one pixel wide at their exact position.
///
/// Clips are layers, as on ``MeshCanvas``: what a clipping element's descendants draw goes into
/// a premultiplied layer over the clip's bounds, composited through the clip's coverage when the
/// clip ends. (Cutting each thing by the clip's coverage instead would let what is below show
/// through where two things meet on the clip's edge.) A clip that covers whole pixels exactly
/// only narrows the pixels drawn to.
@MainActor
final class RasterCanvas: Canvas {
  /// A clip pushed: the pixels drawn into inside it, and its shape when they are a layer.
  private struct Level {
    var target: mmr_target
    let clip: PixelShape?
  }

  private let renderer: OpaquePointer
  private var frame = mmr_target()
  private var levels: [Level] = []
  /// Layers' pixels, one buffer a nesting depth, kept from frame to frame.
  private var buffers: [UnsafeMutableBufferPointer<UInt32>] = []
  /// Images as they were last sampled at a size and phase, drawn again from their pixels.
  let resampled = ResampledImages()
  /// Shadows as they were last sampled in place, drawn again from their opacities.
  let shadowBlocks = ShadowBlocks()

  /// A canvas drawing into the surface the software renderer `renderer` presents.
  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  isolated deinit {
    for buffer in buffers { buffer.deallocate() }
  }

  /// The pixels drawn into now: the innermost layer's, or the frame's.
  private var target: mmr_target { levels.last?.target ?? frame }

  func beginFrame(clearingTo background: SDL_Color) {
    resampled.endFrame()
    shadowBlocks.endFrame()
    levels.removeAll(keepingCapacity: true)
    frame = Self.target(of: renderer)
    guard frame.pixels != nil else { return }
    mmr_clear(&frame, Self.rgb(background))
  }

  func fill(_ shape: PixelShape, color: SDL_Color) {
    guard !shape.isEmpty else { return }
    var target = self.target
    var shape = shape
    guard target.pixels != nil else { return }
    mmr_fill_shape(&target, &shape, Self.rgb(color), color.a)
  }

  func drawImage(_ image: CanvasImage, at placement: ImagePlacement, alpha: UInt8) {
    var target = self.target
    guard target.pixels != nil, let texels = image.texels else { return }
    if placement.snapped, image.texelFormat == Int32(MMR_TEXELS_ARGB8888) {
      let origin = placement.corners.0
      mmr_blit(
        &target, texels.assumingMemoryBound(to: UInt32.self), Int32(image.width),
        Int32(image.height), Int32(image.stride), Int32(origin.x), Int32(origin.y), alpha)
      return
    }
    let quad = placement.quad(width: image.width, height: image.height)
    // A decoded image (never a slot of the text atlas, whose slots are reused) drawn again at
    // the same size and phase is composited from the pixels it was sampled into.
    if image.atlas == nil,
      resampled.draw(
        texels, format: image.texelFormat, width: Int32(image.width),
        height: Int32(image.height), stride: Int32(image.stride), quad: quad, alpha: alpha,
        into: &target)
    {
      return
    }
    mmr_draw_image(
      &target, texels, image.texelFormat, Int32(image.width), Int32(image.height),
      Int32(image.stride), quad, alpha)
  }

  func drawPolyline(_ points: [Point], color: SDL_Color) {
    var target = self.target
    guard target.pixels != nil else { return }
    let rgb = Self.rgb(color)
    for i in 1..<points.count {
      let (a, b) = (points[i - 1], points[i])
      mmr_stroke_segment(&target, a.x, a.y, b.x, b.y, rgb, color.a)
    }
  }

  func drawShadow(_ map: ShadowMap, at placement: ShadowPlacement, alpha: UInt8) {
    var target = self.target
    guard target.pixels != nil else { return }
    if shadowBlocks.draw(map, at: placement, alpha: alpha, into: &target) { return }
    map.bytes.withUnsafeBufferPointer { bytes in
      for part in placement.parts {
        let s = part.source
        let source = [s.0, s.1, s.2, s.3]
        let quad = ShadowBlocks.quad(part)
        mmr_draw_alpha_map(
          &target, bytes.baseAddress, Int32(map.width), Int32(map.height), Int32(map.width),
          source, quad, 0, alpha)
      }
    }
  }

  func pushClip(_ shape: PixelShape) {
    let parent = target
    let b = shape.clipBounds
    let x0 = max(b.x0, Int(parent.x0))
    let y0 = max(b.y0, Int(parent.y0))
    let x1 = max(min(b.x1, Int(parent.x0 + parent.width)), x0)
    let y1 = max(min(b.y1, Int(parent.y0 + parent.height)), y0)
    let (w, h) = (x1 - x0, y1 - y0)
    guard parent.pixels != nil, w > 0, h > 0 else {
      // Nothing inside can show: draw into nothing.
      levels.append(Level(target: mmr_target(), clip: nil))
      return
    }
    if shape.isPixelAligned {
      var narrowed = parent
      narrowed.pixels =
        parent.pixels + ((y0 - Int(parent.y0)) * Int(parent.stride))
        + (x0 - Int(parent.x0))
      (narrowed.x0, narrowed.y0, narrowed.width, narrowed.height) =
        (Int32(x0), Int32(y0), Int32(w), Int32(h))
      levels.append(Level(target: narrowed, clip: nil))
      return
    }
    let depth = levels.filter { $0.clip != nil }.count
    var layer = mmr_target(
      pixels: buffer(depth, count: w * h).baseAddress, x0: Int32(x0), y0: Int32(y0),
      width: Int32(w), height: Int32(h), stride: Int32(w), red_low: frame.red_low, layer: 1)
    mmr_clear(&layer, 0)
    levels.append(Level(target: layer, clip: shape))
  }

  func popClip() {
    guard let level = levels.popLast(), var clip = level.clip else { return }
    var parent = target
    var layer = level.target
    guard parent.pixels != nil else { return }
    mmr_composite(&parent, &layer, &clip)
  }

  func finish() {}

  /// The layer buffer of nesting depth `depth`, at least `count` pixels.
  private func buffer(_ depth: Int, count: Int) -> UnsafeMutableBufferPointer<UInt32> {
    while buffers.count <= depth { buffers.append(.allocate(capacity: 0)) }
    if buffers[depth].count < count {
      buffers[depth].deallocate()
      buffers[depth] = .allocate(capacity: count)
    }
    return buffers[depth]
  }

  /// `color` as 0xRRGGBB.
  static func rgb(_ color: SDL_Color) -> UInt32 {
    UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
  }

  /// The pixels of the surface the software renderer `renderer` draws to (its window's
  /// surface), or none when it has no 32-bit surface.
  static func target(of renderer: OpaquePointer) -> mmr_target {
    guard let window = SDL_RenderGetWindow(renderer),
      let surface = SDL_GetWindowSurface(window),
      let pixels = surface.pointee.pixels, let format = surface.pointee.format
    else { return mmr_target() }
    let f = format.pointee
    guard f.BytesPerPixel == 4, f.Gmask == 0x0000_FF00 else { return mmr_target() }
    let redLow: Int32
    switch (f.Rmask, f.Bmask) {
    case (0x00FF_0000, 0x0000_00FF): redLow = 0
    case (0x0000_00FF, 0x00FF_0000): redLow = 1
    default: return mmr_target()
    }
    return mmr_target(
      pixels: pixels.assumingMemoryBound(to: UInt32.self), x0: 0, y0: 0,
      width: surface.pointee.w, height: surface.pointee.h, stride: surface.pointee.pitch / 4,
      red_low: redLow, layer: 0)
  }
}
