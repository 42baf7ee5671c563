import CRaster

/// Images as the raster canvas last drew them at a size and sub-pixel phase, kept so that an
/// image drawn again the same way (a grid of photos, a still frame) is composited from its
/// pixels instead of being sampled again, as a compositor keeps a rasterised layer.
///
/// Only unrotated images at full opacity are kept, and only those asked for twice at the same
/// size and phase (to 1/256 of a pixel) within two frames: an image that moves by whole pixels
/// keeps its pixels, one that is resized every frame (a photo in flight) is sampled each time
/// and never kept. The pixels are the sampling's own, premultiplied, edges included, so a
/// frame drawn from them matches one sampled directly within a level of rounding. Kept pixels
/// not used for 60 frames are let go, and at most 4 MiB of pixels are kept (``FrameKeep``).
@MainActor
final class ResampledImages {
  struct Key: Hashable {
    let texels: UInt
    let width, height: Int32
    /// The destination's size and its top left corner's fraction of a pixel, in 256ths.
    let size: (Int64, Int64)
    let phase: (Int32, Int32)

    static func == (a: Key, b: Key) -> Bool {
      a.texels == b.texels && a.width == b.width && a.height == b.height && a.size == b.size
        && a.phase == b.phase
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(texels)
      hasher.combine(size.0)
      hasher.combine(size.1)
      hasher.combine(phase.0)
      hasher.combine(phase.1)
    }
  }

  /// Sampled pixels: `width` × `height`, premultiplied, their top left a pixel up and left of
  /// the whole pixel at the image's top left corner. Written once, when sampled, before anything
  /// draws from it; after that only read (by the threads drawing bands).
  final class Entry: @unchecked Sendable {
    let pixels: UnsafeMutableBufferPointer<UInt32>
    let width, height: Int32

    init(width: Int32, height: Int32) {
      pixels = .allocate(capacity: Int(width) * Int(height))
      pixels.initialize(repeating: 0)
      (self.width, self.height) = (width, height)
    }

    deinit { pixels.deallocate() }
  }

  /// How kept pixels are chosen and let go (4 MiB of pixels: 16 MB at most).
  /// (Tests turn keeping off with `keep.isEnabled` and count what is kept with `keep.count`.)
  let keep = FrameKeep<Key, Entry>(capacity: 4 << 20)

  /// Kept pixels placed where an image is drawn: composited over a target as they are.
  struct Placed: Sendable {
    let entry: Entry
    /// The whole pixel at the image's top left corner.
    let left, top: Int32

    /// Composites the kept pixels into `target`.
    func draw(into target: inout mmr_target) {
      var layer = mmr_target(
        pixels: entry.pixels.baseAddress, x0: left - 1, y0: top - 1, width: entry.width,
        height: entry.height, stride: entry.width, red_low: target.red_low, layer: 1)
      // The whole layer, pixel-aligned: every pixel of it at full coverage.
      var whole = PixelShape(
        cx: Double(layer.x0) + Double(entry.width) / 2,
        cy: Double(layer.y0) + Double(entry.height) / 2,
        ux: 1, uy: 0, vx: 0, vy: 1, hw: Double(entry.width) / 2, hh: Double(entry.height) / 2,
        r: 0)
      mmr_composite(&target, &layer, &whole)
    }
  }

  /// The kept pixels of `texels` mapped by `quad` (as `mmr_draw_image` takes them), sampled now
  /// (for a target with red in the low byte when `redLow` is 1) if this is the second time they
  /// are asked for; nil when they are not kept (the caller samples the image).
  func kept(
    _ texels: UnsafeRawPointer, format: Int32, width: Int32, height: Int32, stride: Int32,
    quad: [Double], alpha: UInt8, redLow: Int32
  ) -> Placed? {
    guard keep.isEnabled, alpha == 255, quad[3] == 0, quad[4] == 0, quad[2] > 0, quad[5] > 0
    else { return nil }
    let (w, h) = (quad[2] * Double(width), quad[5] * Double(height))
    guard w < 4096, h < 4096, quad[0].magnitude < 1e6, quad[1].magnitude < 1e6 else {
      return nil
    }
    let (left, top) = (quad[0].rounded(.down), quad[1].rounded(.down))
    let key = Key(
      texels: UInt(bitPattern: texels), width: width, height: height,
      size: (Int64((w * 256).rounded()), Int64((h * 256).rounded())),
      phase: (Int32(((quad[0] - left) * 256).rounded()), Int32(((quad[1] - top) * 256).rounded())))
    let entry: Entry
    if let kept = keep.value(for: key) {
      entry = kept
    } else {
      guard keep.isAskedAgain(key) else { return nil }
      // The pixels the sampling may touch: the quad's, a pixel more on every side.
      let (x1, y1) = ((quad[0] + w).rounded(.up) + 1, (quad[1] + h).rounded(.up) + 1)
      let (ew, eh) = (Int32(x1 - left) + 1, Int32(y1 - top) + 1)
      guard keep.hasRoom(for: Int(ew) * Int(eh)) else { return nil }
      entry = Entry(width: ew, height: eh)
      var layer = mmr_target(
        pixels: entry.pixels.baseAddress, x0: Int32(left) - 1, y0: Int32(top) - 1, width: ew,
        height: eh, stride: ew, red_low: redLow, layer: 1)
      mmr_draw_image(&layer, texels, format, width, height, stride, quad, 255)
      keep.keep(entry, for: key, size: Int(ew) * Int(eh))
    }
    return Placed(entry: entry, left: Int32(left), top: Int32(top))
  }

  /// Marks the end of a frame: pixels unused too long, and old requests, are let go.
  func endFrame() { keep.endFrame() }
}
