import FoundationEssentials
import Glibc
import MaterialMotion

/// One curve's chart laid out in pixels, as boxes, strokes and texts: what ``CurvePlot`` draws,
/// as SVG or with the sandbox's renderer, so both show the same plot.
///
/// A title line (the curve's label, and the legend: golden, this run) over the plotting area;
/// the golden's values drawn wide in ``CurvePlot/goldenColor`` and this run's thin over them in
/// ``CurvePlot/thisRunColor`` (where they agree, both show); a gap where a value is missing; the
/// value axis labelled with the lowest and highest value, the time axis in seconds with a few
/// round ticks; a dashed vertical marker at the first diverging frame.
struct CurveChart {
  /// Where a text is placed relative to its point.
  enum Anchor {
    /// Its left end at the point.
    case start
    /// Centred on the point.
    case middle
    /// Its right end at the point.
    case end
  }

  /// A line of text, centred vertically on `y`.
  struct Text {
    var string: String
    var x: Double
    var y: Double
    var anchor: Anchor
    var size: Double
    var color: Color
  }

  /// Lines through points, one per segment (a gap between segments), `width` pixels wide.
  struct Stroke {
    var segments: [[Point]]
    var color: Color
    var width: Double
    /// A class for the SVG (`golden`, `this-run`), so a page can be checked or styled.
    var role: String
  }

  /// A filled rectangle with an optional one-pixel border.
  struct Box {
    var rect: Rect
    var fill: Color
    var border: Color?
  }

  /// The title line's height.
  static let titleHeight = 22.0
  /// Room left of the plotting area for the value labels.
  static let leftMargin = 72.0
  /// Room right of it.
  static let rightMargin = 14.0
  /// Room under it for the time labels.
  static let bottomMargin = 26.0
  /// The texts' size.
  static let fontSize = 12.0

  private(set) var boxes: [Box] = []
  private(set) var strokes: [Stroke] = []
  private(set) var texts: [Text] = []

  /// Lays out `curve` in `frame`.
  init(curve: TraceCurve, frame: Rect) {
    let ink = Color(white: 0.2)
    let faint = Color(white: 0.45)
    let x0 = frame.origin.x
    let y0 = frame.origin.y
    let plot = Rect(
      x: x0 + Self.leftMargin, y: y0 + Self.titleHeight + 6,
      width: max(10, frame.size.width - Self.leftMargin - Self.rightMargin),
      height: max(10, frame.size.height - Self.titleHeight - 6 - Self.bottomMargin))
    let midTitle = y0 + Self.titleHeight / 2 + 2
    texts.append(
      Text(
        string: curve.label, x: x0 + 8, y: midTitle, anchor: .start, size: Self.fontSize + 1,
        color: ink))
    // The legend, at the right of the title line.
    var legendX = plot.origin.x + plot.size.width
    for (name, color, width, role) in [
      ("this run", CurvePlot.thisRunColor, 2.0, "legend this-run"),
      ("golden", CurvePlot.goldenColor, 4.0, "legend golden"),
    ] {
      let textWidth = Double(name.count) * Self.fontSize * 0.6
      texts.append(
        Text(string: name, x: legendX, y: midTitle, anchor: .end, size: Self.fontSize, color: ink))
      legendX -= textWidth + 6
      strokes.append(
        Stroke(
          segments: [[Point(x: legendX - 20, y: midTitle), Point(x: legendX, y: midTitle)]],
          color: color, width: width, role: role))
      legendX -= 36
    }
    boxes.append(Box(rect: plot, fill: Color(white: 0.975), border: Color(white: 0.8)))

    let count = curve.times.count
    guard count > 0 else {
      texts.append(
        Text(
          string: "no frames", x: plot.origin.x + plot.size.width / 2,
          y: plot.origin.y + plot.size.height / 2, anchor: .middle, size: Self.fontSize,
          color: faint))
      return
    }
    // Time: the first frame's to the last's.
    let t0 = curve.times.first!
    let t1 = max(curve.times.last!, t0 + 1e-6)
    func x(_ time: Double) -> Double {
      plot.origin.x + (time - t0) / (t1 - t0) * plot.size.width
    }
    // Values: the lowest and highest of both, a little inside the area's edges.
    let values = (curve.expected + curve.actual).compactMap { $0 }.filter(\.isFinite)
    let low = values.min() ?? 0
    let high = values.max() ?? 0
    let inset = 6.0
    let top = plot.origin.y + inset
    let bottom = plot.origin.y + plot.size.height - inset
    func y(_ value: Double) -> Double {
      guard high > low else { return (top + bottom) / 2 }
      return bottom - (value - low) / (high - low) * (bottom - top)
    }
    // The value axis: the highest and the lowest value, with a faint rule at each.
    let labelX = plot.origin.x - 6
    let span = high - low
    for value in high > low ? [high, low] : [low] {
      texts.append(
        Text(
          string: Self.format(value, span: span), x: labelX, y: y(value), anchor: .end,
          size: Self.fontSize, color: faint))
      strokes.append(
        Stroke(
          segments: [
            [Point(x: plot.origin.x + 1, y: y(value)), Point(x: plot.maxX - 1, y: y(value))]
          ],
          color: Color(white: 0.88), width: 1, role: "rule"))
    }
    // The time axis: round ticks in seconds.
    let step = Self.tickStep(span: t1 - t0, count: 6)
    var tick = (t0 / step).rounded(.up) * step
    var ticks: [[Point]] = []
    while tick <= t1 + step * 1e-6 {
      let tx = x(tick)
      ticks.append([Point(x: tx, y: plot.maxY), Point(x: tx, y: plot.maxY + 4)])
      texts.append(
        Text(
          string: Self.seconds(tick, step: step), x: tx, y: plot.maxY + 14, anchor: .middle,
          size: Self.fontSize, color: faint))
      tick += step
    }
    strokes.append(Stroke(segments: ticks, color: Color(white: 0.6), width: 1, role: "tick"))
    // The marker at the first diverging frame: dashed, under the curves.
    if let frame = curve.firstDivergingFrame, frame < count {
      let mx = x(curve.times[frame])
      var dashes: [[Point]] = []
      var dy = plot.origin.y + 1
      while dy < plot.maxY - 1 {
        dashes.append([Point(x: mx, y: dy), Point(x: mx, y: min(dy + 5, plot.maxY - 1))])
        dy += 9
      }
      strokes.append(
        Stroke(segments: dashes, color: CurvePlot.markerColor, width: 1, role: "marker"))
      let onLeft = mx > plot.origin.x + plot.size.width * 0.75
      texts.append(
        Text(
          string: "frame \(frame)", x: onLeft ? mx - 5 : mx + 5, y: plot.origin.y + 10,
          anchor: onLeft ? .end : .start, size: Self.fontSize, color: CurvePlot.markerColor))
    }
    // The curves: the golden wide, this run thin over it.
    func segments(_ series: [Double?]) -> [[Point]] {
      var all: [[Point]] = []
      var current: [Point] = []
      for index in 0..<count {
        if index < series.count, let value = series[index], value.isFinite {
          current.append(Point(x: x(curve.times[index]), y: y(value)))
        } else if !current.isEmpty {
          all.append(current)
          current = []
        }
      }
      if !current.isEmpty { all.append(current) }
      return all
    }
    strokes.append(
      Stroke(
        segments: segments(curve.expected), color: CurvePlot.goldenColor, width: 4, role: "golden"))
    strokes.append(
      Stroke(
        segments: segments(curve.actual), color: CurvePlot.thisRunColor, width: 2,
        role: "this-run"))
  }

  /// A round step (1, 2 or 5 times a power of ten) that cuts `span` into about `count` parts.
  static func tickStep(span: Double, count: Int) -> Double {
    let raw = max(span, 1e-9) / Double(max(count, 1))
    let power = pow(10, (log10(raw)).rounded(.down))
    for multiple in [1.0, 2, 5] where raw <= multiple * power { return multiple * power }
    return 10 * power
  }

  /// A time in seconds with as many decimals as `step` needs: "0.5 s", "2 s".
  static func seconds(_ time: Double, step: Double) -> String {
    let decimals = max(0, min(3, Int(-(log10(step)).rounded(.down))))
    return ValueFormat.decimal(abs(time) < step * 1e-6 ? 0 : time, digits: decimals) + " s"
  }

  /// A value with as many decimals as a range of `span` needs to tell its ends apart (at most
  /// four, as traces are written).
  static func format(_ value: Double, span: Double) -> String {
    let scale = span > 0 ? span : max(abs(value), 1)
    let decimals = max(0, min(4, 1 - Int((log10(scale)).rounded(.down))))
    return ValueFormat.decimal(value, digits: decimals)
  }
}
