import MaterialMotion

/// The gesture lab's numbers drawn: a table of every gesture kind (counts, fingers, rate,
/// intervals), the latency, the yardstick's badges, six histograms and the latest anomalies.
/// The `gesture-lab` scene shows it live; the report's PNG sheet is this view on its own.
@MainActor
package final class GestureLabView: Element {
  /// The height the view takes.
  static let height = 392.0
  private var cells: [[Label]] = []
  private let latencyLabel = Label()
  private let deviceLabel = Label()
  private var badges: [(box: Element, label: Label, value: Label)] = []
  private let anomalyTitle = Label()
  private let yardstick = Label()
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
  package init(width: Double) {
    let chart = Self.chartSize(width: width)
    intervals = HistogramView(
      title: "interval between events (all gestures)", size: chart, barCount: 40)
    latency = HistogramView(title: "latency: event stamp to frame shown", size: chart, barCount: 40)
    pinchScale = HistogramView(title: "pinch: scale change per event", size: chart, barCount: 40)
    pinchAngle = HistogramView(title: "pinch: turn per event", size: chart, barCount: 40)
    swipeX = HistogramView(title: "swipe: dx per event", size: chart, barCount: 40)
    swipeY = HistogramView(title: "swipe: dy per event", size: chart, barCount: 40)
    super.init()
    isUserInteractionEnabled = false
    backgroundColor = Color(white: 1, alpha: 0.9)
    cornerRadius = 6
    func label(size: Double = 11) -> Label {
      let label = Label()
      label.fontSize = size
      label.textColor = Color(white: 0.12)
      addChild(label)
      return label
    }
    for row in 0...GestureKind.allCases.count {
      cells.append(
        Self.columns.map { column in
          let cell = label()
          cell.text = row == 0 ? column.title : ""
          if row == 0 { cell.textColor = Color(white: 0.4) }
          return cell
        })
    }
    for text in [deviceLabel, latencyLabel] {
      text.fontSize = 11
      text.textColor = Color(white: 0.12)
    }
    addChild(deviceLabel)
    addChild(latencyLabel)
    for _ in 0..<4 {
      let box = Element()
      box.cornerRadius = 4
      let lines = (0..<2).map { _ in
        let text = Label()
        text.fontSize = 9.5
        text.textColor = .white
        box.addChild(text)
        return text
      }
      addChild(box)
      badges.append((box, lines[0], lines[1]))
    }
    yardstick.fontSize = 9
    addChild(yardstick)
    yardstick.text = "badges: \(PrecisionTouchpadYardstick.name)"
    yardstick.textColor = Color(white: 0.4)
    for chart in charts { addChild(chart) }
    anomalyTitle.fontSize = 11
    anomalyTitle.textColor = Color(white: 0.12)
    addChild(anomalyTitle)
    anomalyLines = (0..<3).map { _ in label(size: 10) }
    layOut(width: width)
  }

  /// The six histograms, in the order they are laid out (three a row).
  private var charts: [HistogramView] {
    [intervals, latency, pinchScale, pinchAngle, swipeX, swipeY]
  }

  /// The size of a histogram in a view `width` points wide: a third of it.
  private static func chartSize(width: Double) -> Size {
    Size(width: ((width - 16) / 3).rounded(.down), height: 86)
  }

  /// Makes the view `width` points wide: the table's last column, the lines, the badges (a
  /// quarter of the width each) and the histograms (a third) follow it.
  func layOut(width: Double) {
    size = Size(width: width, height: Self.height)
    for (row, line) in cells.enumerated() {
      for (index, (cell, column)) in zip(line, Self.columns).enumerated() {
        let next = index + 1 < Self.columns.count ? Self.columns[index + 1].x : width - 8
        cell.frame = Rect(
          x: 8 + column.x, y: 6 + Double(row) * 16, width: next - column.x, height: 16)
      }
    }
    deviceLabel.frame = Rect(x: 8, y: 90, width: width - 16, height: 16)
    latencyLabel.frame = Rect(x: 8, y: 74, width: width - 16, height: 16)
    let badgeWidth = ((width - 16) / 4).rounded(.down)
    for (index, badge) in badges.enumerated() {
      badge.box.frame = Rect(
        x: 8 + Double(index) * badgeWidth, y: 110, width: badgeWidth - 6, height: 30)
      for (text, y) in [(badge.label, 1.0), (badge.value, 15)] {
        text.frame = Rect(x: 4, y: y, width: badgeWidth - 14, height: 14)
      }
    }
    yardstick.frame = Rect(x: 8, y: 142, width: width - 16, height: 14)
    let chart = Self.chartSize(width: width)
    for (index, view) in charts.enumerated() {
      view.layOut(size: chart)
      view.position = Point(
        x: 8 + Double(index % 3) * (chart.width + 4) + chart.width / 2,
        y: 158 + Double(index / 3) * (chart.height + 4) + chart.height / 2)
    }
    anomalyTitle.frame = Rect(x: 8, y: 338, width: width - 16, height: 16)
    for (index, line) in anomalyLines.enumerated() {
      line.frame = Rect(x: 8, y: 354 + Double(index) * 12, width: width - 16, height: 15)
    }
  }

  /// Shows `statistics`.
  package func show(_ statistics: GestureStatistics) {
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
