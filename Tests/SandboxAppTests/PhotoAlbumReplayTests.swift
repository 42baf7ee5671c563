import Foundation
import SandboxTestSupport
import Testing

/// `photo-album-open-dismiss.jsonl` (recorded through the live window: open a photo, fling it
/// down, open another, drag it a little and let go, tap it closed) replayed headless.
@Suite struct PhotoAlbumReplayTests {
  /// The tap that opens the first photo is at 3.662 s: the first frame at or after it (frame
  /// 220 at 60 fps) already draws the transition's first step (the backdrop darkening the
  /// margin), and the frame before it does not: no one-frame lag.
  @Test func theTransitionIsDrawnInTheFrameOfTheTapThatStartsIt() throws {
    let replay = try HeadlessReplay(
      AppHarness.asset("photo-album-open-dismiss.jsonl"), capturingFrames: true)
    let margin = PhotoAlbumLiveTests.margin
    let tapFrame = Int((3.662358 * 60).rounded(.up))
    let before = try replay.frame(tapFrame - 1).rgb(margin.x, margin.y)
    let first = try replay.frame(tapFrame).rgb(margin.x, margin.y)
    #expect(before == (0xFA, 0xFA, 0xFA))
    #expect(first.0 < 0xF0, "frame \(tapFrame) at the margin: \(first)")
    // Every photo went back to its cell: the album is as it was before the first tap.
    let album = try replay.frame(tapFrame - 1)
    let end = try replay.frame(-1)
    #expect(PhotoAlbumLiveTests.gridDifferences(album, end) == 0)
  }
}
