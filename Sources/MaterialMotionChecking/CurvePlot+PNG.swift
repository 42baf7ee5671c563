import MaterialMotion
import MaterialMotionSDL

extension CurvePlot {
  /// The height of the title line over a PNG's charts.
  public static let pngTitleHeight = 32

  /// The curves as PNG bytes, for the artifacts folder: the charts ``svg(_:width:height:)``
  /// draws, under a line with `title`, drawn by the sandbox's own renderer (the software
  /// renderer in a headless window, labels in the sandbox's font).
  ///
  /// The image is `width` pixels wide and ``pngTitleHeight`` + `height` × the number of curves
  /// (at least one) tall. Each call opens a window and closes it: call it as often as needed.
  ///
  /// - Throws: a platform error when no font is found or SDL cannot draw.
  @MainActor
  public static func png(
    _ curves: [TraceCurve], title: String, width: Int = 960, height: Int = 240
  ) throws -> [UInt8] {
    let total = pngTitleHeight + height * max(1, curves.count)
    let window = try SDLWindow(
      title: "curves", width: width, height: total, headless: true, renderer: .software)
    defer { window.close() }
    let textCache = try TextCache(
      renderer: window.renderer, fontPath: try FontLocator.locate(override: nil))
    defer { textCache.close() }
    let renderer = ElementRenderer(renderer: window.renderer, textCache: textCache)
    let root = Element(
      frame: Rect(x: 0, y: 0, width: Double(width), height: Double(total)))
    func measure(_ text: String, _ size: Double) -> Double {
      Double(textCache.width(of: text, pixelSize: Int(size.rounded())))
    }
    root.addChild(
      label(
        CurveChart.Text(
          string: title, x: 10, y: Double(pngTitleHeight) / 2 + 1, anchor: .start, size: 15,
          color: Color(white: 0.1)), measure: measure))
    if curves.isEmpty {
      root.addChild(
        label(
          CurveChart.Text(
            string: "no curves to plot", x: Double(width) / 2,
            y: Double(pngTitleHeight + height / 2), anchor: .middle, size: 13,
            color: Color(white: 0.4)), measure: measure))
    }
    for (index, curve) in curves.enumerated() {
      let frame = Rect(
        x: 0, y: Double(pngTitleHeight + index * height), width: Double(width),
        height: Double(height))
      let chart = CurveChart(curve: curve, frame: frame)
      for box in chart.boxes { add(box, to: root) }
      for stroke in chart.strokes { add(stroke, to: root) }
      for text in chart.texts { root.addChild(label(text, measure: measure)) }
    }
    renderer.draw(root, background: .white)
    var rgb: [UInt8] = []
    let (w, h) = try window.readPixelsRGB(into: &rgb)
    return try PNGFile.encode(pixels: rgb, width: w, height: h)
  }

  /// A box as an element (its border, then its fill inset by a pixel).
  @MainActor
  private static func add(_ box: CurveChart.Box, to root: Element) {
    var rect = box.rect
    if let border = box.border {
      let outer = Element(frame: rect)
      outer.backgroundColor = border
      root.addChild(outer)
      rect = Rect(
        x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 2, height: rect.height - 2)
    }
    let fill = Element(frame: rect)
    fill.backgroundColor = box.fill
    root.addChild(fill)
  }

  /// A stroke as one-pixel polylines, copies side by side for its width: a gap between
  /// segments is a point that is not finite.
  @MainActor
  private static func add(_ stroke: CurveChart.Stroke, to root: Element) {
    var points: [Point] = []
    for segment in stroke.segments {
      if !points.isEmpty { points.append(Point(x: .nan, y: .nan)) }
      points += segment.count == 1 ? [segment[0], segment[0]] : segment
    }
    let offsets: [Point]
    switch stroke.width {
    case 3...:
      offsets = [
        Point(x: 0, y: 0), Point(x: 0, y: -1), Point(x: 0, y: 1), Point(x: -1, y: 0),
        Point(x: 1, y: 0), Point(x: 0, y: 2), Point(x: 2, y: 0),
      ]
    case 1.5..<3: offsets = [Point(x: 0, y: 0), Point(x: 0, y: 1)]
    default: offsets = [Point(x: 0, y: 0)]
    }
    for offset in offsets {
      let line = Polyline()
      line.frame = Rect(x: offset.x, y: offset.y, width: root.size.width, height: root.size.height)
      line.lineColor = stroke.color
      line.points = points
      root.addChild(line)
    }
  }

  /// A text as a label, placed by its anchor with the width `measure` gives.
  @MainActor
  private static func label(
    _ text: CurveChart.Text, measure: (String, Double) -> Double
  ) -> Label {
    let label = Label(text: text.string)
    label.fontSize = text.size
    label.textColor = text.color
    let width = measure(text.string, text.size) + 2
    let height = (text.size * 1.6).rounded()
    let x: Double
    switch text.anchor {
    case .start: x = text.x
    case .middle: x = text.x - width / 2
    case .end: x = text.x - width
    }
    label.frame = Rect(
      x: x.rounded(), y: (text.y - height / 2).rounded(), width: width, height: height)
    return label
  }
}
