import MaterialMotion
import Testing

@testable import MaterialMotionSandbox

/// The gesture lab's histograms follow the window's width without losing what they show.
@MainActor
struct HistogramViewTests {
  /// Made wider, a chart's bars span the new width, each as tall as it was.
  @Test func aChartLaidOutAgainKeepsItsBarsHeights() throws {
    let chart = HistogramView(title: "t", size: Size(width: 200, height: 86), barCount: 4)
    chart.show([1, 2, 0, 4], lower: 0, upper: 4, below: 0, above: 0, unit: "", digits: 0)
    let area = try #require(chart.children.first { !($0 is Label) })
    let heights = area.children.map(\.frame.height)
    #expect(heights == [12.5, 25, 0, 50])
    chart.layOut(size: Size(width: 400, height: 86))
    #expect(area.size.width == 392)
    #expect(area.children.map(\.frame.height) == heights)
    #expect(area.children.map(\.frame.maxY) == Array(repeating: 50, count: 4))
    #expect(area.children.map(\.frame.minX) == [0, 98, 196, 294])
  }
}
