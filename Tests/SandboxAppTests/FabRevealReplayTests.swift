import Foundation
import SandboxTestSupport
import Testing

/// `fab-reveal-open-close.jsonl` (recorded through the live window: open, close with ×, open,
/// a tap on the backdrop and another 0.2 s later, which reverses the closing, then a last tap
/// that closes) replayed headless.
@Suite struct FabRevealReplayTests {
  /// Frame 221 is five frames into the first reveal: the circle around the button already shows
  /// the sheet near it, but the sheet's far corner (its pink header, at 60, 90) is still outside
  /// the circle: clipped, only the backdrop there. Open, the corner is pink.
  @Test func theSheetShowsOnlyInsideTheGrowingCircle() throws {
    let replay = try HeadlessReplay(
      AppHarness.asset("fab-reveal-open-close.jsonl"), capturingFrames: true)
    let early = try replay.frame(221)
    let open = try replay.frame(320)
    let nearButton = early.rgb(700, 480)
    let farCorner = early.rgb(60, 90)
    let farCornerOpen = open.rgb(60, 90)
    #expect(nearButton == (255, 255, 255), "near the button: \(nearButton)")
    #expect(farCorner.0 == farCorner.1, "the far corner is grey backdrop: \(farCorner)")
    #expect(farCornerOpen == (0xFF, 0x02, 0x66), "open, the header: \(farCornerOpen)")
    // Closed at the end: as before the first tap (frame 200, once the strip's first flash has
    // faded).
    let differing = try replay.frame(-1).differingPixels(from: replay.frame(200))
    #expect(differing == 0)
  }

  /// The tap 0.2 s into the closing (frame 534 at 8.895 s) reverses it where it is: the
  /// backdrop's darkness never changes by more in a frame after the turn than the largest
  /// step of the closing before it.
  @Test func aTapDuringTheClosingReversesItWithoutAJump() throws {
    let replay = try HeadlessReplay(
      AppHarness.asset("fab-reveal-open-close.jsonl"), capturingFrames: true)
    let levels = try (515..<600).map { try Double(replay.frame($0).rgb(20, 560).0) }
    let steps = zip(levels.dropFirst(), levels).map { abs($0 - $1) }
    let turn = try #require(levels.indices.max { levels[$0] < levels[$1] })  // lightest
    #expect(turn > 10 && turn < 30, "the closing turned at frame \(515 + turn): \(levels)")
    let before = steps[..<turn].max() ?? 0
    let after = steps[turn...].max() ?? 0
    #expect(after <= before + 1, "steps \(steps)")
    #expect(levels.last == levels.first, "open again: \(levels.last ?? 0)")
  }
}
