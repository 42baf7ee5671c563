import Testing

@testable import MaterialMotionSDL

/// What an atlas sends to its texture: every pixel written, in a few rectangles, without the
/// band between masks written far apart.
struct DirtyRectsTests {
  /// Writes `rects` into a `width`×`height` grid and checks that every written pixel is in a
  /// kept rectangle; returns the pixels the kept rectangles send.
  private func sent(_ rects: [(Int, Int, Int, Int)], width: Int = 2048, height: Int = 2048)
    -> (dirty: DirtyRects, area: Int, missed: Int)
  {
    var dirty = DirtyRects()
    var written = Set<Int>()
    for (x, y, w, h) in rects {
      dirty.add(x: x, y: y, width: w, height: h)
      for row in y..<(y + h) { for column in x..<(x + w) { written.insert(row * width + column) } }
    }
    let missed = written.filter { pixel in
      let (x, y) = (pixel % width, pixel / width)
      return !dirty.rects.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
    }.count
    return (dirty, dirty.rects.reduce(0) { $0 + $1.area }, missed)
  }

  @Test func masksFarApartAreSentAloneNotAsTheBandBetweenThem() {
    // A dozen 14-pixel masks scattered over a 2048² atlas (new sub-pixel phases of a frame).
    var state: UInt64 = 7
    var rects: [(Int, Int, Int, Int)] = []
    for _ in 0..<12 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      rects.append((Int(state >> 33) % 2000, Int(state >> 13) % 2000, 14, 14))
    }
    let result = sent(rects)
    #expect(result.missed == 0)
    #expect(result.dirty.rects.count <= DirtyRects.limit)
    // The one rectangle around them would be about 2000 × 2000; the kept ones stay within a
    // few times what was written, plus what merging to the limit costs.
    #expect(result.area < 2000 * 2000 / 4)
  }

  @Test func labelsSideBySideOnAShelfAreOneRectangle() {
    var rects: [(Int, Int, Int, Int)] = []
    var x = 0
    for width in [120, 96, 133, 101, 88, 140] {
      rects.append((x, 64, width, 14))
      x += width
    }
    let result = sent(rects)
    #expect(result.missed == 0)
    #expect(result.dirty.rects == [DirtyRects.Rect(x0: 0, y0: 64, x1: x, y1: 78)])
  }

  @Test func manyRectanglesAreMergedDownToTheLimitCoveringEveryPixel() {
    let rects = (0..<40).map { i in ((i * 397) % 1900, (i * 211) % 1900, 10 + i % 7, 9 + i % 5) }
    let result = sent(rects)
    #expect(result.missed == 0)
    #expect(result.dirty.rects.count == DirtyRects.limit)
  }

  @Test func emptyAndRemovedAreEmpty() {
    var dirty = DirtyRects()
    dirty.add(x: 3, y: 3, width: 0, height: 5)
    #expect(dirty.isEmpty)
    dirty.add(x: 3, y: 3, width: 2, height: 5)
    #expect(!dirty.isEmpty)
    dirty.removeAll()
    #expect(dirty.isEmpty)
  }
}
