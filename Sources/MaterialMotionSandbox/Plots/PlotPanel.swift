import MaterialMotion

/// The plots the `G` key (or `--plots`) shows: for the visualized streams of the scene, a
/// scrolling plot each of its value and velocity over the last four seconds, with its `state`
/// channel shaded (active vs at rest). Up to ``maximumPlots`` streams are plotted, the first ones
/// visualized; a note says how many there are.
///
/// When first shown it turns on ``VisualizationElement/recordsTraces`` for the scene's strips, so
/// the plots start from that moment (and keep recording, so hiding and showing again keeps the
/// history).
@MainActor
final class PlotPanel {
  /// The most streams plotted at once.
  static let maximumPlots = 5
  static let plotSize = Size(width: 300, height: 70)

  /// The panel's element (add it to an overlay).
  let element = Element()
  private var plots: [TracePlot] = []
  private let note = Label()

  /// Whether the plots are shown.
  var isShown = false {
    didSet { element.isHidden = !isShown }
  }

  init() {
    element.name = "plots"
    element.isUserInteractionEnabled = false
    element.isHidden = true
    element.zIndex = 2_500_000
    note.fontSize = 11
    note.textColor = Color(white: 0.3)
    note.backgroundColor = Color(white: 1, alpha: 0.85)
    element.addChild(note)
  }

  /// Refreshes the plots from the strips among `root`'s children at clock time `now`.
  func update(root: Element, now: Double) {
    let strips = root.children.compactMap { $0 as? VisualizationElement }
    guard isShown else { return }
    for strip in strips where !strip.recordsTraces { strip.recordsTraces = true }
    let traces = strips.flatMap(\.traces)
    let shown = Array(traces.prefix(Self.maximumPlots))
    while plots.count < shown.count {
      let plot = TracePlot(size: Self.plotSize)
      element.addChild(plot)
      plots.append(plot)
    }
    let top = 80.0
    for (index, plot) in plots.enumerated() {
      plot.isHidden = index >= shown.count
      guard index < shown.count else { continue }
      plot.frame = Rect(
        x: 8, y: top + Double(index) * (Self.plotSize.height + 4), width: Self.plotSize.width,
        height: Self.plotSize.height)
      plot.update(trace: shown[index], now: now)
    }
    let noteY = top + Double(shown.count) * (Self.plotSize.height + 4)
    note.frame = Rect(x: 8, y: noteY, width: Self.plotSize.width, height: 16)
    note.text =
      traces.isEmpty
      ? "plots: this scene visualizes no stream"
      : traces.count > shown.count
        ? "plots: the first \(shown.count) of \(traces.count) visualized streams (G hides)"
        : "plots: value (purple, teal) and velocity (orange), active shaded (G hides)"
  }
}
