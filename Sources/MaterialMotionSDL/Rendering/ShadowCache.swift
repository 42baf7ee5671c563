import CRaster
import MaterialMotion

/// The shadow maps a renderer draws elevations with, made on first use and kept while they are
/// drawn: an element keeps its map while its size, corner radius and elevation stay (to a
/// quarter of a pixel and a sixteenth of a dp), and every element of a size shares it (100
/// photos of a grid, one map).
///
/// An unrotated shape's map holds all three of Material's shadows in place (composited as black
/// over black, so one pass draws them); a rotated shape's shadows are three maps without their
/// offsets, each drawn moved down the screen by its own offset (the light does not turn with
/// the shape). Maps not drawn for ``keepFrames`` frames, or the oldest when more than
/// ``capacityBytes`` are kept, are let go at the end of a frame.
@MainActor
final class ShadowCache {
  /// How many frames an unused map is kept.
  var keepFrames = 120
  /// How many bytes of maps are kept at most.
  var capacityBytes = 32 << 20
  private var maps: [ShadowMap.Key: ShadowMap] = [:]
  private var bytes = 0
  private var frame = 0
  /// How many maps were made (for tests and benchmarks).
  private(set) var made = 0

  /// How many maps are kept.
  var count: Int { maps.count }

  /// The maps and placements that draw the shadows of `shape` at `elevation` dp, at
  /// `pixelScale` pixels a dp, without what the shape hides when `opaque` (it covers them).
  func shadows(
    of shape: PixelShape, elevation: Double, pixelScale: Double, opaque: Bool
  ) -> [(map: ShadowMap, placement: ShadowPlacement)] {
    guard elevation > 0, !shape.isEmpty, shape.hw < 1e5, shape.hh < 1e5 else { return [] }
    func quarter(_ v: Double) -> Int32 { Int32((v * 4).rounded()) }
    let (hw, hh) = (Double(quarter(shape.hw)) / 4, Double(quarter(shape.hh)) / 4)
    let r = min(Double(quarter(shape.r)) / 4, hw, hh)
    let level = Int32((min(24, elevation) * 16).rounded())
    let scale = Int32((pixelScale * 16).rounded())
    let quantised = Double(level) / 16
    let layers = MaterialElevation.layers(at: quantised, pixelScale: Double(scale) / 16)
    if shape.isAxisAligned && shape.vy > 0 {
      let key = ShadowMap.Key(
        hw: quarter(hw), hh: quarter(hh), r: quarter(r), elevation: level, pixelScale: scale,
        layer: -1)
      guard let map = map(key, hw: hw, hh: hh, r: r, layers: layers) else { return [] }
      return [(map, ShadowPlacement(map: map, shape: shape, offset: (0, 0), opaque: opaque))]
    }
    return layers.enumerated().compactMap { index, layer in
      var centred = layer
      centred.dy = 0
      let key = ShadowMap.Key(
        hw: quarter(hw), hh: quarter(hh), r: quarter(r), elevation: level, pixelScale: scale,
        layer: Int8(index))
      guard let map = map(key, hw: hw, hh: hh, r: r, layers: [centred]) else { return nil }
      return (
        map, ShadowPlacement(map: map, shape: shape, offset: (0, layer.dy), opaque: false)
      )
    }
  }

  /// Marks the end of a frame: maps unused too long, or past the capacity, are let go.
  func endFrame() {
    frame += 1
    guard frame % 30 == 0 || bytes > capacityBytes else { return }
    for (key, map) in maps where frame - map.lastUsed > keepFrames {
      bytes -= map.bytes.count
      maps[key] = nil
    }
    if bytes > capacityBytes {
      for map in maps.values.sorted(by: { $0.lastUsed < $1.lastUsed }) where bytes > capacityBytes {
        bytes -= map.bytes.count
        maps[map.key] = nil
      }
    }
  }

  private func map(
    _ key: ShadowMap.Key, hw: Double, hh: Double, r: Double, layers: [mmr_shadow_layer]
  ) -> ShadowMap? {
    if let map = maps[key] {
      map.lastUsed = frame
      return map
    }
    guard let map = ShadowMap(key: key, hw: hw, hh: hh, r: r, layers: layers) else { return nil }
    map.lastUsed = frame
    maps[key] = map
    bytes += map.bytes.count
    made += 1
    return map
  }
}
