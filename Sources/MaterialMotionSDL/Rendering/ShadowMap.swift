import CRaster
import CSDL2

/// An elevation's shadow as a map of opacities (one byte a pixel), made once by
/// ``ShadowCache`` and drawn by either canvas, in nine parts (``ShadowPlacement``) so one map
/// serves a shape of any larger size.
///
/// The map is the shadow of a shape no larger than it needs to be: its corners are the corners
/// of the real shape's shadow, and its middle column and row are the shadow along the real
/// shape's sides, which is the same all along them, so they are stretched to the real shape's
/// size. A small shape's map is its whole shadow, unstretched.
@MainActor
final class ShadowMap {
  /// What a map depends on, in quarters of a pixel (sizes) and sixteenths of a dp (elevation).
  struct Key: Hashable {
    let hw, hh, r: Int32
    let elevation: Int32
    let pixelScale: Int32
    /// Which shadow: -1 all three in place (an unrotated shape), or one of them (0 umbra,
    /// 1 penumbra, 2 ambient) with no offset (a rotated shape's, offset when drawn).
    let layer: Int8
  }

  let key: Key
  /// The opacities, `width` × `height`, row by row.
  let bytes: [UInt8]
  let width: Int
  let height: Int
  /// Half the size of the shape the map is the shadow of, in pixels (at most the real shape's).
  let halfWidth: Double
  let halfHeight: Double
  /// The frame the map was last drawn in (for ``ShadowCache``'s eviction).
  var lastUsed = 0

  /// The map of `layers` (in pixels, no x offsets) for a shape of half extents `hw` × `hh` and
  /// corner radius `r`, reduced so that its middle is the shadow along the sides; nil when it
  /// would be too large to make.
  init?(key: Key, hw: Double, hh: Double, r: Double, layers: [mmr_shadow_layer]) {
    // How far a layer's shadow reaches past (and into) its shape.
    let reach =
      layers.map { ($0.sigma * 3).rounded(.up) + abs($0.dy) + abs($0.spread) + 2 }
      .max() ?? 2
    let rw = min(hw, r + reach)
    let rh = min(hh, r + reach)
    let w = 2 * Int((rw + reach).rounded(.up))
    let h = 2 * Int((rh + reach).rounded(.up))
    guard w > 0, h > 0, w <= 4096, h <= 4096 else { return nil }
    var bytes = [UInt8](repeating: 0, count: w * h)
    var scratch = [Float](repeating: 0, count: 2 * w * h + max(w, h))
    let made = layers.withUnsafeBufferPointer { list in
      bytes.withUnsafeMutableBufferPointer { out in
        scratch.withUnsafeMutableBufferPointer { s in
          mmr_shadow_map(
            Double(w) / 2, Double(h) / 2, rw, rh, r, list.baseAddress, Int32(list.count),
            out.baseAddress, Int32(w), Int32(h), Int32(w), s.baseAddress, Int64(s.count))
        }
      }
    }
    guard made != 0 else { return nil }
    self.key = key
    self.bytes = bytes
    width = w
    height = h
    halfWidth = rw
    halfHeight = rh
  }
}

/// Where a ``ShadowMap`` goes: its nine parts, each a rectangle of the map (its left, top,
/// right and bottom in texels; a middle part is one column or row, stretched) and the
/// parallelogram of pixels it covers (a corner and its two sides). The middle part, which the
/// shape covers, is left out when the shape is opaque.
struct ShadowPlacement {
  /// One part.
  struct Part {
    let source: (Double, Double, Double, Double)
    let corner: (x: Double, y: Double)
    let sideA: (x: Double, y: Double)
    let sideB: (x: Double, y: Double)
  }

  let parts: [Part]

  /// The parts of `map` for `shape` (whose centre and axes place it), moved by `offset` pixels
  /// on screen, without the middle when `skipsMiddle`.
  init(map: ShadowMap, shape: PixelShape, offset: (x: Double, y: Double), skipsMiddle: Bool) {
    let (w, h) = (Double(map.width), Double(map.height))
    let sx = max(0, shape.hw - map.halfWidth)
    let sy = max(0, shape.hh - map.halfHeight)
    // Along each axis: the map's first half, its middle stretched, its second half.
    let columns = [
      (0.0, w / 2, -w / 2 - sx, -sx), (w / 2, w / 2, -sx, sx), (w / 2, w, sx, sx + w / 2),
    ]
    let rows = [
      (0.0, h / 2, -h / 2 - sy, -sy), (h / 2, h / 2, -sy, sy), (h / 2, h, sy, sy + h / 2),
    ]
    var parts: [Part] = []
    for (j, row) in rows.enumerated() where row.3 > row.2 {
      for (i, column) in columns.enumerated() where column.3 > column.2 {
        if skipsMiddle && i == 1 && j == 1 { continue }
        let corner = (
          x: shape.cx + shape.ux * column.2 + shape.vx * row.2 + offset.x,
          y: shape.cy + shape.uy * column.2 + shape.vy * row.2 + offset.y
        )
        let (a, b) = (column.3 - column.2, row.3 - row.2)
        parts.append(
          Part(
            source: (column.0, row.0, column.1, row.1), corner: corner,
            sideA: (shape.ux * a, shape.uy * a), sideB: (shape.vx * b, shape.vy * b)))
      }
    }
    self.parts = parts
  }
}
