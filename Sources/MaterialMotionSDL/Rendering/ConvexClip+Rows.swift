/// The region's pixels, row by row: what pixel-aligned rectangles and snapped images are cut
/// into.
extension ConvexClip {
  /// Replaces `bands` with the pixels of `rect` inside the region, as rectangles of consecutive
  /// rows that share their columns, top to bottom (none when no pixel is inside): in each row,
  /// the columns of each unrotated element's ``PixelRoundedRect``, and, when a rotated element
  /// contributed, those whose centres are inside the polygon. Since every shape is convex, each
  /// row's pixels inside are one run of columns.
  func bands(of rect: PixelRect, into bands: inout [PixelRect]) {
    bands.removeAll(keepingCapacity: true)
    guard !isEmpty, rect.width > 0, rect.height > 0 else { return }
    // Only the rows and columns of the bounding box can hold a pixel inside.
    let firstRow = max(rect.y, Self.whole(minY.rounded(.down)))
    let lastRow = min(rect.y + rect.height - 1, Self.whole(maxY.rounded(.up)))
    guard firstRow <= lastRow else { return }
    for row in firstRow...lastRow {
      var first = rect.x
      var last = rect.x + rect.width - 1
      if rowsFollowThePolygon {
        guard let (left, right) = span(atY: Double(row) + 0.5) else { continue }
        // Columns whose centres c + 0.5 are within left...right.
        first = max(first, Self.whole((left - 0.5).rounded(.up)))
        last = min(last, Self.whole((right - 0.5).rounded(.down)))
      }
      for shape in pixelShapes {
        guard let columns = shape.columns(inRow: row) else {
          last = first - 1
          break
        }
        first = max(first, columns.first)
        last = min(last, columns.last)
      }
      guard first <= last else { continue }
      if let band = bands.last, band.y + band.height == row, band.x == first,
        band.width == last - first + 1
      {
        bands[bands.count - 1].height += 1
      } else {
        bands.append(PixelRect(x: first, y: row, width: last - first + 1, height: 1))
      }
    }
  }

  /// `value` (a whole number) as an `Int`, within ±10⁹.
  static func whole(_ value: Double) -> Int { Int(max(-1e9, min(1e9, value))) }

  /// The smallest and largest x of the region's points at height `y`, or nil when the
  /// horizontal line there misses it.
  private func span(atY y: Double) -> (Double, Double)? {
    guard y >= minY, y <= maxY else { return nil }
    var left = Double.infinity
    var right = -Double.infinity
    for i in points.indices {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      guard min(a.y, b.y) <= y, y <= max(a.y, b.y) else { continue }
      if a.y == b.y {
        left = min(left, a.x, b.x)
        right = max(right, a.x, b.x)
      } else {
        let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
        left = min(left, x)
        right = max(right, x)
      }
    }
    return left <= right ? (left, right) : nil
  }
}
