import Foundation
import SandboxTestSupport
import Testing

@testable import MaterialMotionChecking
@testable import MaterialMotionSandbox

/// The failure report in a real browser: Debian's Chromium, full screen on a private Xvfb, shows
/// the page of ``ReportFixture``'s checks with the first comparison on screen; dragging its
/// slider with real pointer input (xdotool) shows this run's frame in the box, then the golden,
/// while the rest of the page stays as it was. Without chromium the test is skipped locally and
/// fails with `CI=true` (``ServerRequirement``).
struct CheckReportBrowserTests {
  /// The sandbox's purple square.
  static let purple = (0x62, 0x00, 0xEE)

  @Test func draggingTheSliderShowsThisRunThenTheGolden() async throws {
    let fixture = try await ReportFixture.shared()
    let page = try CheckReport(checks: fixture.checks).write(
      to: AppHarness.temporaryDirectory("report-browser"))
    let frame = try #require(fixture.differingFrames.first)
    let golden = try Frame(path: try #require(frame.expectedPath))
    let mine = try Frame(path: try #require(frame.actualPath))
    let goldenSquare = try #require(golden.square)
    let mySquare = try #require(mine.square)
    #expect(!goldenSquare.matches(mySquare, within: 20), "the frames show the square apart")

    let server = try ServerRequirement.start("Xvfb") { try XvfbServer() }
    // The server stops when released; without this, it may be released right after its last
    // use below, and the browser finds no display.
    defer { withExtendedLifetime(server) {} }
    let browser = try ServerRequirement.start("Chromium") {
      try Chromium(
        url: URL(fileURLWithPath: page).absoluteString, display: server.display, width: 1024,
        height: 768)
    }
    defer { browser.close() }
    let shown = try browser.waitForPage { Self.comparisonBox(in: $0) != nil }
    let box = try #require(Self.comparisonBox(in: shown), "the comparison box is on screen")
    // Inside the 3-pixel border: the two frames.
    let inner = PixelBox(
      minX: box.minX + 3, minY: box.minY + 3, maxX: box.maxX - 3, maxY: box.maxY - 3)
    let scale = Double(inner.width) / Double(golden.width)
    #expect(abs(Double(inner.height) - Double(golden.height) * scale) <= 2, "\(inner)")
    #expect(Self.colourCount(shown) > 200, "a page of text and frames, not a blank screen")
    #expect(shown.pixelCount(of: Self.purple, in: inner) > 2000, "the frames are drawn")

    /// Drags from the box's centre to `x` and returns the page once it has settled.
    func drag(to x: Int, from before: Frame) throws -> Frame {
      let y = (inner.minY + inner.maxY) / 2
      try server.xdotool(["mousemove", "\((inner.minX + inner.maxX) / 2)", "\(y)"])
      try server.xdotool(["mousedown", "1"])
      for step in 1...6 {
        let at = (inner.minX + inner.maxX) / 2 + (x - (inner.minX + inner.maxX) / 2) * step / 6
        try server.xdotool(["mousemove", "\(at)", "\(y)"])
        usleep(30_000)
      }
      try server.xdotool(["mouseup", "1"])
      return try browser.waitForPage {
        $0.differingPixels(from: before, tolerance: 0) > 0
      }
    }
    /// Where the square of `frame` is shown in the box.
    func shownAt(_ square: PixelBox) -> PixelBox {
      func at(_ v: Int, _ origin: Int) -> Int { origin + Int((Double(v) * scale).rounded()) }
      return PixelBox(
        minX: at(square.minX, inner.minX), minY: at(square.minY, inner.minY),
        maxX: at(square.maxX, inner.minX), maxY: at(square.maxY, inner.minY))
    }

    // All the way right: this run's frame fills the box.
    let right = try drag(to: inner.maxX + 40, from: shown)
    let rightSquare = try #require(right.boundingBox(of: Self.purple, in: inner))
    #expect(rightSquare.matches(shownAt(mySquare), within: 4), "this run's square: \(rightSquare)")
    #expect(Self.changed(shown, right, in: inner) > 2000, "the box changed")
    #expect(Self.changed(shown, right, outside: box) < 100, "the rest of the page did not")

    // All the way left: the golden fills it.
    let left = try drag(to: inner.minX - 40, from: right)
    let leftSquare = try #require(left.boundingBox(of: Self.purple, in: inner))
    #expect(
      leftSquare.matches(shownAt(goldenSquare), within: 4), "the golden's square: \(leftSquare)")
    #expect(Self.changed(right, left, in: inner) > 2000, "the box changed")
    #expect(Self.changed(right, left, outside: box) < 100, "the rest of the page did not")
  }

  /// The first comparison box on screen: the top-left pixel of its border colour, the border's
  /// run to the right and down from there; nil when there is none this big.
  static func comparisonBox(in frame: Frame) -> PixelBox? {
    let c = CheckReport.comparisonBorderColor.rgba8
    let border = (Int(c.red), Int(c.green), Int(c.blue))
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame.matches(border, at: x, y, tolerance: 2) {
        var right = x
        while right + 1 < frame.width && frame.matches(border, at: right + 1, y, tolerance: 2) {
          right += 1
        }
        var bottom = y
        while bottom + 1 < frame.height && frame.matches(border, at: x, bottom + 1, tolerance: 2) {
          bottom += 1
        }
        guard right - x > 100, bottom - y > 100 else { return nil }
        return PixelBox(minX: x, minY: y, maxX: right, maxY: bottom)
      }
    }
    return nil
  }

  /// How many distinct colours `frame` has.
  static func colourCount(_ frame: Frame) -> Int {
    var colours = Set<UInt32>()
    for i in stride(from: 0, to: frame.pixels.count, by: 4) {
      colours.insert(
        UInt32(frame.pixels[i]) << 16 | UInt32(frame.pixels[i + 1]) << 8
          | UInt32(frame.pixels[i + 2]))
    }
    return colours.count
  }

  /// How many pixels differ between `a` and `b` in `region`, or outside `outside` (grown by 8
  /// pixels, for the focus ring around the box).
  static func changed(_ a: Frame, _ b: Frame, in region: PixelBox? = nil, outside: PixelBox? = nil)
    -> Int
  {
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        if let r = region, !(r.minX...r.maxX ~= x && r.minY...r.maxY ~= y) { continue }
        if let o = outside, o.minX - 8...o.maxX + 8 ~= x && o.minY - 8...o.maxY + 8 ~= y {
          continue
        }
        if a.rgb(x, y) != b.rgb(x, y) { count += 1 }
      }
    }
    return count
  }
}
