import Foundation
import SandboxTestSupport
import Testing

/// `material-expansion-taps.jsonl` (recorded through the live window: expand, shrink, expand
/// and a tap 0.25 s later that turns it back) replayed headless.
@Suite struct MaterialExpansionReplayTests {
  /// The width leads and the height follows (the reference's staggered key positions): a few
  /// frames into the first expansion the square is clearly wider than tall; expanded it is
  /// 400×400, and at the end it is back to 200×200. A second tap's ripple spreads inside it.
  @Test func theSquareExpandsWidthFirstWithARipple() throws {
    let replay = try HeadlessReplay(
      AppHarness.asset("material-expansion-taps.jsonl"), capturingFrames: true)
    let early = try #require(try replay.frame(224).square)
    #expect(early.width - early.height > 20, "width leads: \(early)")
    let expanded = try #require(try replay.frame(260).square)
    #expect(abs(expanded.width - 400) <= 1 && abs(expanded.height - 400) <= 1, "\(expanded)")
    let end = try #require(try replay.frame(-1).square)
    #expect(abs(end.width - 200) <= 1 && abs(end.height - 200) <= 1, "\(end)")
    // Frame 300, mid ripple on the expanded square: the ripple (white at 0.75 over the purple)
    // shows inside it.
    let frame = try replay.frame(300)
    var lilac = 0
    for y in expanded.minY...expanded.maxY {
      for x in expanded.minX...expanded.maxX {
        let (r, g, b) = frame.rgb(x, y)
        if b > 200 && r > 0x80 && b > r && r > g { lilac += 1 }
      }
    }
    #expect(lilac > 5000, "ripple pixels: \(lilac)")
  }
}
