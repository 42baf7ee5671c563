import CSDL2
import MaterialMotion
import Testing

@testable import MaterialMotionSDL

/// The geometry of clipping, without SDL drawing: a convex region, where shapes lie against it,
/// polygons cut to it with their attributes interpolated, segments cut to it, and regions
/// intersected.
@Suite struct ConvexClipTests {
  private func square(_ x: Double, _ y: Double, _ side: Double) -> [Point] {
    [
      Point(x: x, y: y), Point(x: x + side, y: y), Point(x: x + side, y: y + side),
      Point(x: x, y: y + side),
    ]
  }

  @Test func eitherDirectionAndRepeatedCornersMakeTheSameRegion() {
    let clockwise = ConvexClip(outline: square(0, 0, 10))
    let counter = ConvexClip(outline: square(0, 0, 10).reversed())
    var repeated = square(0, 0, 10)
    repeated.insert(repeated[1], at: 1)
    repeated.append(repeated[0])
    let withRepeats = ConvexClip(outline: repeated)
    for clip in [clockwise, counter, withRepeats] {
      #expect(clip.contains(Point(x: 5, y: 5)))
      #expect(clip.contains(Point(x: 0, y: 10)))
      #expect(!clip.contains(Point(x: 10.01, y: 5)))
      #expect(clip.points.count == 4)
    }
  }

  @Test func aRegionOfNoAreaContainsNothing() {
    for outline in [
      [], square(3, 3, 0), [Point(x: 0, y: 0), Point(x: 5, y: 5), Point(x: 10, y: 10)],
    ] {
      let clip = ConvexClip(outline: outline)
      #expect(clip.isEmpty)
      #expect(!clip.contains(Point(x: 3, y: 3)))
      #expect(clip.coverage(of: square(0, 0, 10)) == .outside)
      #expect(clip.clip(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10)) == nil)
    }
  }

  @Test func coverageSaysInsideOutsideOrAcross() {
    // A diamond about (50, 50), 20 from its centre to each corner.
    let diamond = ConvexClip(outline: [
      Point(x: 50, y: 30), Point(x: 70, y: 50), Point(x: 50, y: 70), Point(x: 30, y: 50),
    ])
    #expect(diamond.coverage(of: square(45, 45, 10)) == .inside)
    // Touching the edge from inside is inside.
    #expect(diamond.coverage(of: [Point(x: 50, y: 30), Point(x: 50, y: 50)]) == .inside)
    #expect(diamond.coverage(of: square(0, 0, 10)) == .outside)
    // Inside the diamond's bounding box, beyond one edge: outside too.
    #expect(diamond.coverage(of: square(31, 31, 5)) == .outside)
    #expect(diamond.coverage(of: square(40, 40, 20)) == .inside)
    #expect(diamond.coverage(of: square(30, 30, 40)) == .partial)
  }

  @Test func aPolygonIsCutWithItsAttributesInterpolated() {
    let clip = ConvexClip(outline: square(0, 0, 10))
    func vertex(_ x: Float, _ y: Float, _ alpha: UInt8, _ u: Float) -> SDL_Vertex {
      SDL_Vertex(
        position: SDL_FPoint(x: x, y: y), color: SDL_Color(r: 10, g: 20, b: 30, a: alpha),
        tex_coord: SDL_FPoint(x: u, y: 0))
    }
    // A band from x = -10 to 20: alpha and u grow from left to right.
    var polygon = [
      vertex(-10, 2, 0, 0), vertex(20, 2, 240, 1), vertex(20, 8, 240, 1), vertex(-10, 8, 0, 0),
    ]
    var scratch: [SDL_Vertex] = []
    clip.clip(&polygon, scratch: &scratch)
    #expect(polygon.count == 4)
    let xs = Set(polygon.map(\.position.x))
    #expect(xs == [0, 10])
    for v in polygon {
      let expectedAlpha: UInt8 = v.position.x == 0 ? 80 : 160
      #expect(v.color.a == expectedAlpha)
      #expect(abs(v.tex_coord.x - (v.position.x + 10) / 30) < 1e-6)
      #expect(v.color.r == 10 && v.color.g == 20 && v.color.b == 30)
    }
    // Wholly outside: nothing left.
    var outside = [Point(x: 20, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 5)]
    var points: [Point] = []
    clip.clip(&outside, scratch: &points)
    #expect(outside.isEmpty)
  }

  /// Two triangles sharing an edge that the clip cuts are cut at the very same point, so no
  /// pixel falls between them or is drawn twice.
  @Test func aSharedEdgeIsCutAtTheSamePointInBothPolygons() {
    let clip = ConvexClip(outline: [
      Point(x: 0, y: 0), Point(x: 7.3, y: 0.2), Point(x: 7.1, y: 9.7), Point(x: 0.1, y: 9.9),
    ])
    let a = Point(x: 1.7, y: 3.3)
    let b = Point(x: 13.9, y: 6.1)
    var first = [a, b, Point(x: 2.2, y: 9.1)]
    var second = [b, a, Point(x: 3.1, y: 0.4)]
    var scratch: [Point] = []
    clip.clip(&first, scratch: &scratch)
    clip.clip(&second, scratch: &scratch)
    let onEdge = { (p: Point) in abs(p.x - 7.2) < 0.2 && abs(p.y - 4.8) < 0.5 }
    let cut1 = first.filter(onEdge)
    let cut2 = second.filter(onEdge)
    #expect(cut1.count == 1 && cut2.count == 1)
    #expect(cut1.first == cut2.first)
  }

  @Test func aSegmentIsCutToTheRegion() {
    let clip = ConvexClip(outline: square(0, 0, 10))
    let across = clip.clip(from: Point(x: -10, y: 5), to: Point(x: 30, y: 5))
    #expect(across.map { abs($0.t0 - 0.25) < 1e-12 && abs($0.t1 - 0.5) < 1e-12 } == true)
    let inside = clip.clip(from: Point(x: 1, y: 1), to: Point(x: 9, y: 9))
    #expect(inside.map { $0.t0 == 0 && $0.t1 == 1 } == true)
    #expect(clip.clip(from: Point(x: -5, y: 4), to: Point(x: 4, y: -5)) == nil)
    #expect(clip.clip(from: Point(x: 11, y: 0), to: Point(x: 11, y: 10)) == nil)
  }

  /// The pixels of a rectangle whose centres are inside, as bands of rows sharing their columns.
  @Test func aPixelRectangleIsCutIntoBandsOfRows() {
    // A triangle: x from 0 to 10 along the top, to the point (0, 10).
    let clip = ConvexClip(outline: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 0, y: 10)])
    var bands: [PixelRect] = []
    clip.bands(of: PixelRect(x: -5, y: -5, width: 20, height: 20), into: &bands)
    // Row r (centre r + 0.5) holds the columns whose centres are at most 10 − (r + 0.5).
    #expect(bands.count == 10)
    for (row, band) in bands.enumerated() {
      #expect(band == PixelRect(x: 0, y: row, width: 10 - row, height: 1))
    }
    // A rectangle wholly inside a square region is one band; one outside is none.
    let square = ConvexClip(outline: square(0, 0, 10))
    square.bands(of: PixelRect(x: 2, y: 3, width: 4, height: 5), into: &bands)
    #expect(bands == [PixelRect(x: 2, y: 3, width: 4, height: 5)])
    square.bands(of: PixelRect(x: 20, y: 3, width: 4, height: 5), into: &bands)
    #expect(bands.isEmpty)
    // Cut by the square's right side: the band keeps the columns left of it.
    square.bands(of: PixelRect(x: 6, y: -2, width: 8, height: 20), into: &bands)
    #expect(bands == [PixelRect(x: 6, y: 0, width: 4, height: 10)])
  }

  /// An unrotated rounded rectangle's region tells shapes between its corners inside at once,
  /// and still cuts those at a corner; so does the intersection of two such regions.
  @Test func anUnrotatedRegionCoversShapesBetweenItsCorners() {
    var outline: [Point] = []
    let pixels = PixelRoundedRect(
      size: Size(width: 100, height: 60), radius: 20, transform: Transform(scale: 1))
    ShapeGeometry.clipOutline(of: pixels, into: &outline)
    let card = ConvexClip(outline: outline, pixels: pixels)
    #expect(card.coverage(of: square(20, 0, 60)) == .inside)
    #expect(card.coverage(of: square(0, 20, 20)) == .inside)
    #expect(card.coverage(of: square(1, 1, 10)) == .partial)
    #expect(card.coverage(of: square(0, 0, 2)) == .outside)
    let other = ConvexClip(
      outline: square(50, 0, 100),
      pixels: PixelRoundedRect(
        size: Size(width: 100, height: 100), radius: 0,
        transform: Transform(translationX: 50, y: 0)))
    let both = card.intersection(other)
    #expect(both.coverage(of: square(55, 5, 30)) == .inside)
    #expect(both.coverage(of: square(40, 5, 30)) == .partial)
  }

  @Test func regionsIntersect() {
    let a = ConvexClip(outline: square(0, 0, 10))
    let b = ConvexClip(outline: square(5, 5, 10))
    let both = a.intersection(b)
    #expect(both.points.count == 4)
    #expect(both.minX == 5 && both.minY == 5 && both.maxX == 10 && both.maxY == 10)
    #expect(both.contains(Point(x: 7, y: 7)) && !both.contains(Point(x: 3, y: 3)))
    #expect(a.intersection(ConvexClip(outline: square(20, 20, 5))).isEmpty)
  }

  /// The clip of an unrotated element is the rectangle its fill covers, on the same whole
  /// pixels; a rotated one's is the rounded rectangle's outline under the transform; arcs have
  /// enough segments to be round.
  @Test func anElementsClipOutlineMatchesItsShape() {
    var outline: [Point] = []
    let pixels = PixelRoundedRect(
      size: Size(width: 20, height: 10), radius: 0,
      transform: Transform(translationX: 3.4, y: 5.6))
    ShapeGeometry.clipOutline(of: pixels, into: &outline)
    let snapped = ConvexClip(outline: outline, pixels: pixels)
    #expect(snapped.minX == 3 && snapped.minY == 6 && snapped.maxX == 23 && snapped.maxY == 16)
    ShapeGeometry.clipOutline(
      size: Size(width: 56, height: 56), radius: 28, transform: Transform(scale: 1),
      into: &outline)
    let circle = ConvexClip(outline: outline)
    for p in circle.points {
      let d = (p - Point(x: 28, y: 28)).length
      #expect(abs(d - 28) < 1e-9)
    }
    // Every chord within a tenth of a pixel of the arc.
    for i in circle.points.indices {
      let mid = (circle.points[i] + circle.points[(i + 1) % circle.points.count]) / 2
      #expect(28 - (mid - Point(x: 28, y: 28)).length <= 0.1)
    }
    let rotated = Transform(rotation: .pi / 4).concatenating(Transform(translationX: 50, y: 50))
    ShapeGeometry.clipOutline(
      size: Size(width: 20, height: 20), radius: 0, transform: rotated, into: &outline)
    let diamond = ConvexClip(outline: outline)
    #expect(diamond.contains(Point(x: 50, y: 55)) && !diamond.contains(Point(x: 60, y: 50)))
  }

  /// An unrotated rounded rectangle on whole pixels covers, row by row, exactly the pixels
  /// `ShapeGeometry.axisAlignedSpans` fills for it, whatever its size, radius and position.
  @Test func pixelRowsAgreeWithTheFillsSpans() {
    var spans: [SDL_FRect] = []
    var disagreements = 0
    for (width, height) in [(12.0, 12.0), (56, 56), (90, 60), (5, 5), (7, 30), (100, 101)] {
      for radius in [0, 1.5, 3, 6, 14, 28, 50.5, 1000] {
        for (x, y) in [(0.0, 0.0), (10.3, 7.6), (20.5, 30.2), (-3.7, 2.5)] {
          for scale in [1.0, 2.0, 0.75] {
            let size = Size(width: width, height: height)
            let transform = Transform(scale: scale).concatenating(
              Transform(translationX: x, y: y))
            ShapeGeometry.axisAlignedSpans(
              size: size, radius: radius, transform: transform, into: &spans)
            let pixels = PixelRoundedRect(size: size, radius: radius, transform: transform)
            // Pixels relative to the rectangle's top left, one row above and below it.
            let (w, h) = (pixels.width + 2, pixels.height + 2)
            var covered = [Bool](repeating: false, count: w * h)
            for span in spans where span.w > 0 && span.h > 0 {
              for row in Int(span.y)..<Int(span.y + span.h) {
                for column in Int(span.x)..<Int(span.x + span.w) {
                  covered[(row - pixels.top + 1) * w + column - pixels.left + 1] = true
                }
              }
            }
            var rows = [Bool](repeating: false, count: w * h)
            for row in (pixels.top - 1)..<(pixels.top + pixels.height + 1) {
              guard let columns = pixels.columns(inRow: row) else { continue }
              for column in columns.first...columns.last {
                rows[(row - pixels.top + 1) * w + column - pixels.left + 1] = true
              }
            }
            if covered != rows { disagreements += 1 }
          }
        }
      }
    }
    #expect(disagreements == 0)
  }
}
