import MaterialMotion

/// A convex region of the window, in pixels, that drawing is clipped to: the outline of a
/// clipping element's rounded rectangle (`Element.clipsToBounds`), intersected with those of its
/// clipping ancestors.
///
/// Pure geometry, no SDL: it says whether a shape is wholly inside, wholly outside or across the
/// edge (``coverage(of:)``), cuts a convex polygon whose vertices carry attributes down to its
/// part inside, interpolating the attributes (Sutherland–Hodgman, ``clip(_:scratch:)``), and cuts
/// a segment (``clip(from:to:)``), and gives the pixels of a pixel-aligned rectangle that are
/// inside (``bands(of:into:)``). A point on the edge is inside. A region of no area (an element
/// of size zero, or a scale of 0, or clips that do not overlap) contains nothing.
///
/// The region of an unrotated element is also known row by row (a ``PixelRoundedRect``, the
/// pixels its own fill covers): ``bands(of:into:)`` keeps exactly those pixels, so a rectangle or
/// a snapped image clipped to its parent covers exactly the parent's pixels; the polygon, within
/// a tenth of a pixel of the arcs, cuts everything else. A rotated element's region is its
/// polygon alone, and pixels are inside when their centres are.
struct ConvexClip {
  /// An edge as a half-plane: the points `p` with `nx·p.x + ny·p.y − offset ≥ 0` are on its
  /// inner side, and that value is their distance to the edge's line in pixels.
  private struct Edge {
    let nx: Double
    let ny: Double
    let offset: Double

    @inline(__always) func distance(_ p: Point) -> Double { nx * p.x + ny * p.y - offset }
  }

  /// How a shape lies against the region.
  enum Coverage: Equatable {
    /// Every point of the shape is inside: it is drawn as it is.
    case inside
    /// No point of the shape is inside: it is not drawn.
    case outside
    /// The shape crosses the edge: its part inside is drawn.
    case partial
  }

  /// The corners, counter-clockwise in the sense of a positive shoelace area, with no two in a
  /// row equal; empty for a region of no area.
  private(set) var points: [Point]
  private var edges: [Edge]
  /// The bounding box of ``points`` (inverted, +∞ to −∞, when empty).
  private(set) var minX = Double.infinity
  private(set) var minY = Double.infinity
  private(set) var maxX = -Double.infinity
  private(set) var maxY = -Double.infinity
  /// The unrotated rounded rectangles the region is also inside, row by row.
  private(set) var pixelShapes: [PixelRoundedRect] = []
  /// Whether a rotated shape contributed to the region, so that the polygon limits rows too.
  private(set) var rowsFollowThePolygon = true
  /// Axis-aligned boxes known to be inside the region (an unrotated rounded rectangle's two
  /// bands between its corners), for ``coverage(of:)`` to tell most shapes inside at once.
  private var innerBoxes: [InnerBox] = []

  /// An axis-aligned box inside the region.
  private struct InnerBox {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// The box inside both, or nil when they do not overlap.
    func intersection(_ other: InnerBox) -> InnerBox? {
      let box = InnerBox(
        minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
        maxY: min(maxY, other.maxY))
      return box.minX < box.maxX && box.minY < box.maxY ? box : nil
    }
  }

  /// The region inside `outline`: the corners of a convex polygon, around it once in either
  /// direction. Repeated corners are ignored; fewer than three distinct corners, or no area, make
  /// an empty region.
  init(outline: [Point]) {
    var corners: [Point] = []
    corners.reserveCapacity(outline.count)
    for p in outline where corners.last.map({ ($0 - p).length > 1e-9 }) ?? true {
      corners.append(p)
    }
    while corners.count > 1, (corners[0] - corners[corners.count - 1]).length <= 1e-9 {
      corners.removeLast()
    }
    guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
      points = []
      edges = []
      return
    }
    var area = 0.0
    for i in corners.indices {
      let a = corners[i]
      let b = corners[(i + 1) % corners.count]
      area += a.x * b.y - b.x * a.y
    }
    if area < 0 { corners.reverse() }
    points = abs(area) > 1e-9 && corners.count >= 3 ? corners : []
    edges = []
    edges.reserveCapacity(points.count)
    for i in points.indices {
      let a = points[i]
      let d = points[(i + 1) % points.count] - a
      let length = d.length
      let nx = -d.y / length
      let ny = d.x / length
      edges.append(Edge(nx: nx, ny: ny, offset: nx * a.x + ny * a.y))
      minX = min(minX, a.x)
      minY = min(minY, a.y)
      maxX = max(maxX, a.x)
      maxY = max(maxY, a.y)
    }
  }

  /// The region of an unrotated element: inside `outline` (its rounded rectangle's polygon,
  /// the same rectangle) for cutting shapes, and exactly `pixels` for rows of pixels.
  init(outline: [Point], pixels: PixelRoundedRect) {
    self.init(outline: pixels.isEmpty ? [] : outline)
    pixelShapes = [pixels]
    rowsFollowThePolygon = false
    guard !isEmpty else { return }
    // The polygon holds the ends of the four arcs, and so the two bands between them.
    let (left, top) = (Double(pixels.left), Double(pixels.top))
    let (right, bottom) = (left + Double(pixels.width), top + Double(pixels.height))
    let r = pixels.radius
    innerBoxes = [InnerBox(minX: left + r, minY: top, maxX: right - r, maxY: bottom)]
    if r > 0 {
      innerBoxes.append(InnerBox(minX: left, minY: top + r, maxX: right, maxY: bottom - r))
    }
  }

  /// Whether the region has no area (and so contains nothing).
  var isEmpty: Bool { points.isEmpty }

  /// The region inside both this one and `other` (convex too).
  func intersection(_ other: ConvexClip) -> ConvexClip {
    var polygon = other.points
    var scratch: [Point] = []
    clip(&polygon, scratch: &scratch)
    var both = ConvexClip(outline: polygon)
    both.pixelShapes = pixelShapes + other.pixelShapes
    both.rowsFollowThePolygon = rowsFollowThePolygon || other.rowsFollowThePolygon
    for a in innerBoxes {
      for b in other.innerBoxes {
        if let box = a.intersection(b) { both.innerBoxes.append(box) }
      }
    }
    return both
  }

  /// Whether `point` is inside (the edge included).
  func contains(_ point: Point) -> Bool {
    if isEmpty { return false }
    for edge in edges where edge.distance(point) < 0 { return false }
    return true
  }

  /// Whether the box from (`minX`, `minY`) to (`maxX`, `maxY`) is known to be inside at once,
  /// from the region's inner boxes (those between an unrotated rounded rectangle's corners):
  /// false says nothing.
  func surelyContains(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
    for box in innerBoxes
    where box.minX <= minX && maxX <= box.maxX && box.minY <= minY && maxY <= box.maxY {
      return true
    }
    return false
  }

  /// How far outside, in pixels, a point still counts as inside for ``coverage(of:)``: a shape
  /// that shares an edge with the region, up to rounding, is drawn as it is.
  static let tolerance = 1e-6

  /// How the convex hull of `points` lies against the region: inside when every point is (to
  /// within ``tolerance``), outside when one edge's line or the bounding box separates them all
  /// from it, otherwise partial (which may still clip to nothing).
  func coverage(of points: [Point]) -> Coverage {
    if isEmpty || points.isEmpty { return .outside }
    var boxMinX = Double.infinity
    var boxMinY = Double.infinity
    var boxMaxX = -Double.infinity
    var boxMaxY = -Double.infinity
    for p in points {
      boxMinX = min(boxMinX, p.x)
      boxMinY = min(boxMinY, p.y)
      boxMaxX = max(boxMaxX, p.x)
      boxMaxY = max(boxMaxY, p.y)
    }
    if boxMaxX < minX || boxMinX > maxX || boxMaxY < minY || boxMinY > maxY { return .outside }
    if surelyContains(minX: boxMinX, minY: boxMinY, maxX: boxMaxX, maxY: boxMaxY) {
      return .inside
    }
    var allInside = true
    for edge in edges {
      var anyInside = false
      for p in points {
        let distance = edge.distance(p)
        if distance >= 0 {
          anyInside = true
        } else if distance < -Self.tolerance {
          allInside = false
        }
      }
      if !anyInside { return .outside }
    }
    return allInside ? .inside : .partial
  }

  /// Replaces `polygon` (a convex polygon, vertices around it once) with its part inside the
  /// region, vertices interpolated where edges are cut; empty when nothing is inside. A cut is
  /// always interpolated from the vertex inside towards the one outside, so two polygons that
  /// share an edge are cut at exactly the same point. `scratch` is working storage.
  func clip<Vertex: ClipVertex>(_ polygon: inout [Vertex], scratch: inout [Vertex]) {
    if isEmpty {
      polygon.removeAll(keepingCapacity: true)
      return
    }
    for edge in edges {
      guard let last = polygon.last else { return }
      scratch.removeAll(keepingCapacity: true)
      var previous = last
      var previousDistance = edge.distance(last.clipPoint)
      for vertex in polygon {
        let distance = edge.distance(vertex.clipPoint)
        if distance >= 0 {
          if previousDistance < 0 && distance > 0 {
            let t = distance / (distance - previousDistance)
            scratch.append(vertex.interpolated(to: previous, at: t))
          }
          scratch.append(vertex)
        } else if previousDistance > 0 {
          let t = previousDistance / (previousDistance - distance)
          scratch.append(previous.interpolated(to: vertex, at: t))
        }
        previous = vertex
        previousDistance = distance
      }
      swap(&polygon, &scratch)
    }
    if polygon.count < 3 { polygon.removeAll(keepingCapacity: true) }
  }

  /// The part of the segment from `a` to `b` inside the region, as the parameters `(t0, t1)` of
  /// its ends (`a + (b − a)·t`, 0 ≤ t0 ≤ t1 ≤ 1), or nil when none of it is inside.
  func clip(from a: Point, to b: Point) -> (t0: Double, t1: Double)? {
    if isEmpty { return nil }
    var t0 = 0.0
    var t1 = 1.0
    for edge in edges {
      let da = edge.distance(a)
      let db = edge.distance(b)
      if da < 0 && db < 0 { return nil }
      if da < 0 {
        t0 = max(t0, da / (da - db))
      } else if db < 0 {
        t1 = min(t1, da / (da - db))
      }
      if t0 > t1 { return nil }
    }
    return (t0, t1)
  }
}
