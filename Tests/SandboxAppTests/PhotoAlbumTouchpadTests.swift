import Foundation
import SandboxTestSupport
import Testing

/// `photo-album-touchpad-pinch.jsonl` replayed headless: recorded live through Xorg's inputtest
/// touchpad (genuine XInput 2.4 pinches) with xdotool for the mouse. Cell 0 clicked open at
/// 1.278 s; with the pointer over the open photo, a pinch out to 1.3 (begun 2.894 s, held, ended
/// 3.334 s), then a pinch in to 0.6 (begun 4.535 s, held, ended 4.979 s); Escape at 6.490 s.
@Suite struct PhotoAlbumTouchpadTests {
  /// The open photo, 552 points square (800×600 less a 24-point margin), centred.
  static let openSide = 552
  static let backdrop = (0x12, 0x12, 0x12)
  static let background = (0xFA, 0xFA, 0xFA)

  /// The first frame that sees an event at `seconds`: events are handled in the frame at or
  /// after their time (60 fps).
  static func frame(at seconds: Double) -> Int { Int((seconds * 60).rounded(.up)) }

  /// The columns of row 300 (the window's middle) that the photo covers: from the first pixel
  /// that is not the viewer's backdrop to the last.
  static func photoColumns(_ frame: Frame) throws -> ClosedRange<Int> {
    let covered = (0..<frame.width).filter {
      !frame.matches(Self.backdrop, at: $0, 300, tolerance: 3)
    }
    let first = try #require(covered.first, "no photo in row 300")
    return first...(covered.last ?? first)
  }

  /// A pinch out grows the open photo with the fingers and, released above 0.85, it springs back
  /// to full size and stays open; a pinch in shrinks it and, released at 0.6, it flies back into
  /// its cell: the album is as it was before the click.
  @Test func aTouchpadPinchOutReturnsTheOpenPhotoAndAPinchInPutsItBack() throws {
    let replay = try HeadlessReplay(
      AppHarness.asset("photo-album-touchpad-pinch.jsonl"), capturingFrames: true)
    let margin = PhotoAlbumLiveTests.margin
    let click = Self.frame(at: 1.277909)
    let pinchOutBegins = Self.frame(at: 2.893837)
    let pinchOutEnds = Self.frame(at: 3.333752)
    let pinchInBegins = Self.frame(at: 4.534752)
    let pinchInEnds = Self.frame(at: 4.978752)

    let album = try replay.frame(click - 1)
    let albumMargin = album.rgb(margin.x, margin.y)
    #expect(albumMargin == Self.background, "before the click: \(albumMargin)")

    // Open and settled before the pinch out: 552 px wide, centred.
    let open = try Self.photoColumns(replay.frame(pinchOutBegins - 1))
    #expect(open.count == Self.openSide && open.lowerBound == 124, "open photo at \(open)")

    // Held at 1.3 just before the release: 1.3 × 552 = 718 px, still centred on x 400.
    let out = try Self.photoColumns(replay.frame(pinchOutEnds - 1))
    #expect(abs(out.count - 718) <= 2, "pinched out to \(out.count) px (\(out))")
    #expect(abs(out.lowerBound + out.upperBound - 799) <= 2, "pinched out at \(out)")

    // Released at 1.3 it springs back to full size, and it never left: the backdrop stays in
    // the margin from the pinch out's begin until the pinch in is released.
    let back = try Self.photoColumns(replay.frame(pinchInBegins - 1))
    #expect(back.count == Self.openSide && back.lowerBound == 124, "after the pinch out: \(back)")
    let lighter = try (pinchOutBegins..<pinchInEnds).filter {
      try !replay.frame($0).matches(Self.backdrop, at: margin.x, margin.y, tolerance: 1)
    }
    #expect(lighter.isEmpty, "the backdrop lifted in frames \(lighter)")

    // Held at 0.6 just before the release: 0.6 × 552 = 331 px.
    let shrunk = try Self.photoColumns(replay.frame(pinchInEnds - 1))
    #expect(abs(shrunk.count - 331) <= 2, "pinched in to \(shrunk.count) px (\(shrunk))")
    #expect(abs(shrunk.lowerBound + shrunk.upperBound - 799) <= 2, "pinched in at \(shrunk)")

    // Released at 0.6 it is dismissed: the album is back, every cell where it was.
    let last = try replay.frame(-1)
    let lastMargin = last.rgb(margin.x, margin.y)
    #expect(lastMargin == Self.background, "not dismissed: \(lastMargin)")
    #expect(PhotoAlbumLiveTests.gridDifferences(album, last) == 0)
  }
}
