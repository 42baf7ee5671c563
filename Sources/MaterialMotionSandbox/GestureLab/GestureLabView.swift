import MaterialMotion

/// The gesture lab's numbers drawn: a table of every gesture kind (counts, fingers, rate,
/// intervals), the latency, the yardstick's badges, six histograms and the latest anomalies.
/// The `gesture-lab` scene shows it live; the report's PNG sheet is this view on its own.
@MainActor
final class GestureLabView: Element {
  /// The height the view takes.
  static let height = 392.0
  private var cells: [[Label]] = []
  private let latencyLabel = Label()
  private let deviceLabel = Label()
  private var badges: [(box: Element, label: Label, value: Label)] = []
  private let anomalyTitle = Label()
  private var anomalyLines: [Label] = []
  private let intervals: HistogramView
  private let latency: HistogramView
  private let pinchScale: HistogramView
  private let pinchAngle: HistogramView
  private let swipeX: HistogramView
  private let swipeY: HistogramView
  private static let columns: [(title: String, x: Double)] = [
    ("gesture", 0), ("begin", 70), ("update", 120), ("end", 178), ("cancel", 220),
    ("fingers", 270), ("rate", 340), ("interval p50 / p95 / max", 420),
  ]

  /// A view `width` points wide.
  init(width: Double) {
    let chart = Size(width: ((width - 16) / 3).rounded(.down), height: 86)
    intervals = HistogramView(
      title: "interval between events (all gestures)", size: chart, barCount: 40)
    latency = HistogramView(title: "latency: event stamp to frame shown", size: chart, barCount: 40)
    pinchScale = HistogramView(title: "pinch: scale change per event", size: chart, barCount: 40)
    pinchAngle = HistogramView(title: "pinch: turn per event", size: chart, barCount: 40)
    swipeX = HistogramView(title: "swipe: dx per event", size: chart, barCount: 40)
    swipeY = HistogramView(title: "swipe: dy per event", size: chart, barCount: 40)
    super.init()
    isUserInteractionEnabled = false
    size = Size(width: width, height: Self.height)
    backgroundColor = Color(white: 1, alpha: 0.9)
    cornerRadius = 6
    func label(_ x: Double, _ y: Double, _ w: Double, size: Double = 11) -> Label {
      let label = Label()
      label.fontSize = size
      label.textColor = Color(white: 0.12)
      label.frame = Rect(x: x, y: y, width: w, height: size + 5)
      addChild(label)
      return label
    }
    for row in 0...GestureKind.allCases.count {
      cells.append(
        Self.columns.enumerated().map { index, column in
          let next = index + 1 < Self.columns.count ? Self.columns[index + 1].x : width - 8
          let cell = label(8 + column.x, 6 + Double(row) * 16, next - column.x)
          cell.text = row == 0 ? column.title : ""
          if row == 0 { cell.textColor = Color(white: 0.4) }
          return cell
        })
    }
    deviceLabel.fontSize = 11
    deviceLabel.textColor = Color(white: 0.12)
    deviceLabel.frame = Rect(x: 8, y: 90, width: width - 16, height: 16)
    addChild(deviceLabel)
    latencyLabel.fontSize = 11
    latencyLabel.textColor = Color(white: 0.12)
    latencyLabel.frame = Rect(x: 8, y: 74, width: width - 16, height: 16)
    addChild(latencyLabel)
    let badgeWidth = ((width - 16) / 4).rounded(.down)
    for index in 0..<4 {
      let box = Element()
      box.frame = Rect(x: 8 + Double(index) * badgeWidth, y: 110, width: badgeWidth - 6, height: 30)
      box.cornerRadius = 4
      let lines = [1.0, 15].map { y in
        let text = Label()
        text.fontSize = 9.5
        text.textColor = .white
        text.frame = Rect(x: 4, y: y, width: badgeWidth - 14, height: 14)
        box.addChild(text)
        return text
      }
      addChild(box)
      badges.append((box, lines[0], lines[1]))
    }
    let yardstick = label(8, 142, width - 16, size: 9)
    yardstick.text = "badges: \(PrecisionTouchpadYardstick.name)"
    yardstick.textColor = Color(white: 0.4)
    for (index, chart) in [intervals, latency, pinchScale, pinchAngle, swipeX, swipeY].enumerated()
    {
      chart.position = Point(
        x: 8 + Double(index % 3) * (chart.size.width + 4) + chart.size.width / 2,
        y: 158 + Double(index / 3) * (chart.size.height + 4) + chart.size.height / 2)
      addChild(chart)
    }
    anomalyTitle.fontSize = 11
    anomalyTitle.textColor = Color(white: 0.12)
    anomalyTitle.frame = Rect(x: 8, y: 338, width: width - 16, height: 16)
    addChild(anomalyTitle)
    anomalyLines = (0..<3).map { label(8, 354 + Double($0) * 12, width - 16, size: 10) }
  }

  /// Shows `statistics`.
  func show(_ statistics: GestureStatistics) {
    deviceLabel.text =
      "touchpad: "
      + (statistics.devices.isEmpty
        ? "not named yet (it is, before its first gesture)"
        : statistics.devices.map(\.description).joined(separator: " · "))
      + (statistics.frameIntervals.count > 0
        ? "  ·  frames every \(f(statistics.frameIntervals.percentile(0.5))) ms" : "")
    for (row, kind) in GestureKind.allCases.enumerated() {
      let s = statistics[kind]
      let fingers = s.fingers.sorted { $0.key < $1.key }.map { "\($0.value)×\($0.key)" }
      let i = s.intervals
      let spread = [i.percentile(0.5), i.percentile(0.95), i.maximum].map {
        $0.map { ValueFormat.fixed($0, digits: 1) } ?? "–"
      }
      let values = [
        kind.rawValue, "\(s.begins)", "\(s.updates)", "\(s.ends)", "\(s.cancelled)",
        fingers.isEmpty ? "–" : fingers.joined(separator: " "),
        s.rate.map { "\(ValueFormat.fixed($0, digits: 1)) Hz" } ?? "–",
        spread.joined(separator: " / ") + " ms",
      ]
      for (cell, value) in zip(cells[row + 1], values) { cell.text = value }
    }
    let l = statistics.latency
    latencyLabel.text =
      l.count == 0
      ? "latency, event stamp to frame shown: none yet (measured in live runs only)"
      : "latency, stamp to frame shown: mean \(f(l.mean)) · p95 \(f(l.percentile(0.95))) · max \(f(l.maximum)) ms (\(l.count) events);"
        + " to frame read: p95 \(f(statistics.readDelay.percentile(0.95))) ms"
    let checks = PrecisionTouchpadYardstick.checks(statistics).suffix(badges.count)
    for (index, badge) in badges.enumerated() {
      guard index < checks.count else {
        badge.box.isHidden = true
        continue
      }
      let check = checks[checks.startIndex + index]
      badge.box.isHidden = false
      badge.box.backgroundColor =
        switch check.met {
        case true?: Color(hex: 0x2E7D32)
        case false?: Color(hex: 0xC62828)
        case nil: Color(white: 0.55)
        }
      let measured = check.measured.map { ValueFormat.fixed($0, digits: 1) } ?? "not measured"
      badge.label.text = check.check
      badge.value.text = "\(measured) (asks \(check.required))"
    }
    intervals.show(statistics.allIntervals, upTo: 50, unit: "ms", digits: 0)
    latency.show(l, upTo: 50, unit: "ms", digits: 0)
    pinchScale.show(statistics[.pinch].first, unit: "", digits: 2)
    pinchAngle.show(statistics[.pinch].second, unit: "°", digits: 0)
    swipeX.show(statistics[.swipe].first, unit: "pt", digits: 0)
    swipeY.show(statistics[.swipe].second, unit: "pt", digits: 0)
    anomalyTitle.text =
      statistics.anomalyCount == 0
      ? "anomalies: none"
      : "anomalies: \(statistics.anomalyCount) (latest first)"
    let latest = statistics.recentAnomalies.suffix(anomalyLines.count).reversed()
    for (index, line) in anomalyLines.enumerated() {
      guard index < latest.count else {
        line.text = ""
        continue
      }
      let a = latest[latest.index(latest.startIndex, offsetBy: index)]
      line.text =
        "t=\(ValueFormat.fixed(a.t, digits: 3)) s  \(a.gesture.rawValue) \(a.problem.rawValue): \(a.detail)"
    }
  }

  private func f(_ value: Double?) -> String {
    value.map { ValueFormat.fixed($0, digits: 1) } ?? "–"
  }
}
