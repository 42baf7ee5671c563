import MaterialMotion

/// Plots of ``TraceCurve``s, the golden against this run: inline SVG for ``CheckReport``'s page,
/// PNG for the artifacts folder (``png(_:title:width:height:)``).
///
/// Each curve gets a chart of its own, stacked top to bottom: its label and a legend ("golden",
/// "this run") on a title line; the golden's values wide in ``goldenColor`` and this run's thin
/// over them in ``thisRunColor``, so where they agree both show and where they part the gap is
/// plain; a gap in a line where a value is missing (the key was not in that frame); the lowest
/// and highest value on the value axis; time in seconds, with a few round ticks; a dashed line in
/// ``markerColor`` at the first diverging frame, labelled with its index.
///
/// ```swift
/// let curves = TraceCurve.curves(
///   of: divergence.divergingKeys, golden: golden, actual: trace, tolerance: 0.0001)
/// let svg = CurvePlot.svg(curves)
/// ```
public enum CurvePlot {
  /// The golden's lines.
  public static let goldenColor = Color(hex: 0x1976D2)
  /// This run's lines.
  public static let thisRunColor = Color(hex: 0xE65100)
  /// The marker at the first diverging frame.
  public static let markerColor = Color(hex: 0xC2185B)

  /// The curves as one inline SVG element (for an HTML page: it refers to nothing outside itself
  /// and has no `xmlns`, which HTML does not need), `width` pixels wide, one chart `height`
  /// pixels tall per curve; with no curves, one chart's height that says so.
  public static func svg(_ curves: [TraceCurve], width: Int = 720, height: Int = 260) -> String {
    let total = height * max(1, curves.count)
    var svg =
      "<svg class=\"curve-plot\" width=\"\(width)\" height=\"\(total)\" viewBox=\"0 0 \(width) \(total)\" role=\"img\" aria-label=\"\(HTMLEscaping.escape(summary(curves)))\" font-family=\"DejaVu Sans, Verdana, sans-serif\">\n"
    svg += "<rect width=\"\(width)\" height=\"\(total)\" fill=\"#fff\"/>\n"
    if curves.isEmpty {
      svg +=
        "<text x=\"\(width / 2)\" y=\"\(height / 2)\" text-anchor=\"middle\" dominant-baseline=\"central\" font-size=\"13\" fill=\"#666\">no curves to plot</text>\n"
    }
    for (index, curve) in curves.enumerated() {
      let frame = Rect(
        x: 0, y: Double(index * height), width: Double(width), height: Double(height))
      svg +=
        "<g class=\"curve\">\n" + elements(of: CurveChart(curve: curve, frame: frame)) + "</g>\n"
    }
    return svg + "</svg>"
  }

  /// What the plot shows, in words (the SVG's accessible name).
  static func summary(_ curves: [TraceCurve]) -> String {
    curves.isEmpty
      ? "no curves"
      : "golden against this run: " + curves.map(\.label).joined(separator: ", ")
  }

  /// One chart's SVG elements.
  private static func elements(of chart: CurveChart) -> String {
    var out = ""
    for box in chart.boxes {
      out +=
        "<rect x=\"\(n(box.rect.minX))\" y=\"\(n(box.rect.minY))\" width=\"\(n(box.rect.width))\" height=\"\(n(box.rect.height))\" fill=\"\(hex(box.fill))\""
      if let border = box.border { out += " stroke=\"\(hex(border))\" stroke-width=\"1\"" }
      out += "/>\n"
    }
    for stroke in chart.strokes where !stroke.segments.isEmpty {
      var d = ""
      for segment in stroke.segments where !segment.isEmpty {
        d += "M" + segment.map { "\(n($0.x)) \(n($0.y))" }.joined(separator: "L")
        if segment.count == 1 { d += "h0.01" }
      }
      out +=
        "<path class=\"\(stroke.role)\" d=\"\(d)\" fill=\"none\" stroke=\"\(hex(stroke.color))\" stroke-width=\"\(n(stroke.width))\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n"
    }
    for text in chart.texts {
      let anchor: String
      switch text.anchor {
      case .start: anchor = "start"
      case .middle: anchor = "middle"
      case .end: anchor = "end"
      }
      out +=
        "<text x=\"\(n(text.x))\" y=\"\(n(text.y))\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\" font-size=\"\(n(text.size))\" fill=\"\(hex(text.color))\">\(HTMLEscaping.escape(text.string))</text>\n"
    }
    return out
  }

  /// A coordinate with at most one decimal: "12", "12.5".
  private static func n(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    guard tenths.isFinite else { return "0" }
    let whole = Int(tenths)
    return whole % 10 == 0 ? "\(whole / 10)" : "\(Double(whole) / 10)"
  }

  /// `#rrggbb`.
  static func hex(_ color: Color) -> String {
    let c = color.rgba8
    return "#"
      + [c.red, c.green, c.blue].map { byte in
        let digits = String(byte, radix: 16)
        return digits.count == 1 ? "0" + digits : digits
      }.joined()
  }
}
