import MaterialMotion

/// One scrolling plot of a visualized stream over the last seconds: its value (x and y for a
/// point) and its velocity, with the time its `state` was active shaded.
///
/// Each series is scaled to its own range over the window (value in purple, y in teal for a point,
/// velocity in orange: signed for a number, the speed for a point); the title shows the line's
/// text as the strip shows it and, while the stream is active, its latest velocity (the speed for
/// a point) in the stream's unit per second. Call
/// ``update(trace:now:)`` once per frame.
///
/// The sandbox's plots (the `G` key) are made of these; a scene that plots its strip's streams
/// itself, as pinch-lab's trace does, uses them too and says so with
/// ``SandboxScene/drawsItsOwnPlots``. The strip must record traces
/// (`VisualizationElement.recordsTraces`); its `traces` are what ``update(trace:now:)`` takes.
@MainActor
public final class TracePlot: Element {
  /// Seconds shown, ending at the current time.
  public var window = 4.0
  /// How many columns the plot is sampled at.
  static let columns = 160
  static let valueColors = [Color(hex: 0x6200EE), Color(hex: 0x018786)]
  /// A compared stream's value (compare mode's second pane): x pink, y green.
  static let comparedColors = [Color(hex: 0xD81B60), Color(hex: 0x2E7D32)]
  static let velocityColor = Color(hex: 0xE65100)

  /// The title: the strip's line and the motion.
  let title = Label()
  private let area = Element()
  private var valueLines: [Polyline] = []
  private var comparedLines: [Polyline] = []
  private let velocityLine = Polyline()
  private var shades: [Element] = []
  /// Creates a plot `size` big.
  public init(size: Size) {
    super.init()
    // No background of its own: the title line and the area each fill their part, so no pixel
    // is filled twice (on a software GL rasteriser the fill is most of a plot's cost).
    isUserInteractionEnabled = false
    title.fontSize = 11
    title.textColor = Color(white: 0.15)
    title.backgroundColor = .white
    addChild(title)
    // 4 % black over white, as an opaque colour: drawn without blending.
    area.backgroundColor = Color(white: 0.96)
    addChild(area)
    for color in Self.valueColors {
      let line = Polyline()
      line.lineColor = color
      valueLines.append(line)
    }
    for color in Self.comparedColors {
      let line = Polyline()
      line.lineColor = color
      line.isHidden = true
      comparedLines.append(line)
    }
    velocityLine.lineColor = Self.velocityColor.withAlpha(0.8)
    area.addChild(velocityLine)
    for line in comparedLines + valueLines { area.addChild(line) }
    resize(to: size)
  }

  /// Makes the plot `size` big: a 17-point title line over the plotting area. Call
  /// ``update(trace:now:)`` afterwards to redraw the lines at the new size.
  public func resize(to size: Size) {
    self.size = size
    title.frame = Rect(x: 0, y: 0, width: size.width, height: 17)
    area.frame = Rect(x: 0, y: 17, width: size.width, height: max(0, size.height - 17))
    for line in valueLines + comparedLines + [velocityLine] { line.frame = area.bounds }
  }

  /// Draws `trace` for the window ending at `now` (clock time).
  public func update(trace: VisualizationTrace, now: Double) {
    update(trace: trace, comparedWith: nil, now: now)
  }

  /// Draws `trace` for the window ending at `now` (clock time) and, when there is one, `compared`
  /// (the same stream of another copy of the scene) over it in its own colours, both on one
  /// range per component; the velocity is left out then.
  public func update(
    trace: VisualizationTrace, comparedWith compared: VisualizationTrace?, now: Double
  ) {
    let width = area.size.width
    let height = area.size.height
    let start = now - window
    // The samples in the window, and the one in force when it starts (values hold until the
    // next one), so a stream that has not changed for a while still shows its value.
    let all = trace.samples
    let firstInWindow = all.firstIndex { $0.time >= start } ?? all.endIndex
    let samples = all[max(all.startIndex, firstInWindow - 1)...]
    let components = samples.last?.components.count ?? 0
    // Active intervals, shaded.
    var intervals: [(Double, Double)] = []
    var activeSince: Double? = trace.state(at: start) == .active ? start : nil
    for change in trace.stateChanges where change.time > start {
      if change.state == .active, activeSince == nil { activeSince = change.time }
      if change.state == .atRest, let since = activeSince {
        intervals.append((since, change.time))
        activeSince = nil
      }
    }
    if let since = activeSince { intervals.append((since, now)) }
    while shades.count < intervals.count {
      let shade = Element()
      // 10 % of #6200EE over the area's grey, as an opaque colour: drawn without blending.
      shade.backgroundColor = Color(red: 0.902, green: 0.864, blue: 0.957)
      shade.isUserInteractionEnabled = false
      area.insertChild(shade, at: 0)
      shades.append(shade)
    }
    for (i, shade) in shades.enumerated() {
      shade.isHidden = i >= intervals.count
      guard i < intervals.count else { continue }
      let x0 = (intervals[i].0 - start) / window * width
      let x1 = (intervals[i].1 - start) / window * width
      shade.frame = Rect(
        x: max(0, x0), y: 0, width: max(1, min(width, x1) - max(0, x0)), height: height)
    }
    // Values and velocity, each series on its own range.
    func x(_ time: Double) -> Double { (time - start) / window * width }
    func scaled(_ values: [(Double, Double)]) -> [Point] {
      let ys = values.map(\.1).filter(\.isFinite)
      guard let low = ys.min(), let high = ys.max() else { return [] }
      let span = max(high - low, 1e-9)
      return values.map { Point(x: x($0.0), y: height - 2 - ($0.1 - low) / span * (height - 4)) }
    }
    /// Component `index` of `trace`'s samples in the window, held until now.
    func values(_ trace: VisualizationTrace, _ index: Int) -> [(Double, Double)] {
      let all = trace.samples
      let first = all.firstIndex { $0.time >= start } ?? all.endIndex
      var values = all[max(all.startIndex, first - 1)...].map {
        (max(start, $0.time), $0.components[min(index, $0.components.count - 1)])
      }
      if let last = values.last, last.0 < now { values.append((now, last.1)) }
      return values
    }
    for index in valueLines.indices {
      let line = valueLines[index]
      let comparedLine = comparedLines[index]
      line.isHidden = index >= components
      comparedLine.isHidden = compared == nil || index >= components
      guard index < components else { continue }
      let mine = values(trace, index)
      guard let compared else {
        line.points = scaled(mine)
        continue
      }
      // One range for both, so that the two curves can be compared point for point.
      let theirs = values(compared, index)
      let both = scaled(mine + theirs)
      line.points = Array(both.prefix(mine.count))
      comparedLine.points = Array(both.dropFirst(mine.count))
    }
    var velocities: [(Double, Double)] = []
    var previous: VisualizationTrace.Sample?
    for sample in samples {
      if let p = previous, sample.time > p.time, sample.time >= start,
        sample.components.count == p.components.count
      {
        var squared = 0.0
        for (a, b) in zip(sample.components, p.components) { squared += (a - b) * (a - b) }
        let speed = squared.squareRoot() / (sample.time - p.time)
        let signed =
          sample.components.count == 1
          ? (sample.components[0] - p.components[0]) / (sample.time - p.time) : speed
        velocities.append((sample.time, signed))
      }
      previous = sample
    }
    velocityLine.isHidden = velocities.count < 2 || compared != nil
    velocityLine.points = scaled(velocities)
    let motion: String
    if trace.state(at: now) == .atRest {
      motion = "at rest"
    } else if components == 0 {
      motion = "active"
    } else {
      let velocity =
        velocities.last.map { Self.velocityText($0.1, components: components, text: trace.text) }
        ?? ValueFormat.placeholder
      motion = "\(components == 2 ? "speed" : "velocity") \(velocity)"
    }
    if let compared {
      title.text = "\(trace.prefix)A \(trace.text) · B \(compared.text)"
    } else {
      title.text = "\(trace.prefix)\(trace.text) · \(motion)"
    }
  }

  /// A velocity of a stream whose line reads `text`, in the stream's unit per second, read off
  /// the unit the line's text ends with (the sandbox formats values with ``ValueFormat``):
  /// `°` is an angle in radians shown in degrees (`"98°/s"`), `×` a scale (`"0.85×/s"`), `pt` a
  /// position (`"412 pt/s"`), `pt/s` a velocity (`"1200 pt/s²"`); anything else is a bare
  /// number per second (`"1.50/s"`). `components` is 1 for a number, 2 for a point (whose
  /// velocity is its speed).
  static func velocityText(_ velocity: Double, components: Int, text: String) -> String {
    if text.hasSuffix("°") { return ValueFormat.degreesPerSecond(fromRadians: velocity) }
    if text.hasSuffix("×") { return ValueFormat.scalePerSecond(velocity) }
    if text.hasSuffix(" pt/s") { return ValueFormat.fixed(velocity, digits: 0) + " pt/s²" }
    if text.hasSuffix(" pt") { return ValueFormat.fixed(velocity, digits: 0) + " pt/s" }
    return ValueFormat.fixed(velocity, digits: 2) + "/s"
  }
}
