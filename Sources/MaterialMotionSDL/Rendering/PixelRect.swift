/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`. What
/// ``ConvexClip/bands(of:into:)`` cuts pixel-aligned rectangles and snapped images into.
struct PixelRect: Equatable {
  /// The leftmost column.
  var x: Int
  /// The top row.
  var y: Int
  /// How many columns.
  var width: Int
  /// How many rows.
  var height: Int

  /// The rectangle of columns `x..<x + width`, rows `y..<y + height`.
  init(x: Int, y: Int, width: Int, height: Int) {
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
  }

  /// The rectangle from `left`, `top` to `right`, `bottom` (whole numbers), kept within ±10⁹
  /// (empty when they are not finite).
  init(left: Float, top: Float, right: Float, bottom: Float) {
    guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else {
      self.init(x: 0, y: 0, width: 0, height: 0)
      return
    }
    func whole(_ value: Float) -> Int { Int(max(-1e9, min(1e9, value))) }
    let l = whole(left)
    let t = whole(top)
    self.init(x: l, y: t, width: whole(right) - l, height: whole(bottom) - t)
  }
}
