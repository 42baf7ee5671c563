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
/// drawn without it, pixel for pixel. Blocks not used for ``keepFrames`` frames are let go; at
/// most ``capacityBytes`` are kept.
@MainActor
final class ShadowBlocks {
  struct Key: Hashable {
    let map: ObjectIdentifier
    let geometry: ShadowPlacement.Geometry
    let alpha: UInt8
  }

  /// One shadow's blocks, one a part, in one buffer.
  final class Entry {
    /// The map, held so that its identity (part of the key) is not reused while kept.
    let map: ShadowMap
    let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Each part's block: its top left pixel, its size, and where its bytes start.
    let blocks: [(x: Int32, y: Int32, w: Int32, h: Int32, start: Int)]
    var lastUsed: Int

    init(
      map: ShadowMap, count: Int, blocks: [(x: Int32, y: Int32, w: Int32, h: Int32, start: Int)],
      frame: Int
    ) {
      self.map = map
      bytes = .allocate(capacity: max(count, 1))
      self.blocks = blocks
      lastUsed = frame
    }

    deinit { bytes.deallocate() }
  }

  /// How many frames a block may go unused.
  var keepFrames = 60
  /// How many bytes of opacities are kept at most (4 MiB).
  var capacityBytes = 4 << 20
  /// Whether shadows are kept at all (off: every shadow is sampled each time it is drawn).
  var isEnabled = true
  private var entries: [Key: Entry] = [:]
  /// Keys asked for but not kept yet, with the frame they were last asked for in.
  private var asked: [Key: Int] = [:]
  private var keptBytes = 0
  private var frame = 0

  /// How many shadows are kept (for tests).
  var count: Int { entries.count }

  /// Draws `map` placed by `placement` at opacity `alpha` into `target` from kept blocks when it
  /// can; returns false when it did not draw (the caller samples the map).
  func draw(
    _ map: ShadowMap, at placement: ShadowPlacement, alpha: UInt8, into target: inout mmr_target
  )
    -> Bool
  {
    guard isEnabled else { return false }
    let key = Key(map: ObjectIdentifier(map), geometry: placement.geometry, alpha: alpha)
    let entry: Entry
    if let kept = entries[key] {
      entry = kept
    } else {
      guard let before = asked[key], frame - before <= 1 else {
        asked[key] = frame
        return false
      }
      asked[key] = nil
      guard let made = make(map, placement, alpha) else { return false }
      entry = made
      entries[key] = entry
      keptBytes += entry.bytes.count
    }
    entry.lastUsed = frame
    for block in entry.blocks {
      mmr_draw_alpha_block(
        &target, entry.bytes.baseAddress! + block.start, block.x, block.y, block.w, block.h, 0)
    }
    return true
  }

  /// The blocks of a shadow, sampled; nil when a part is not axis-aligned or there is no room.
  private func make(_ map: ShadowMap, _ placement: ShadowPlacement, _ alpha: UInt8) -> Entry? {
    var blocks: [(x: Int32, y: Int32, w: Int32, h: Int32, start: Int)] = []
    var total = 0
    for part in placement.parts {
      var (x, y, w, h): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
      guard mmr_alpha_map_extent(Self.quad(part), &x, &y, &w, &h) != 0 else { return nil }
      blocks.append((x, y, w, h, total))
      total += Int(w) * Int(h)
      guard keptBytes + total <= capacityBytes else { return nil }
    }
    let entry = Entry(map: map, count: total, blocks: blocks, frame: frame)
    map.bytes.withUnsafeBufferPointer { bytes in
      for (part, block) in zip(placement.parts, blocks) {
        let s = part.source
        mmr_alpha_map_block(
          bytes.baseAddress, Int32(map.width), Int32(map.height), Int32(map.width),
          [s.0, s.1, s.2, s.3], Self.quad(part), alpha, entry.bytes.baseAddress! + block.start)
      }
    }
    return entry
  }

  /// A part's quad as `mmr_draw_alpha_map` takes it.
  static func quad(_ part: ShadowPlacement.Part) -> [Double] {
    [part.corner.x, part.corner.y, part.sideA.x, part.sideA.y, part.sideB.x, part.sideB.y]
  }

  /// Marks the end of a frame: blocks unused too long, and old requests, are let go.
  func endFrame() {
    frame += 1
    guard frame % 30 == 0 else { return }
    for (key, entry) in entries where frame - entry.lastUsed > keepFrames {
      keptBytes -= entry.bytes.count
      entries[key] = nil
    }
    asked = asked.filter { frame - $0.value <= 1 }
  }
}
