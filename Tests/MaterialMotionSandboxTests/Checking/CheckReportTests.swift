import Foundation
import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionChecking
@testable import MaterialMotionSandbox

/// The failure report: one self-contained page made from real checks (``ReportFixture``: a real
/// trace divergence and real frames of two springs), and its curve plots as SVG and PNG.
@MainActor
struct CheckReportTests {
  let fixture: ReportFixture
  let html: String

  init() throws {
    fixture = try ReportFixture.shared()
    html = try CheckReport(checks: fixture.checks).html()
  }

  /// How many times `needle` occurs in `haystack`.
  func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
  }

  /// The part of the page in `section`'s element (`id="replay-K"`), up to the next section.
  func section(_ index: Int) throws -> String {
    let start = try #require(html.range(of: "<section class=\"replay\" id=\"replay-\(index)\">"))
    let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)
    return String(html[start.lowerBound..<(end?.upperBound ?? html.endIndex)])
  }

  @Test func theFirstDivergenceIsShownProminentlyFirst() throws {
    let line = fixture.divergence.description
    #expect(line.hasPrefix("frame \(fixture.divergence.frame), "), "\(line)")
    let failed = try section(0)
    let shown = "<p class=\"first-difference\"><code>\(HTMLEscaping.escape(line))</code></p>"
    let at = try #require(failed.range(of: shown), "the divergence line is in its section")
    // Before the frames and the trace: the first thing after the heading.
    let slider = try #require(failed.range(of: "class=\"compare-slider\""))
    #expect(at.upperBound <= slider.lowerBound)
    let paths = try #require(failed.range(of: "diff -u "))
    #expect(slider.upperBound <= paths.lowerBound, "the frames come before the trace")
  }

  @Test func everyDifferingFrameWithImagesHasOneSlider() throws {
    #expect(fixture.differingFrames.count == 2)
    #expect(occurrences(of: "<input type=\"range\" class=\"compare-slider\"", in: html) == 2)
    #expect(occurrences(of: "min=\"0\" max=\"100\"", in: html) == 2)
    for frame in fixture.differingFrames {
      let block = "id=\"compare-0-\(frame.index)-slider\""
      #expect(occurrences(of: block, in: html) == 1, "the slider of frame \(frame.index)")
      #expect(
        html.contains(
          "\(frame.differingPixels) pixels differ by more than 2 (budget 40)"))
      #expect(frame.differingPixels > 40, "the frames really differ: \(frame.differingPixels)")
    }
    // The frame that matched has none, and neither have the other replays.
    #expect(!html.contains("compare-0-0-slider"))
    #expect(try !section(1).contains("compare-slider"))
    #expect(try !section(2).contains("compare-slider"))
  }

  @Test func imagesAreEmbeddedAsTheFilesBytes() throws {
    // Golden, this run and difference, for each differing frame.
    #expect(occurrences(of: "src=\"data:image/png;base64,", in: html) == 6)
    let frame = try #require(fixture.differingFrames.first)
    for path in [frame.expectedPath, frame.actualPath, frame.diffPath] {
      let file = try #require(path)
      let bytes = try #require(FileManager.default.contents(atPath: file))
      #expect(html.contains("src=\"data:image/png;base64,\(bytes.base64EncodedString())\""))
    }
    // Every src is a data URI.
    #expect(occurrences(of: "src=\"", in: html) == 6)
  }

  @Test func curvesAreInlineSVGPaths() throws {
    let curves = try #require(fixture.checks[0].trace?.curves)
    #expect(!curves.isEmpty)
    #expect(curves.contains { $0.firstDivergingFrame == fixture.divergence.frame })
    let failed = try section(0)
    #expect(occurrences(of: "<svg class=\"curve-plot\"", in: failed) == 1)
    #expect(occurrences(of: "<path class=\"golden\" d=\"M", in: failed) == curves.count)
    #expect(occurrences(of: "<path class=\"this-run\" d=\"M", in: failed) == curves.count)
    #expect(occurrences(of: "<path class=\"marker\"", in: failed) >= 1)
    #expect(failed.contains(">frame \(fixture.divergence.frame)</text>"))
    #expect(failed.contains(">golden</text>") && failed.contains(">this run</text>"))
    for curve in curves { #expect(failed.contains(">\(HTMLEscaping.escape(curve.label))</text>")) }
  }

  @Test func thePageRefersToNothingOutsideItself() {
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    #expect(!html.contains("<script src") && !html.contains("xmlns"))
    #expect(occurrences(of: "<script>", in: html) == 1)
    #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
  }

  @Test func textsFromTheChecksAreEscaped() throws {
    #expect(html.contains("pinch &lt;&amp;&gt; &quot;quoted&quot; &#39;check&#39;"))
    #expect(!html.contains(ReportFixture.escapedName))
    #expect(html.contains("scalable &amp; co") && html.contains("/&lt;pinch&gt;.jsonl"))
    #expect(!html.contains("<pinch>"))
    let escaped = HTMLEscaping.escape("a<b>&\"c'\u{7}")
    #expect(escaped == "a&lt;b&gt;&amp;&quot;c&#39;\u{FFFD}")
  }

  @Test func aMissingImageIsANoteNotAnError() throws {
    let escaped = try section(1)
    #expect(escaped.contains("class=\"note missing\""))
    #expect(escaped.contains("the file is missing"))
    #expect(escaped.contains("/nowhere/expected.png") && escaped.contains("/nowhere/diff.png"))
    #expect(escaped.contains("99 pixels differ by more than 2 (budget 0)"))
  }

  @Test func aFileThatIsNotAPNGIsANoteToo() throws {
    let folder = AppHarness.temporaryDirectory("report-not-png")
    let text = folder + "/frame.png"
    try "not an image".write(toFile: text, atomically: true, encoding: .utf8)
    var frame = try #require(fixture.differingFrames.first)
    frame.expectedPath = text
    let check = ReplayCheck(name: "odd", recording: "odd.jsonl", scene: "tossable", frames: [frame])
    let page = try CheckReport(checks: [check]).html()
    #expect(page.contains("the golden cannot be shown (the file is not a PNG)"))
    #expect(!page.contains("class=\"compare-slider\""), "no comparison without both frames")
    #expect(occurrences(of: "src=\"data:image/png;base64,", in: page) == 1, "the difference")
  }

  @Test func anotherEnvironmentIsANote() throws {
    let other = try section(2)
    #expect(other.contains("class=\"note environment\""))
    #expect(other.contains("font DejaVuSans 2.36, this run 2.37"))
    #expect(!other.contains("data:image"))
  }

  @Test func theSummaryGivesEveryReplaysVerdict() throws {
    #expect(
      fixture.checks.map(\.verdict) == [.failed, .failed, .otherEnvironment, .passed, .recorded])
    let start = try #require(html.range(of: "<table class=\"summary\">"))
    let end = try #require(html.range(of: "</table>"))
    let rows = html[start.upperBound..<end.lowerBound].components(separatedBy: "<tr>").dropFirst(2)
    #expect(rows.count == 5)
    for (row, check) in zip(rows, fixture.checks) {
      #expect(row.contains(HTMLEscaping.escape(check.name)), "\(row)")
      #expect(row.contains(">\(check.verdict.rawValue)</span>"), "\(row)")
    }
    // A replay that passed has no section; the others do, linked from the table.
    #expect(!html.contains("id=\"replay-3\""))
    for index in [0, 1, 2, 4] { #expect(html.contains("href=\"#replay-\(index)\"")) }
    #expect(html.contains("5 replays: 2 failed, 1 other environment, 1 recorded, 1 passed"))
  }

  @Test func theTracesDiffHintNamesBothFiles() throws {
    let trace = try #require(fixture.checks[0].trace)
    let actual = try #require(trace.actualPath)
    #expect(html.contains("diff -u \(trace.goldenPath) \(actual)"))
    #expect(CheckReport.shellQuoted("/tmp/a b/it's") == "'/tmp/a b/it'\\''s'")
    #expect(CheckReport.shellQuoted("/tmp/x-1.trace") == "/tmp/x-1.trace")
  }

  @Test func writeReplacesAnExistingReportWhole() throws {
    let directory = AppHarness.temporaryDirectory("report-write") + "/nested/out"
    let report = CheckReport(checks: fixture.checks, title: "first")
    let path = try report.write(to: directory)
    #expect(path == directory + "/report.html")
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == html.replacingOccurrences(
          of: "Motion check", with: "first"))
    // A second link to the first report: written in place, it would change too.
    let kept = directory + "/kept.html"
    try FileManager.default.linkItem(atPath: path, toPath: kept)
    let first = try String(contentsOfFile: kept, encoding: .utf8)
    try CheckReport(checks: [fixture.checks[3]], title: "second").write(to: directory)
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == first, "the old file is untouched")
    let second = try String(contentsOfFile: path, encoding: .utf8)
    #expect(second.contains("<h1>second</h1>") && second.hasSuffix("</html>\n"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
        "kept.html", "report.html",
      ], "no temporary file is left")
  }

  @Test func writeIntoAFileFailsWithItsName() throws {
    let file = AppHarness.temporaryDirectory("report-fail") + "/plain"
    try "x".write(toFile: file, atomically: true, encoding: .utf8)
    #expect {
      try CheckReport(checks: []).write(to: file)
    } throws: { error in
      "\(error)".contains(file)
    }
  }

  @Test func svgLeavesGapsAndMarksTheDivergence() {
    let curve = TraceCurve(
      label: "box.scale", times: [0, 0.1, 0.2, 0.3, 0.4, 0.5],
      expected: [1, 1.1, nil, 1.3, 1.4, 1.5], actual: [1, 1.1, nil, 1.3, 1.45, 1.6],
      firstDivergingFrame: 4)
    let svg = CurvePlot.svg([curve], width: 600, height: 200)
    #expect(svg.hasPrefix("<svg class=\"curve-plot\" width=\"600\" height=\"200\""))
    let golden = svg.components(separatedBy: "<path class=\"golden\" d=\"")[1]
    let d = golden.prefix { $0 != "\"" }
    #expect(d.filter { $0 == "M" }.count == 2, "a gap where the value is missing: \(d)")
    #expect(svg.contains(">frame 4</text>") && svg.contains("<path class=\"marker\""))
    #expect(svg.contains(">1.00</text>") && svg.contains(">1.60</text>"), "min and max")
    #expect(svg.contains(">0.5 s</text>"), "time ticks")
    #expect(CurvePlot.svg([], width: 300, height: 100).contains("no curves to plot"))
    #expect(CurvePlot.svg([curve, curve], width: 300, height: 100).contains("height=\"200\""))
  }

  @Test func curvePlotPNGHasTheAskedSizeAndBothColours() throws {
    let curves = try #require(fixture.checks[0].trace?.curves)
    let bytes = try CurvePlot.png(curves, title: "tossable-toss", width: 800, height: 200)
    let image = try PNGFile.decodeRGBA(bytes)
    #expect(image.width == 800)
    #expect(image.height == CurvePlot.pngTitleHeight + 200 * curves.count)
    let frame = Frame(rgba: image.pixels, width: image.width, height: image.height)
    // In the first chart's plotting area (the legend's lines are above it).
    let plot = PixelBox(
      minX: Int(CurveChart.leftMargin) + 1, minY: CurvePlot.pngTitleHeight + 30,
      maxX: 800 - Int(CurveChart.rightMargin) - 2,
      maxY: CurvePlot.pngTitleHeight + 200 - Int(CurveChart.bottomMargin) - 2)
    // Lines are anti-aliased: a pixel on one is near its colour (within a third of the way
    // to the white background).
    func count(_ color: Color) -> Int {
      let c = color.rgba8
      return frame.pixelCount(
        of: (Int(c.red), Int(c.green), Int(c.blue)), tolerance: 60, in: plot)
    }
    #expect(count(CurvePlot.goldenColor) > 400, "the golden's line")
    #expect(count(CurvePlot.thisRunColor) > 400, "this run's line")
    #expect(count(CurvePlot.markerColor) > 20, "the divergence marker")
    // Text was drawn: dark pixels in the title line.
    let title = PixelBox(minX: 0, minY: 0, maxX: 300, maxY: CurvePlot.pngTitleHeight - 1)
    #expect(frame.pixelCount(of: (25, 25, 25), tolerance: 60, in: title) > 50)
  }

  @Test func curvePlotPNGCanBeMadeManyTimes() throws {
    let curves = try #require(fixture.checks[0].trace?.curves)
    for _ in 0..<3 { _ = try CurvePlot.png(curves, title: "warm-up") }
    let grown = try ProcessMemory.smallestGrowth(blocks: 2) {
      for index in 0..<10 { _ = try CurvePlot.png(curves, title: "plot \(index)") }
    }
    #expect(grown < 12 << 20, "10 plots kept \(grown >> 20) MB")
  }
}
