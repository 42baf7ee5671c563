/// The strip of debug labels that `visualize` writes into: ``MotionRuntime/visualizationElement``.
///
/// It is laid out along the bottom edge of its container, full width, and starts with height 0.
/// Each visualized connection adds one line (a highlight rectangle and a ``Label``, see
/// ``MotionObservableConvertible/visualize(prefix:in:)``). Lines stack one under the other while
/// they fit in ``maximumHeightFraction`` of the container's height; beyond that they flow into
/// equal columns, filled top to bottom, left to right, so no line is lost off the top of the window
/// and the strip never covers more than that fraction of the scene. The strip is as high as its
/// rows and always sits on the container's bottom edge; ``layout(inContainerOfSize:)`` keeps it
/// there, full width, when the container is resized (the runtime calls it on every size change).
///
/// It draws above the scene (``Element/zIndex`` one million), is not interactive, and has a
/// translucent dark background (20 % black). It carries the ``clock`` on which the labels'
/// highlights fade; `visualize` finds the clock by walking up from the element it is given.
@MainActor
public final class VisualizationElement: Element {
  /// The clock highlight flashes run on.
  public let clock: FrameClock
  /// The font size of labels added from now on. Default 14.
  public var fontSize = 14.0
  /// The text colour of labels added from now on. Default black.
  public var textColor = Color.black
  /// The colour of the highlight that flashes behind a label when its text changes, for labels
  /// added from now on. Default ``defaultHighlightColor``.
  public var highlightColor = VisualizationElement.defaultHighlightColor
  /// The most of the container's height the strip takes before its lines flow into columns.
  /// Default one third.
  public var maximumHeightFraction = 1.0 / 3.0 {
    didSet { relayout() }
  }

  /// Amber (#FFC400): plainly visible as it fades, both on the strip's grey and on a light page,
  /// and black text stays readable on it.
  public static let defaultHighlightColor = Color(hex: 0xFFC400)

  /// Whether `visualize` records what each line's stream does in ``traces`` (for plots). Off by
  /// default: recording costs a little per value. Turning it on starts every trace from its
  /// stream's latest state and value at the clock's current time (see ``VisualizationTrace``),
  /// so a stream already in motion is recorded as active from that moment.
  public var recordsTraces = false {
    didSet {
      guard recordsTraces, !oldValue else { return }
      for trace in traces { trace.start(at: clock.now) }
    }
  }
  /// One trace per line, in line order (filled while ``recordsTraces`` is on).
  public private(set) var traces: [VisualizationTrace] = []

  private var lines: [(highlight: Element, label: Label)] = []
  /// The lines' own objects, in line order (weakly: a line lives as long as its connection).
  var lineObjects: [WeakVisualizationLine] = []
  private var containerSize: Size?

  /// The height of one line of text of `fontSize` points: `fontSize × 1.3`. Fonts are measured by
  /// the platform renderer later, so the layout uses this fixed ratio.
  public static func lineHeight(forFontSize fontSize: Double) -> Double {
    fontSize * 1.3
  }

  /// Creates an empty strip (zero frame) whose flashes run on `clock`.
  public init(clock: FrameClock) {
    self.clock = clock
    super.init()
    name = "visualization"
    backgroundColor = Color.black.withAlpha(0.2)
    isUserInteractionEnabled = false
    zIndex = 1_000_000
  }

  /// The number of columns the lines are laid out in.
  public private(set) var columnCount = 1

  /// Lays the strip out along the bottom edge of a container of size `size`: x 0, full width,
  /// its bottom on the container's bottom edge, its lines in as many columns as keep it within
  /// ``maximumHeightFraction`` of `size`'s height.
  public func layout(inContainerOfSize size: Size) {
    containerSize = size
    relayout()
  }

  /// Adds a line's highlight and label (`visualize` calls this), lays the strip out again and
  /// returns the line's trace.
  func addLine(_ line: VisualizationLine, prefix: String) -> VisualizationTrace {
    let (highlight, label) = (line.highlight, line.label)
    addChild(highlight)
    addChild(label)
    lines.append((highlight, label))
    lineObjects.append(WeakVisualizationLine(line: line))
    let trace = VisualizationTrace(prefix: prefix)
    traces.append(trace)
    relayout()
    return trace
  }

  /// The rows and columns `lineCount` lines of `fontSize` take in a container `containerHeight`
  /// high when at most `fraction` of that height may be used (at least one row; one column when
  /// the height is unbounded).
  public static func grid(
    lineCount: Int, fontSize: Double, containerHeight: Double, fraction: Double = 1.0 / 3.0
  ) -> (rows: Int, columns: Int) {
    guard lineCount > 0 else { return (0, 1) }
    let limit = containerHeight * fraction / lineHeight(forFontSize: fontSize)
    let maximumRows = limit.isFinite ? max(1, Int(min(limit, 1e9).rounded(.down))) : lineCount
    let columns = (lineCount + maximumRows - 1) / maximumRows
    return ((lineCount + columns - 1) / columns, columns)
  }

  private func relayout() {
    let container = containerSize ?? Size(width: size.width, height: .infinity)
    let lineHeight = Self.lineHeight(forFontSize: fontSize)
    let (rows, columns) = Self.grid(
      lineCount: lines.count, fontSize: fontSize, containerHeight: container.height,
      fraction: maximumHeightFraction)
    columnCount = columns
    let height = Double(rows) * lineHeight
    let width = container.width
    if containerSize != nil {
      frame = Rect(x: 0, y: container.height - height, width: width, height: height)
    } else {
      // Not laid out in a container yet: grow upward from where the strip is.
      let bottom = frame.maxY
      frame = Rect(x: frame.minX, y: bottom - height, width: size.width, height: height)
    }
    let columnWidth = size.width / Double(columnCount)
    for (index, line) in lines.enumerated() {
      let column = index / max(rows, 1)
      let row = index % max(rows, 1)
      let lineFrame = Rect(
        x: Double(column) * columnWidth, y: Double(row) * lineHeight, width: columnWidth,
        height: lineHeight)
      line.highlight.frame = lineFrame
      line.label.frame = lineFrame
    }
  }
}
