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
  /// A clip pushed: the pixels drawn into inside it (the index of their target in ``bands``),
  /// and its shape when they are a layer.
  private struct Level {
    var target: mmr_target
    var index: Int32
    let clip: PixelShape?
  }

  private let renderer: OpaquePointer
  private var frame = Level(target: mmr_target(), index: 0, clip: nil)
  private var levels: [Level] = []
  /// What is drawn, kept until ``finish()`` draws it band by band.
  let bands = RasterBands()
  /// Layers' pixels, one buffer a clip of the frame (bands drawn at once on several threads
  /// must not share a layer's pixels), kept from frame to frame.
  private var buffers: [UnsafeMutableBufferPointer<UInt32>] = []
  /// How many of ``buffers`` this frame's clips have taken.
  private var buffersTaken = 0
  /// Buffers outgrown while operations that draw into them were still recorded.
  private var outgrown: [UnsafeMutableBufferPointer<UInt32>] = []
  /// Images as they were last sampled at a size and phase, drawn again from their pixels.
  let resampled = ResampledImages()
  /// Shadows as they were last sampled in place, drawn again from their opacities.
  let shadowBlocks = ShadowBlocks()
  /// The frame as RGB rows, written band by band when it is enabled.
  var readout: FrameReadout?
  /// Whether the frame's clear is still to be drawn into an enabled readout (its first flush
  /// writes every band).
  private var readoutFromClear = false

  /// A canvas drawing into the surface the software renderer `renderer` presents.
  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  isolated deinit {
    for buffer in buffers + outgrown { buffer.deallocate() }
  }

  /// What is drawn into now: the innermost layer, or the frame.
  private var level: Level { levels.last ?? frame }

  func beginFrame(clearingTo background: SDL_Color) {
    finish()
    resampled.endFrame()
    shadowBlocks.endFrame()
    levels.removeAll(keepingCapacity: true)
    // The buffers of the last frame's clips are kept for this one's; more are let go.
    while buffers.count > buffersTaken { buffers.removeLast().deallocate() }
    buffersTaken = 0
    let target = Self.target(of: renderer)
    bands.begin(frame: target)
    frame = Level(target: target, index: bands.add(target), clip: nil)
    guard target.pixels != nil else { return }
    record(.clear(target: frame.index, rgb: Self.rgb(background)), into: frame)
    if let readout, readout.isEnabled {
      readout.begin(target)
      readoutFromClear = true
    }
  }

  func fill(_ shape: PixelShape, color: SDL_Color) {
    guard !shape.isEmpty, color.a > 0 else { return }
    let level = self.level
    guard level.target.pixels != nil else { return }
    var shape = shape
    var (x0, y0, x1, y1): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    mmr_shape_bounds(&shape, &x0, &y0, &x1, &y1)
    record(
      .fill(target: level.index, shape: shape, rgb: Self.rgb(color), alpha: color.a),
      rows: y0..<max(y0, y1), into: level)
  }

  func drawImage(_ image: CanvasImage, at placement: ImagePlacement, alpha: UInt8) {
    let level = self.level
    guard level.target.pixels != nil, let texels = image.texels, alpha > 0 else { return }
    if placement.snapped, image.texelFormat == Int32(MMR_TEXELS_ARGB8888) {
      let origin = (Int32(placement.corners.0.x), Int32(placement.corners.0.y))
      record(
        .blit(
          target: level.index, texels: texels.assumingMemoryBound(to: UInt32.self),
          owner: image.owner, size: (Int32(image.width), Int32(image.height)),
          stride: Int32(image.stride), origin: origin, alpha: alpha),
        rows: origin.1..<(origin.1 + Int32(image.height)), into: level)
      return
    }
    let quad = placement.quad(width: image.width, height: image.height)
    // A decoded image (never a slot of the text atlas, whose slots are reused) drawn again at
    // the same size and phase is composited from the pixels it was sampled into.
    if image.atlas == nil,
      let kept = resampled.kept(
        texels, format: image.texelFormat, width: Int32(image.width),
        height: Int32(image.height), stride: Int32(image.stride), quad: quad, alpha: alpha,
        redLow: level.target.red_low)
    {
      let top = kept.top - 1
      record(
        .other(target: level.index) { kept.draw(into: &$0) },
        rows: top..<(top + kept.entry.height), into: level)
      return
    }
    let c = placement.corners
    // Read only, by whichever thread draws the band; `image` keeps the texels alive.
    nonisolated(unsafe) let pixels = texels
    record(
      .other(target: level.index) { target in
        withExtendedLifetime(image) {
          mmr_draw_image(
            &target, pixels, image.texelFormat, Int32(image.width), Int32(image.height),
            Int32(image.stride), quad, alpha)
        }
      }, rows: RasterBands.rows(spanning: [c.0.y, c.1.y, c.2.y, c.3.y].map(Double.init)),
      into: level)
  }

  func drawPolyline(_ points: [Point], color: SDL_Color) {
    let level = self.level
    guard level.target.pixels != nil else { return }
    let rgb = Self.rgb(color)
    record(
      .other(target: level.index) { target in
        for i in 1..<points.count {
          let (a, b) = (points[i - 1], points[i])
          mmr_stroke_segment(&target, a.x, a.y, b.x, b.y, rgb, color.a)
        }
      }, rows: RasterBands.rows(spanning: points.lazy.map(\.y)), into: level)
  }

  func drawShadow(_ map: ShadowMap, at placement: ShadowPlacement, alpha: UInt8) {
    let level = self.level
    guard level.target.pixels != nil else { return }
    if let entry = shadowBlocks.entry(map, at: placement, alpha: alpha) {
      record(.other(target: level.index) { entry.draw(into: &$0) }, rows: entry.rows, into: level)
      return
    }
    let corners = placement.parts.lazy.flatMap { part in
      let (y, a, b) = (part.corner.y, part.sideA.y, part.sideB.y)
      return [y, y + a, y + b, y + a + b]
    }
    record(
      .other(target: level.index) { target in
        map.bytes.withUnsafeBufferPointer { bytes in
          for part in placement.parts {
            let s = part.source
            mmr_draw_alpha_map(
              &target, bytes.baseAddress, Int32(map.width), Int32(map.height),
              Int32(map.width), [s.0, s.1, s.2, s.3], ShadowBlocks.quad(part), 0, alpha)
          }
        }
      }, rows: RasterBands.rows(spanning: corners), into: level)
  }

  func pushClip(_ shape: PixelShape) {
    let parent = level.target
    let b = shape.clipBounds
    let x0 = max(b.x0, Int(parent.x0))
    let y0 = max(b.y0, Int(parent.y0))
    let x1 = max(min(b.x1, Int(parent.x0 + parent.width)), x0)
    let y1 = max(min(b.y1, Int(parent.y0 + parent.height)), y0)
    let (w, h) = (x1 - x0, y1 - y0)
    guard parent.pixels != nil, w > 0, h > 0 else {
      // Nothing inside can show: draw into nothing.
      levels.append(Level(target: mmr_target(), index: -1, clip: nil))
      return
    }
    if shape.isPixelAligned {
      var narrowed = parent
      narrowed.pixels =
        parent.pixels + ((y0 - Int(parent.y0)) * Int(parent.stride))
        + (x0 - Int(parent.x0))
      (narrowed.x0, narrowed.y0, narrowed.width, narrowed.height) =
        (Int32(x0), Int32(y0), Int32(w), Int32(h))
      levels.append(Level(target: narrowed, index: bands.add(narrowed), clip: nil))
      return
    }
    buffersTaken += 1
    let layer = mmr_target(
      pixels: buffer(buffersTaken - 1, count: w * h).baseAddress, x0: Int32(x0), y0: Int32(y0),
      width: Int32(w), height: Int32(h), stride: Int32(w), red_low: frame.target.red_low,
      layer: 1)
    let pushed = Level(target: layer, index: bands.add(layer), clip: shape)
    levels.append(pushed)
    record(.clear(target: pushed.index, rgb: 0), into: pushed)
  }

  func popClip() {
    guard let popped = levels.popLast(), let clip = popped.clip else { return }
    let parent = level
    guard parent.target.pixels != nil else { return }
    record(
      .composite(target: parent.index, layer: popped.index, clip: clip),
      rows: bands.rows(of: popped.index), into: parent)
  }

  /// Draws everything recorded, band by band; layers outgrown meanwhile are let go.
  func finish() {
    if let readout, readout.isEnabled, frame.target.pixels != nil {
      var complete = readoutFromClear
      readoutFromClear = false
      readout.withRows(for: frame.target) { rgb in
        complete = complete && rgb != nil
        bands.flush(readout: rgb.map { RecordedBands.Readout(frame: frame.target, rgb: $0) })
      }
      if complete { readout.markComplete() }
    } else {
      bands.flush()
    }
    for buffer in outgrown { buffer.deallocate() }
    outgrown.removeAll()
  }

  /// Records `operation` drawing into `level`'s rows, or `rows` of them.
  private func record(
    _ operation: RasterBands.Operation, rows: Range<Int32>? = nil, into level: Level
  ) {
    let all = bands.rows(of: level.index)
    let range = rows.map { $0.clamped(to: all) } ?? all
    bands.record(operation, rows: range)
  }

  /// Layer buffer `index`, at least `count` pixels.
  private func buffer(_ index: Int, count: Int) -> UnsafeMutableBufferPointer<UInt32> {
    while buffers.count <= index { buffers.append(.allocate(capacity: 0)) }
    if buffers[index].count < count {
      // Operations recorded into the old buffer still draw into it.
      outgrown.append(buffers[index])
      buffers[index] = .allocate(capacity: count)
    }
    return buffers[index]
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
