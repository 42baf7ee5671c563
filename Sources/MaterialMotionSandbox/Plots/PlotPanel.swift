import FoundationEssentials
import MaterialMotion

/// The plots the `G` key (or `--plots`) shows: for the visualized streams of the scene, a
/// scrolling plot each of its value and velocity over the last four seconds, with its `state`
/// channel shaded (active vs at rest). Up to ``maximumPlots`` streams are plotted, the first ones
/// visualized; a note under them says what the colours mean and how many streams there are.
///
/// When first shown it turns on ``VisualizationElement/recordsTraces`` for the scene's strips, so
/// the plots start from that moment, from each stream's current value and state (and keep
/// recording, so hiding and showing again keeps the history).
///
/// **Layout.** The plots take a column ``plotWidth`` wide below the hint and keys lines (from
/// ``top``) and above the visualization strip, clear of the regions given to
/// ``update(root:now:keepClear:)`` (the scene's panels, the tuning panel): the left edge of the
/// window when it is free, else the free column with the most room (the right edge, or beside a
/// panel). When the streams do not all fit at the full ``plotHeight``, the plots get shorter (down
/// to ``minimumPlotHeight``), then fewer are shown. The notes' backgrounds are as wide as their
/// text.
@MainActor
final class PlotPanel {
  /// The most streams plotted at once.
  static let maximumPlots = 5
  static let plotWidth = 300.0
  /// A plot's height when there is room.
  static let plotHeight = 70.0
  /// The least height a plot is given before fewer plots are shown.
  static let minimumPlotHeight = 44.0
  /// The narrowest column plots are drawn in (their titles need the room).
  static let minimumPlotWidth = 220.0
  /// Where the column starts: below the hint and keys lines and the readouts under them (the
  /// time control's, the frame time's, stress's).
  static let top = 80.0
  static let gap = 4.0
  static let margin = 8.0
  static let noteHeight = 16.0
  static let noteFontSize = 11.0

  /// The panel's element (add it to an overlay).
  let element = Element()
  private var plots: [TracePlot] = []
  private var notes: [(background: Element, label: Label)] = []
  /// The last text measured for each note and its width: the notes rarely change, and measuring
  /// asks the font every time.
  private var measuredNotes: [(text: String, width: Double)] = []
  /// The width in points of a line of text at a font size, to fit the notes' backgrounds to
  /// their text; the sandbox measures with the window's font. The default estimates it.
  var measure: (String, Double) -> Double = { text, fontSize in
    Double(text.count) * fontSize * 0.62
  }

  /// Whether the plots are shown (the `G` key).
  var isShown = false {
    didSet { element.isHidden = !isShown || isSuppressed }
  }

  /// Whether the current scene plots its visualized streams itself
  /// (``SandboxScene/drawsItsOwnPlots``): the panel then stays hidden, whatever ``isShown`` says,
  /// rather than plot the same streams a second time over the scene.
  var isSuppressed = false {
    didSet { element.isHidden = !isShown || isSuppressed }
  }

  init() {
    element.name = "plots"
    element.isUserInteractionEnabled = false
    element.isHidden = true
    element.zIndex = 2_500_000
    for _ in 0..<2 {
      let background = Element()
      background.backgroundColor = Color(white: 1, alpha: 0.95)
      background.cornerRadius = 3
      background.isUserInteractionEnabled = false
      let label = Label()
      label.fontSize = Self.noteFontSize
      label.textColor = Color(white: 0.3)
      label.isUserInteractionEnabled = false
      background.addChild(label)
      element.addChild(background)
      notes.append((background, label))
    }
  }

  /// Where the plots go (see ``layout(plotCount:noteLines:in:stripTop:keepClear:)``).
  struct Layout {
    /// The frames of the plots shown, top to bottom.
    var plots: [Rect]
    /// The free column the plots and notes are in.
    var column: Rect
    /// Where the notes start, under the plots.
    var notes: Point
  }

  /// Where the plots go in a window of `size` whose strip starts at `stripTop`, clear of
  /// `keepClear`: the frames of the first plots (at most `plotCount`, none when no free column
  /// is ``minimumPlotWidth`` wide) and, under them, room for `noteLines` lines of notes.
  static func layout(
    plotCount: Int, noteLines: Int, in size: Size, stripTop: Double, keepClear: [Rect]
  ) -> Layout {
    let fullWidth = max(0, min(plotWidth, size.width - 2 * margin))
    let bottom = min(stripTop, size.height) - gap
    let regions = keepClear.filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
    // Candidate columns: the left edge, the right edge, and either side of each region (as
    // wide as there is room for, up to the full width).
    var candidates = [(margin, fullWidth), (size.width - margin - fullWidth, fullWidth)]
    for region in regions {
      let right = region.maxX + margin
      candidates.append((right, min(fullWidth, size.width - margin - right)))
      let left = region.minX - margin
      candidates.append((max(margin, left - fullWidth), min(fullWidth, left - margin)))
    }
    // The one with the most room (the first of equals: the left edge when it is free).
    var best = Rect(x: margin, y: top, width: 0, height: 0)
    for (x, width) in candidates where width > 0 && x >= 0 && x + width <= size.width {
      let free = longestFreeInterval(
        from: top, to: bottom, blocked: regions.filter { $0.minX < x + width && $0.maxX > x })
      if free.height * width > best.height * best.width + 1 {
        best = Rect(x: x, y: free.top, width: width, height: free.height)
      }
    }
    let room = best.height - Double(noteLines) * noteHeight
    var count = best.width >= minimumPlotWidth ? min(plotCount, maximumPlots) : 0
    var height = 0.0
    if count > 0 {
      height = min(plotHeight, room / Double(count) - gap)
      if height < minimumPlotHeight {
        count = max(0, min(count, Int((room / (minimumPlotHeight + gap)).rounded(.down))))
        height = count > 0 ? min(plotHeight, room / Double(count) - gap) : 0
      }
    }
    let plots = (0..<count).map { index in
      Rect(
        x: best.minX, y: best.minY + Double(index) * (height + gap), width: best.width,
        height: height)
    }
    return Layout(
      plots: plots, column: best,
      notes: Point(x: best.minX, y: best.minY + Double(count) * (height + gap)))
  }

  /// The longest stretch of `from`...`to` that none of the `blocked` regions covers vertically
  /// (with a ``gap`` kept from each).
  private static func longestFreeInterval(
    from low: Double, to high: Double, blocked: [Rect]
  ) -> (top: Double, height: Double) {
    var best = (top: low, height: 0.0)
    var cursor = low
    for region in blocked.sorted(by: { $0.minY < $1.minY }) {
      let end = region.minY - gap
      if end - cursor > best.height { best = (cursor, end - cursor) }
      cursor = max(cursor, region.maxY + gap)
    }
    if high - cursor > best.height { best = (cursor, high - cursor) }
    return best
  }

  /// Refreshes the plots from the strips among `root`'s children at clock time `now`, laid out
  /// clear of `keepClear` (root coordinates).
  func update(root: Element, now: Double, keepClear: [Rect] = []) {
    update(panes: [root], in: root.size, now: now, keepClear: keepClear)
  }

  /// Refreshes the plots from the strips among each pane's children (compare mode: two panes,
  /// the second's streams drawn over the first's in other colours), in a window of `size`.
  func update(panes: [Element], in size: Size, now: Double, keepClear: [Rect] = []) {
    guard isShown, !isSuppressed, let first = panes.first else { return }
    func strips(_ pane: Element) -> [VisualizationElement] {
      let strips = pane.children.compactMap { $0 as? VisualizationElement }
      for strip in strips where !strip.recordsTraces { strip.recordsTraces = true }
      return strips
    }
    let firstStrips = strips(first)
    let traces = firstStrips.flatMap(\.traces)
    let compared = panes.count > 1 ? strips(panes[1]).flatMap(\.traces) : nil
    let stripTop =
      firstStrips.filter { !$0.isHidden && $0.size.height > 0 }.map(\.frame.minY).min()
      ?? size.height
    var layout = Self.layout(
      plotCount: traces.count, noteLines: 2, in: size, stripTop: stripTop,
      keepClear: keepClear)
    var texts = noteTexts(
      total: traces.count, shown: layout.plots.count, comparing: compared != nil)
    if layout.plots.isEmpty {
      // No room for plots, or nothing to plot: one line that says so, if even that fits.
      layout = Self.layout(
        plotCount: 0, noteLines: 1, in: size, stripTop: stripTop, keepClear: keepClear)
      texts = Array(texts.prefix(1))
    }
    layoutNotes(texts, in: layout)
    while plots.count < layout.plots.count {
      let plot = TracePlot(size: Size(width: Self.plotWidth, height: Self.plotHeight))
      element.addChild(plot)
      plots.append(plot)
    }
    for (index, plot) in plots.enumerated() {
      plot.isHidden = index >= layout.plots.count
      guard index < layout.plots.count else { continue }
      let frame = layout.plots[index]
      if plot.size != frame.size { plot.resize(to: frame.size) }
      plot.frame = frame
      plot.update(
        trace: traces[index], comparedWith: compared.flatMap { index < $0.count ? $0[index] : nil },
        now: now)
    }
  }

  /// The notes under the plots: what the colours mean, and how many of the streams are shown.
  private func noteTexts(total: Int, shown: Int, comparing: Bool) -> [String] {
    if total == 0 { return ["plots: this scene visualizes no stream · G hides"] }
    if shown == 0 { return ["no room for plots"] }
    let status =
      shown < total
      ? "streams 1–\(shown) of \(total) · active shaded · G hides"
      : "active time shaded · G hides"
    if comparing {
      return [
        "A purple (y teal) · B pink (y green)",
        status.replacing("active", with: "A's active"),
      ]
    }
    return ["value purple (y teal) · velocity orange", status]
  }

  /// Shows `texts` a line each under the plots, each on a background as wide as its text; lines
  /// that do not fit the column (across or down) are hidden.
  private func layoutNotes(_ texts: [String], in layout: Layout) {
    let origin = layout.notes
    for (index, note) in notes.enumerated() {
      let text = index < texts.count ? texts[index] : ""
      if index >= measuredNotes.count || measuredNotes[index].text != text {
        let measured = (text, measure(text, Self.noteFontSize).rounded(.up) + 8)
        if index < measuredNotes.count {
          measuredNotes[index] = measured
        } else {
          measuredNotes.append(measured)
        }
      }
      let width = measuredNotes[index].width
      let y = origin.y + Double(index) * Self.noteHeight
      note.background.isHidden =
        text.isEmpty || width > layout.column.width
        || y + Self.noteHeight > layout.column.maxY + 0.5
      guard !note.background.isHidden else { continue }
      note.background.frame = Rect(x: origin.x, y: y, width: width, height: Self.noteHeight - 1)
      note.label.frame = Rect(x: 4, y: 0, width: width - 8, height: Self.noteHeight - 1)
      note.label.text = text
    }
  }
}
