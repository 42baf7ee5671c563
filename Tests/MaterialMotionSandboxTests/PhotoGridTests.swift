import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// photo-album's grid: the largest square cells that fit, spread over the whole area.
struct PhotoGridTests {
  /// Where the columns and rows start for a few photo counts and windows (in the scene's area:
  /// the window less 56 points at the top and 24 at the bottom), as
  /// `sdl-image-grid --photos N --size WxH --print-grid` prints them for its peer grid.
  static let peer: [(count: Int, window: Size, side: Double, xs: [Double], ys: [Double])] = [
    (
      30, Size(width: 800, height: 600), 99, [29, 157, 286, 414, 543, 671],
      [60, 163, 266, 369, 472]
    ),
    (
      100, Size(width: 800, height: 600), 57,
      [4, 65, 126, 187, 249, 310, 371, 432, 493, 555, 616, 677, 738],
      [63, 127, 191, 255, 319, 383, 447, 511]
    ),
    (
      30, Size(width: 1100, height: 760), 133, [4, 141, 278, 415, 552, 689, 826, 963],
      [85, 248, 410, 573]
    ),
    (
      30, Size(width: 640, height: 900), 123, [4, 131, 258, 385, 512],
      [67, 202, 337, 471, 606, 741]
    ),
    (7, Size(width: 800, height: 600), 195, [4, 203, 402, 601], [99, 337]),
  ]

  @Test(arguments: 0..<peer.count)
  func theGridIsThePeers(index: Int) {
    let (count, window, side, xs, ys) = Self.peer[index]
    let grid = PhotoGrid(count: count, in: Size(width: window.width, height: window.height - 80))
    #expect(grid.side == side)
    #expect((0..<grid.columns).map { grid.frame(of: $0).minX } == xs)
    #expect((0..<grid.rows).map { grid.frame(of: $0 * grid.columns).minY + 56 } == ys)
  }

  /// In any area: square cells as large as the compact grid's (gaps of 4), on whole points,
  /// inside the area, with gaps (margins included) equal to within a point in each direction.
  @Test func theCellsAreAsLargeAsFitAndTheGapsEven() {
    for (count, width, height) in [
      (1, 800.0, 520.0), (30, 800, 520), (30, 1020, 680), (57, 333, 911), (200, 1280, 640),
    ] {
      let grid = PhotoGrid(count: count, in: Size(width: width, height: height))
      let c = Double(grid.columns)
      let r = Double(grid.rows)
      #expect(grid.rows == (count + grid.columns - 1) / grid.columns)
      // No larger cell fits with gaps of 4, whatever the columns.
      for columns in 1...count {
        let rows = Double((count + columns - 1) / columns)
        let fits = min(
          (width - Double(columns + 1) * 4) / Double(columns), (height - (rows + 1) * 4) / rows)
        #expect(grid.side >= fits.rounded(.down))
      }
      #expect(c * grid.side + (c + 1) * 4 <= width && r * grid.side + (r + 1) * 4 <= height)
      let frames = (0..<count).map(grid.frame(of:))
      #expect(frames.allSatisfy { $0.width == grid.side && $0.height == grid.side })
      #expect(frames.allSatisfy { $0.minX == $0.minX.rounded() && $0.minY == $0.minY.rounded() })
      func gaps(_ starts: [Double], _ length: Double) -> [Double] {
        var edges = [0.0]
        for start in starts { edges += [start, start + grid.side] }
        edges.append(length)
        return stride(from: 0, to: edges.count, by: 2).map { edges[$0 + 1] - edges[$0] }
      }
      let across = gaps((0..<grid.columns).map { frames[$0].minX }, width)
      let down = gaps((0..<grid.rows).map { frames[$0 * grid.columns].minY }, height)
      for spread in [across, down] {
        #expect(spread.min()! >= 4 && spread.max()! - spread.min()! <= 1, "\(count): \(spread)")
      }
    }
  }
}
