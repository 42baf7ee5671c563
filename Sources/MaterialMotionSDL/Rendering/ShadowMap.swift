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
  /// How many of its outer columns and rows hold no shadow at all, on each side (the blur's
  /// reach is generous): left out when the map is drawn.
  let clear: (left: Int, top: Int, right: Int, bottom: Int)
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
    func emptyColumn(_ x: Int) -> Bool { (0..<h).allSatisfy { bytes[$0 * w + x] == 0 } }
    func emptyRow(_ y: Int) -> Bool { (0..<w).allSatisfy { bytes[y * w + $0] == 0 } }
    // At most up to the middle: a map with nothing in it keeps its middle column and row.
    let left = (0..<(w / 2)).first { !emptyColumn($0) } ?? w / 2
    let right = (0..<(w / 2)).first { !emptyColumn(w - 1 - $0) } ?? w / 2
    let top = (0..<(h / 2)).first { !emptyRow($0) } ?? h / 2
    let bottom = (0..<(h / 2)).first { !emptyRow(h - 1 - $0) } ?? h / 2
    // One texel less: a pixel between the last empty texel and the first not empty samples both.
    clear = (max(0, left - 1), max(0, top - 1), max(0, right - 1), max(0, bottom - 1))
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
/// parallelogram of pixels it covers (a corner and its two sides). Under an opaque shape every
/// pixel the shape surely covers is left out: the whole middle part and the inner half of the
/// others (a shadow drawn there would be painted over).
struct ShadowPlacement {
  /// One part.
  struct Part {
    let source: (Double, Double, Double, Double)
    let corner: (x: Double, y: Double)
    let sideA: (x: Double, y: Double)
    let sideB: (x: Double, y: Double)
  }

  /// A stretch of one axis: from `from` to `to` in the shape's frame (pixels from its centre),
  /// showing the map's texels `source.0` to `source.1` along it.
  private struct Span {
    var from, to: Double
    var source: (Double, Double)

    /// The part of the span between `low` and `high`, its texels cut in proportion; nil when
    /// nothing of it is there.
    func clipped(_ low: Double, _ high: Double) -> Span? {
      let (a, b) = (max(from, low), min(to, high))
      guard b > a else { return nil }
      func texel(_ x: Double) -> Double {
        source.0 + (source.1 - source.0) * (x - from) / (to - from)
      }
      return Span(from: a, to: b, source: (texel(a), texel(b)))
    }
  }

  /// What the parts were made from: the shape, its offset and whether it hides what is under
  /// it. Two placements of one map with equal geometry have equal parts.
  struct Geometry: Hashable {
    let cx, cy, ux, uy, vx, vy, hw, hh, r: Double
    let dx, dy: Double
    let opaque: Bool
  }

  let parts: [Part]
  let geometry: Geometry

  /// The parts of `map` for `shape` (whose centre and axes place it), moved by `offset` pixels
  /// on screen; when `opaque` (only for a map in place, no offset), without what the shape
  /// hides.
  init(map: ShadowMap, shape: PixelShape, offset: (x: Double, y: Double), opaque: Bool) {
    let (w, h) = (Double(map.width), Double(map.height))
    let sx = max(0, shape.hw - map.halfWidth)
    let sy = max(0, shape.hh - map.halfHeight)
    // Along each axis: the map's first half, its middle stretched, its second half.
    let columns = [
      Span(from: -w / 2 - sx, to: -sx, source: (0, w / 2)),
      Span(from: -sx, to: sx, source: (w / 2, w / 2)),
      Span(from: sx, to: sx + w / 2, source: (w / 2, w)),
    ]
    let rows = [
      Span(from: -h / 2 - sy, to: -sy, source: (0, h / 2)),
      Span(from: -sy, to: sy, source: (h / 2, h / 2)),
      Span(from: sy, to: sy + h / 2, source: (h / 2, h)),
    ]
    // Nothing is drawn of the map's empty outer columns and rows.
    let (outerX, outerY) = (w / 2 + sx, h / 2 + sy)
    let clear = map.clear
    let drawn = (
      x0: -outerX + Double(clear.left), x1: outerX - Double(clear.right),
      y0: -outerY + Double(clear.top), y1: outerY - Double(clear.bottom)
    )
    // What the shape surely covers: its straight bands, a pixel in from its edges.
    let hidden = (x: shape.hw - 1 - shape.r, y: shape.hh - 1 - shape.r)
    var parts: [Part] = []
    func add(_ column: Span, _ row: Span) {
      let corner = (
        x: shape.cx + shape.ux * column.from + shape.vx * row.from + offset.x,
        y: shape.cy + shape.uy * column.from + shape.vy * row.from + offset.y
      )
      let (a, b) = (column.to - column.from, row.to - row.from)
      parts.append(
        Part(
          source: (column.source.0, row.source.0, column.source.1, row.source.1),
          corner: corner, sideA: (shape.ux * a, shape.uy * a),
          sideB: (shape.vx * b, shape.vy * b)))
    }
    for whole in rows {
      guard let row = whole.clipped(drawn.y0, drawn.y1) else { continue }
      for whole in columns {
        guard let column = whole.clipped(drawn.x0, drawn.x1) else { continue }
        guard opaque, hidden.x > 0, hidden.y > 0 else {
          add(column, row)
          continue
        }
        // The part less the hidden rectangle: above it, below it, and either side of it.
        let infinity = Double.infinity
        if let above = row.clipped(-infinity, -hidden.y) { add(column, above) }
        if let below = row.clipped(hidden.y, infinity) { add(column, below) }
        if let band = row.clipped(-hidden.y, hidden.y) {
          if let left = column.clipped(-infinity, -hidden.x) { add(left, band) }
          if let right = column.clipped(hidden.x, infinity) { add(right, band) }
        }
      }
    }
    self.parts = parts
    geometry = Geometry(
      cx: shape.cx, cy: shape.cy, ux: shape.ux, uy: shape.uy, vx: shape.vx, vy: shape.vy,
      hw: shape.hw, hh: shape.hh, r: shape.r, dx: offset.x, dy: offset.y, opaque: opaque)
  }
}
