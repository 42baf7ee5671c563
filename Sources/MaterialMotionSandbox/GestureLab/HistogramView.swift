import MaterialMotion

/// A small bar chart of a ``ValueHistogram``: a title, one bar per bin (scaled to the tallest),
/// the range under it, and the values outside the range as counts at either end.
@MainActor
final class HistogramView: Element {
  private let title = Label()
  private let range = Label()
  private let area = Element()
  private var bars: [Element] = []
  private static let barColor = Color(hex: 0x6200EE)

  /// A chart `size` big with `barCount` bars, titled `title`.
  init(title text: String, size: Size, barCount: Int) {
    super.init()
    isUserInteractionEnabled = false
    backgroundColor = .white
    for label in [title, range] {
      label.fontSize = 10
      label.textColor = Color(white: 0.2)
      addChild(label)
    }
    title.text = text
    area.backgroundColor = Color(white: 0.96)
    addChild(area)
    for _ in 0..<barCount {
      let bar = Element()
      bar.backgroundColor = Self.barColor
      bars.append(bar)
      area.addChild(bar)
    }
    layOut(size: size)
  }

  /// Makes the chart `size` big, its bars as tall as they were.
  func layOut(size: Size) {
    self.size = size
    title.frame = Rect(x: 4, y: 2, width: size.width - 8, height: 14)
    area.frame = Rect(x: 4, y: 18, width: size.width - 8, height: size.height - 36)
    range.frame = Rect(x: 4, y: size.height - 16, width: size.width - 8, height: 14)
    let width = area.size.width / Double(bars.count)
    for (index, bar) in bars.enumerated() {
      let height = bar.frame.height
      bar.frame = Rect(
        x: Double(index) * width, y: area.size.height - height, width: max(1, width - 1),
        height: height)
    }
  }

  /// Shows `counts` (one per bar, lowest first) over `lower...upper` in `unit`, with `below` and
  /// `above` the counts outside it.
  func show(
    _ counts: [Int], lower: Double, upper: Double, below: Int, above: Int, unit: String,
    digits: Int
  ) {
    let tallest = max(counts.max() ?? 0, 1)
    let height = area.size.height
    for (bar, count) in zip(bars, counts) {
      let h = count == 0 ? 0 : max(1, height * Double(count) / Double(tallest))
      bar.frame = Rect(x: bar.frame.minX, y: height - h, width: bar.frame.width, height: h)
    }
    let outside =
      (below > 0 ? "  \(below) below" : "") + (above > 0 ? "  \(above) above" : "")
    range.text =
      "\(ValueFormat.fixed(lower, digits: digits)) … \(ValueFormat.fixed(upper, digits: digits)) \(unit)\(outside)"
  }

  /// Shows `histogram`'s values up to `upTo` in `bars.count` bars (bins summed), the rest as
  /// above.
  func show(_ histogram: ValueHistogram, upTo: Double? = nil, unit: String, digits: Int) {
    let upper = min(upTo ?? histogram.upper, histogram.upper)
    let step = (upper - histogram.lower) / Double(bars.count)
    var counts = Array(repeating: 0, count: bars.count)
    var above = histogram.above
    for (index, count) in histogram.bins.enumerated() where count > 0 {
      let value = histogram.lower + (Double(index) + 0.5) * histogram.binWidth
      let bar = Int((value - histogram.lower) / step)
      if bar < counts.count { counts[bar] += count } else { above += count }
    }
    show(
      counts, lower: histogram.lower, upper: upper, below: histogram.below, above: above,
      unit: unit, digits: digits)
  }
}
