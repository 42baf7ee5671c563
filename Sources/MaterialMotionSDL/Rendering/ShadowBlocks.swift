import CRaster

/// Shadows as the raster canvas last drew them in place, kept as blocks of per-pixel opacities
/// so that a shadow drawn again where it was (a grid of photos at rest, a still frame) only
/// darkens the frame through them instead of sampling its map again.
///
/// As ``ResampledImages`` keeps images: a shadow is kept only when it is asked for at the same
/// place (the same map, shape, offset and opacity, exactly) in two frames running, so one that
/// moves every frame (a card being dragged) is sampled each time and never kept; only shadows
/// whose parts all run along x and y are kept (a rotated shape's are sampled). A block holds
/// exactly the opacities `mmr_draw_alpha_map` computes, so a frame drawn from it is the frame
/// drawn without it, pixel for pixel. Blocks not used for 60 frames are let go, and at most
/// 4 MiB of them are kept (``FrameKeep``).
@MainActor
final class ShadowBlocks {
  struct Key: Hashable {
    let map: ObjectIdentifier
    let geometry: ShadowPlacement.Geometry
    let alpha: UInt8
  }

  /// One shadow's blocks, one a part, in one buffer. Its bytes are written once, when sampled,
  /// before anything draws from it; after that it is only read (by the threads drawing bands).
  final class Entry: @unchecked Sendable {
    /// The map, held so that its identity (part of the key) is not reused while kept.
    let map: ShadowMap
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Each part's block: its top left pixel, its size, and where its bytes start.
    let blocks: [(x: Int32, y: Int32, w: Int32, h: Int32, start: Int)]
    /// The rows the blocks cover.
    let rows: Range<Int32>

    init(
      map: ShadowMap, count: Int, blocks: [(x: Int32, y: Int32, w: Int32, h: Int32, start: Int)]
    ) {
      self.map = map
      bytes = .allocate(capacity: max(count, 1))
      self.blocks = blocks
      let top = blocks.map(\.y).min() ?? 0
      rows = top..<max(top, blocks.map { $0.y + $0.h }.max() ?? 0)
    }

    deinit { bytes.deallocate() }

    /// Darkens `target` through the blocks.
    func draw(into target: inout mmr_target) {
      for block in blocks {
        mmr_draw_alpha_block(
          &target, bytes.baseAddress! + block.start, block.x, block.y, block.w, block.h, 0)
      }
    }
  }

  /// How kept blocks are chosen and let go (4 MiB of opacities at most).
  /// (Tests turn keeping off with `keep.isEnabled` and count what is kept with `keep.count`.)
  let keep = FrameKeep<Key, Entry>(capacity: 4 << 20)

  /// The kept blocks of `map` placed by `placement` at opacity `alpha`, sampled now if this is
  /// the second time they are asked for; nil when they are not kept (the caller samples the
  /// map).
  func entry(_ map: ShadowMap, at placement: ShadowPlacement, alpha: UInt8) -> Entry? {
    guard keep.isEnabled else { return nil }
    let key = Key(map: ObjectIdentifier(map), geometry: placement.geometry, alpha: alpha)
    return keep.value(for: key) ?? make(map, placement, alpha, key)
  }

  /// The blocks of a shadow, sampled and kept; nil when a part is not axis-aligned, or it is not
  /// to be kept (yet).
  private func make(
    _ map: ShadowMap, _ placement: ShadowPlacement, _ alpha: UInt8, _ key: Key
  ) -> Entry? {
    guard keep.isAskedAgain(key) else { return nil }
    var blocks: [(x: Int32, y: Int32, w: Int32, h: Int32, start: Int)] = []
    var total = 0
    for part in placement.parts {
      var (x, y, w, h): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
      guard mmr_alpha_map_extent(Self.quad(part), &x, &y, &w, &h) != 0 else { return nil }
      blocks.append((x, y, w, h, total))
      total += Int(w) * Int(h)
    }
    guard keep.hasRoom(for: total) else { return nil }
    let entry = Entry(map: map, count: total, blocks: blocks)
    map.bytes.withUnsafeBufferPointer { bytes in
      for (part, block) in zip(placement.parts, blocks) {
        let s = part.source
        mmr_alpha_map_block(
          bytes.baseAddress, Int32(map.width), Int32(map.height), Int32(map.width),
          [s.0, s.1, s.2, s.3], Self.quad(part), alpha, entry.bytes.baseAddress! + block.start)
      }
    }
    keep.keep(entry, for: key, size: total)
    return entry
  }

  /// A part's quad as `mmr_draw_alpha_map` takes it.
  nonisolated static func quad(_ part: ShadowPlacement.Part) -> [Double] {
    [part.corner.x, part.corner.y, part.sideA.x, part.sideA.y, part.sideB.x, part.sideB.y]
  }

  /// Marks the end of a frame: blocks unused too long, and old requests, are let go.
  func endFrame() { keep.endFrame() }
}
