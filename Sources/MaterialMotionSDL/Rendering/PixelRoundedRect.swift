import MaterialMotion

/// An unrotated rounded rectangle on whole pixels, row by row: the pixels
/// ``ShapeGeometry/axisAlignedSpans(size:radius:transform:into:)`` fills for an element whose
/// transform has no rotation, worked out the same way (the same snapping, the same inset for each
/// row of a corner).
///
/// It is what an unrotated clipping element clips rows of pixels to (``ConvexClip``), so that a
/// child that fills its parent covers exactly the pixels of the parent's own fill.
struct PixelRoundedRect: Equatable {
  /// The leftmost column.
  let left: Int
  /// The top row.
  let top: Int
  /// The width in pixels (0: the rectangle covers nothing).
  let width: Int
  /// The height in pixels (0: the rectangle covers nothing).
  let height: Int
  /// The corners' radius in pixels, at most half the shorter side.
  let radius: Double
  /// How many rows at the top (and at the bottom) are inset by a corner.
  private let cornerRows: Int

  /// The rectangle of an element of `size` with `radius` corners whose points map to pixels by
  /// `transform` (scale and translation only). Coordinates are kept within ±10⁹ pixels.
  init(size: Size, radius: Double, transform: Transform) {
    let left = min(transform.tx, transform.tx + transform.a * size.width).rounded()
    let top = min(transform.ty, transform.ty + transform.d * size.height).rounded()
    let w = max(transform.tx, transform.tx + transform.a * size.width).rounded() - left
    let h = max(transform.ty, transform.ty + transform.d * size.height).rounded() - top
    func whole(_ value: Double) -> Int { Int(max(-1e9, min(1e9, value))) }
    guard w > 0, h > 0, left.isFinite, top.isFinite else {
      (self.left, self.top, width, height, self.radius, cornerRows) = (0, 0, 0, 0, 0, 0)
      return
    }
    self.left = whole(left)
    self.top = whole(top)
    width = whole(w)
    height = whole(h)
    let r = max(0, min(radius * abs(transform.a), w / 2, h / 2))
    self.radius = r
    var rows = Int(min(r, 1e9).rounded())
    while rows > 0 && Self.inset(rows - 1, radius: r) == 0 { rows -= 1 }
    cornerRows = rows
  }

  /// Whether it covers no pixel.
  var isEmpty: Bool { width <= 0 || height <= 0 }

  /// How far row `row` of a corner of radius `r` is inset, in whole pixels (as
  /// ``ShapeGeometry/axisAlignedSpans(size:radius:transform:into:)`` insets it).
  private static func inset(_ row: Int, radius r: Double) -> Double {
    let dy = r - (Double(row) + 0.5)
    return (r - (max(0, r * r - dy * dy)).squareRoot()).rounded()
  }

  /// The first and last column covered in pixel row `y`, or nil when it covers none of the row.
  func columns(inRow y: Int) -> (first: Int, last: Int)? {
    let row = y - top
    guard !isEmpty, row >= 0, row < height else { return nil }
    // A row in both the top and the bottom corners (a short pill) is covered by both bands.
    var inset = 0.0
    if row < cornerRows || row >= height - cornerRows {
      let fromTop = row < cornerRows ? Self.inset(row, radius: radius) : .infinity
      let fromBottom =
        row >= height - cornerRows ? Self.inset(height - 1 - row, radius: radius) : .infinity
      inset = min(fromTop, fromBottom)
    }
    let first = left + Int(inset)
    let last = left + width - 1 - Int(inset)
    return first <= last ? (first, last) : nil
  }
}
