import MaterialMotion

/// The layout of `photo-album`'s grid: every photo on screen, in square cells as large as fit,
/// the grid spread over the whole area.
///
/// With `count` photos, spacing `s` and a `width`×`height` area, `columns` is the column count
/// (1…`count`) whose cell side `min((width − (c+1)·s)/c, (height − (r+1)·s)/r)`, with
/// `r = ⌈count/c⌉` rows, is largest (the smaller count on a tie), and `side` is that side
/// rounded down to whole points: the largest square cells with gaps of at least `s`. What is
/// left of the width, `width − c·side`, is shared evenly by the `c + 1` gaps (the two margins
/// and the gaps between columns), and what is left of the height by the `r + 1` gaps of the
/// rows, each rounded down to whole points at its cell: cell `i`, at column `k = i % c` and row
/// `j = i / c`, is at `x = ⌊(k+1)·(width − c·side)/(c+1)⌋ + k·side` and
/// `y = ⌊(j+1)·(height − r·side)/(r+1)⌋ + j·side`. So the grid is centred and spans the area,
/// its gaps equal to within a point, and its cells sit on whole points. The benchmark's peer
/// (Benchmarks/Sources/sdl-image-grid) lays its textures out the same way.
struct PhotoGrid: Equatable {
  /// The columns.
  let columns: Int
  /// The rows.
  let rows: Int
  /// The side of a cell, in points.
  let side: Double
  /// The least gap between cells and around them, in points.
  let spacing: Double
  /// The area the grid is spread over.
  let size: Size

  /// The grid for `count` photos (at least 1) in `size`, at least `spacing` points apart.
  init(count: Int, in size: Size, spacing: Double = 4) {
    let count = max(1, count)
    var best = (columns: 1, side: -Double.infinity)
    for columns in 1...count {
      let c = Double(columns)
      let r = Double((count + columns - 1) / columns)
      let side = min(
        (size.width - (c + 1) * spacing) / c, (size.height - (r + 1) * spacing) / r)
      if side > best.side { best = (columns, side) }
    }
    columns = best.columns
    rows = (count + best.columns - 1) / best.columns
    side = max(1, best.side.rounded(.down))
    self.spacing = spacing
    self.size = size
  }

  /// The frame of cell `index`.
  func frame(of index: Int) -> Rect {
    Rect(
      x: Self.offset(index % columns, of: columns, side: side, in: size.width),
      y: Self.offset(index / columns, of: rows, side: side, in: size.height), width: side,
      height: side)
  }

  /// Where cell `k` of `n` cells of `side` starts along `length`, the rest of it shared evenly
  /// by the `n + 1` gaps (rounded down to whole points).
  private static func offset(_ k: Int, of n: Int, side: Double, in length: Double) -> Double {
    let free = max(0, length - Double(n) * side)
    return (Double(k + 1) * free / Double(n + 1)).rounded(.down) + Double(k) * side
  }
}
