import CSDL2

/// The parts ``MeshCanvas`` draws a shape's coverage in, within a rectangle of pixels:
/// - a small or rotated shape: its mask, in tiles of at most ``tile`` pixels a side;
/// - a large unrotated shape: nine parts. Its corners are masks; between them, every column of
///   the top and bottom bands (and every row of the side bands) has the same coverage, so one
///   column (row) of mask is stretched along them; its middle is covered whole (``isSolid``).
enum MaskRegions {
  /// One part: the pixels it covers and the pixels whose coverage its mask holds.
  struct Region {
    /// Where it goes: columns `x..<x+width`, rows `y..<y+height`.
    let x, y, width, height: Int
    /// The pixels its mask is made of (a single column or row for a stretched band).
    let source: (x: Int, y: Int, width: Int, height: Int)
    /// Whether every pixel is wholly covered (no mask needed).
    let isSolid: Bool

    /// Its corners, clockwise from the top left.
    var quad: (SDL_FPoint, SDL_FPoint, SDL_FPoint, SDL_FPoint) {
      let (l, t) = (Float(x), Float(y))
      let (r, b) = (Float(x + width), Float(y + height))
      return (
        SDL_FPoint(x: l, y: t), SDL_FPoint(x: r, y: t), SDL_FPoint(x: r, y: b),
        SDL_FPoint(x: l, y: b)
      )
    }
  }

  /// The largest side of one mask.
  static let tile = 256
  /// Shapes with no more pixels than this are one mask (two triangles), however they are cut.
  static let smallArea = 64 * 64

  /// Calls `body` with each part of `shape` within `rect` (nothing is allocated: a frame fills
  /// thousands of shapes).
  static func forEach(
    _ shape: PixelShape, clippedTo rect: SDL_Rect, _ body: (Region) -> Void
  ) {
    guard !shape.isEmpty else { return }
    let b = shape.pixelBounds
    let x0 = Swift.max(b.x0, Int(rect.x))
    let y0 = Swift.max(b.y0, Int(rect.y))
    let x1 = Swift.min(b.x1, Int(rect.x) + Int(rect.w))
    let y1 = Swift.min(b.y1, Int(rect.y) + Int(rect.h))
    guard x0 < x1, y0 < y1 else { return }
    guard shape.isAxisAligned, (b.x1 - b.x0) * (b.y1 - b.y0) > Self.smallArea else {
      tiles(x0, y0, x1, y1, body)
      return
    }
    // Whole columns: centres within half a pixel of the sides and clear of the corners' arcs.
    let inset = shape.r >= 0.5 ? shape.r : 0
    let fx = shape.hw - 0.5 - inset
    let fy = shape.hh - 0.5 - inset
    let xa = Swift.min(Swift.max(Int((shape.cx - fx - 0.5).rounded(.up)), x0), x1)
    let xb = Swift.max(Swift.min(Int((shape.cx + fx - 0.5).rounded(.down)) + 1, x1), xa)
    let ya = Swift.min(Swift.max(Int((shape.cy - fy - 0.5).rounded(.up)), y0), y1)
    let yb = Swift.max(Swift.min(Int((shape.cy + fy - 0.5).rounded(.down)) + 1, y1), ya)
    guard xa < xb, ya < yb else {
      tiles(x0, y0, x1, y1, body)
      return
    }
    for (cx0, cx1) in [(x0, xa), (xb, x1)] {
      for (cy0, cy1) in [(y0, ya), (yb, y1)] { tiles(cx0, cy0, cx1, cy1, body) }
    }
    for (cy0, cy1) in [(y0, ya), (yb, y1)] where cy0 < cy1 {
      // The band of rows above (below) the middle: one column of it, stretched.
      for (sy0, sy1) in split(cy0, cy1) {
        body(
          Region(
            x: xa, y: sy0, width: xb - xa, height: sy1 - sy0,
            source: (xa, sy0, 1, sy1 - sy0), isSolid: false))
      }
    }
    for (cx0, cx1) in [(x0, xa), (xb, x1)] where cx0 < cx1 {
      for (sx0, sx1) in split(cx0, cx1) {
        body(
          Region(
            x: sx0, y: ya, width: sx1 - sx0, height: yb - ya,
            source: (sx0, ya, sx1 - sx0, 1), isSolid: false))
      }
    }
    body(
      Region(
        x: xa, y: ya, width: xb - xa, height: yb - ya, source: (xa, ya, xb - xa, yb - ya),
        isSolid: true))
  }

  /// Masks over columns `x0..<x1` of rows `y0..<y1`, in tiles.
  private static func tiles(
    _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ body: (Region) -> Void
  ) {
    var ty0 = y0
    while ty0 < y1 {
      let ty1 = Swift.min(ty0 + tile, y1)
      var tx0 = x0
      while tx0 < x1 {
        let tx1 = Swift.min(tx0 + tile, x1)
        body(
          Region(
            x: tx0, y: ty0, width: tx1 - tx0, height: ty1 - ty0,
            source: (tx0, ty0, tx1 - tx0, ty1 - ty0), isSolid: false))
        tx0 = tx1
      }
      ty0 = ty1
    }
  }

  /// `lo..<hi` in pieces of at most ``tile``.
  private static func split(_ lo: Int, _ hi: Int) -> [(Int, Int)] {
    guard lo < hi else { return [] }
    return stride(from: lo, to: hi, by: tile).map { ($0, Swift.min($0 + tile, hi)) }
  }
}
