/// The parts of an atlas written since its last upload, as a few rectangles rather than the one
/// around them all: masks and labels land on shelves far apart, and the rectangle around two
/// of them can be a thousand times their size (a 2048-wide band of hundreds of rows sent to the
/// texture every frame, for a dozen 14-pixel masks).
///
/// A rectangle written joins the kept one whose bounds grow least by it when that adds no more
/// than ``slack`` pixels not written; otherwise it is kept apart. When more than ``limit`` are
/// kept, the two whose union adds the fewest pixels are merged. Every pixel written is in some
/// rectangle; a pixel may be in more than one.
struct DirtyRects {
  /// One rectangle: columns `x0..<x1`, rows `y0..<y1`.
  struct Rect: Equatable {
    var x0, y0, x1, y1: Int

    var area: Int { (x1 - x0) * (y1 - y0) }

    func union(_ other: Rect) -> Rect {
      Rect(
        x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1),
        y1: max(y1, other.y1))
    }
  }

  /// The most rectangles kept (each is one texture update).
  static let limit = 8
  /// The most pixels not written that joining two rectangles may add.
  static let slack = 4096

  /// The rectangles, in no particular order.
  private(set) var rects: [Rect] = []

  /// Whether nothing was written.
  var isEmpty: Bool { rects.isEmpty }

  /// Notes that columns `x..<x+width` of rows `y..<y+height` were written.
  mutating func add(x: Int, y: Int, width: Int, height: Int) {
    guard width > 0, height > 0 else { return }
    let new = Rect(x0: x, y0: y, x1: x + width, y1: y + height)
    var best: (index: Int, waste: Int)?
    for (i, rect) in rects.enumerated() {
      let waste = rect.union(new).area - rect.area - new.area
      if waste <= Self.slack, waste < best?.waste ?? .max { best = (i, waste) }
    }
    if let best {
      rects[best.index] = rects[best.index].union(new)
    } else {
      rects.append(new)
      if rects.count > Self.limit { mergeCheapestPair() }
    }
  }

  /// Forgets every rectangle.
  mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

  private mutating func mergeCheapestPair() {
    var best = (i: 0, j: 1, waste: Int.max)
    for i in rects.indices {
      for j in rects.indices where j > i {
        let waste = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
        if waste < best.waste { best = (i, j, waste) }
      }
    }
    rects[best.i] = rects[best.i].union(rects[best.j])
    rects.remove(at: best.j)
  }
}
