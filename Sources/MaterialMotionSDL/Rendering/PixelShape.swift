import CRaster
import MaterialMotion

/// An element's rounded rectangle in pixels, as the coverage rasteriser (`CRaster`) takes it:
/// its centre, its unit axes, its half extents and its corner radius, at their exact fractional
/// values (nothing is snapped to whole pixels).
typealias PixelShape = mmr_shape

extension PixelShape {
  /// The rounded rectangle of an element of `size` with `radius` corners (in its own points),
  /// whose points map to pixels by `transform` (translation, rotation and uniform scale, as an
  /// element tree makes them). A shape with no area, or one not finite, has zero extents and
  /// draws nothing.
  init(size: Size, radius: Double, transform t: Transform) {
    let sx = (t.a * t.a + t.b * t.b).squareRoot()
    let sy = (t.c * t.c + t.d * t.d).squareRoot()
    let centre = t.apply(to: Point(x: size.width / 2, y: size.height / 2))
    let hw = abs(size.width) / 2 * sx
    let hh = abs(size.height) / 2 * sy
    guard sx > 0, sy > 0, hw > 0, hh > 0, hw.isFinite, hh.isFinite, centre.x.isFinite,
      centre.y.isFinite
    else {
      self.init(cx: 0, cy: 0, ux: 1, uy: 0, vx: 0, vy: 1, hw: 0, hh: 0, r: 0)
      return
    }
    let r = max(0, min(radius * (sx * sy).squareRoot(), hw, hh))
    self.init(
      cx: centre.x, cy: centre.y, ux: t.a / sx, uy: t.b / sx, vx: t.c / sy, vy: t.d / sy,
      hw: hw, hh: hh, r: r.isFinite ? r : 0)
  }

  /// Whether the shape covers no area.
  var isEmpty: Bool { !(hw > 0 && hh > 0) }

  /// Whether its axes are the pixel grid's (no rotation).
  var isAxisAligned: Bool { abs(uy) < 1e-12 && abs(vx) < 1e-12 }

  /// The pixels it may cover: columns `x0..<x1`, rows `y0..<y1`.
  var pixelBounds: (x0: Int, y0: Int, x1: Int, y1: Int) {
    var shape = self
    var (x0, y0, x1, y1): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    mmr_shape_bounds(&shape, &x0, &y0, &x1, &y1)
    return (Int(x0), Int(y0), Int(x1), Int(y1))
  }

  /// The pixels a clip of this shape lets through: exactly the pixels it covers when it is
  /// pixel-aligned, otherwise every pixel it may cover (``pixelBounds``).
  var clipBounds: (x0: Int, y0: Int, x1: Int, y1: Int) {
    guard isPixelAligned else { return pixelBounds }
    func whole(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v.rounded()))) }
    return (whole(cx - hw), whole(cy - hh), whole(cx + hw), whole(cy + hh))
  }

  /// Whether it covers whole pixels exactly: unrotated, sharp-cornered, with its edges on pixel
  /// boundaries (a clip of this shape is a plain scissor rectangle).
  var isPixelAligned: Bool {
    guard isAxisAligned, r == 0 else { return false }
    func whole(_ v: Double) -> Bool { abs(v - v.rounded()) < 1e-9 }
    return whole(cx - hw) && whole(cx + hw) && whole(cy - hh) && whole(cy + hh)
  }
}
