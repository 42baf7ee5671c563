import MaterialMotion

/// The layout of `photo-album`'s grid: every photo on screen, in square cells as large as fit.
///
/// With `count` photos, spacing `s` and a `width`×`height` area, `columns` is the column count
/// (1…`count`) whose cell side `min((width − (c+1)·s)/c, (height − (r+1)·s)/r)`, with
/// `r = ⌈count/c⌉` rows, is largest (the smaller count on a tie), and `side` is that side
/// rounded down to whole points. Cell `i` is at column `i % columns`, row `i / columns`. The
/// benchmark's peer (Benchmarks/Sources) lays its textures out the same way.
struct PhotoGrid: Equatable {
  /// The columns.
  let columns: Int
  /// The side of a cell, in points.
  let side: Double
  /// The gap between cells and around them, in points.
  let spacing: Double

  /// The grid for `count` photos (at least 1) in `size`, `spacing` points apart.
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
    side = max(1, best.side.rounded(.down))
    self.spacing = spacing
  }

  /// The frame of cell `index`.
  func frame(of index: Int) -> Rect {
    let column = Double(index % columns)
    let row = Double(index / columns)
    return Rect(
      x: spacing + column * (side + spacing), y: spacing + row * (side + spacing), width: side,
      height: side)
  }
}
