import MaterialMotion
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// For touchpad and touchscreen pinch testing: the raw input events with timestamps and rates,
/// which path the pinch came from (XI 2.4, Wayland, touchscreen, multigesture, ctrl + wheel,
/// Alt + drag), a touchpad readout (phase, absolute scale, rotation, fingers, event rate and
/// spacing), the recognizers' state, scale, rotation and velocity, and a trace of the scale and
/// rotation over the last four seconds.
@MainActor
final class PinchLabScene: SandboxScene {
  static let name = "pinch-lab"
  /// Its trace is the plots of its strip's scale and rotation: `G` adds no second copy.
  static let drawsItsOwnPlots = true
  static let hint = "Pinch and rotate anywhere (touchpad, touchscreen, ctrl+wheel, Alt+drag)"
  static let traceLength = SceneParameter(
    "trace.length", title: "trace length", range: 1...20, default: 4, step: 0.5, unit: "s")
  static let parameters = [traceLength]

  private let stage: SceneStage
  private let scalePlot = TracePlot(size: PinchLabScene.plotSize)
  private let rotationPlot = TracePlot(size: PinchLabScene.plotSize)
  private static let plotSize = Size(width: 480, height: 58)
  private weak var strip: VisualizationElement?
  private static let panelWidth = 490.0
  private let scaleRecognizer: ScaleGestureRecognizer
  private let rotationRecognizer: RotationGestureRecognizer
  private var eventLines: [Label] = []
  private let rateLabel = Label()
  private let scaleLabel = Label()
  private let rotationLabel = Label()
  private let sourceLabel = Label()
  private let touchpadLabel = Label()
  /// The touchpad gesture's rate and age, under ``touchpadLabel``.
  private let touchpadRateLabel = Label()
  private var pinchSource = "none yet"
  private var lastTouchpad: (pinch: TouchpadPinch, time: Double)?
  private var touchpadRotation = 0.0
  private var touchpadIntervals: [Double] = []
  private var recent: [InputLogEntry] = []
  private var log = InputLog()
  private let traceHeight = 120.0
  private let panel = Element()
  private let square: Element
  private let inputTime: () -> Double
  private let traceSeconds: ReactiveProperty<Double>

  init(context: SceneContext) {
    stage = SceneStage(context)
    inputTime = context.inputTime
    traceSeconds = stage.parameter(Self.traceLength)
    square = stage.makeSquare()
    square.size = Size(width: Self.squareSide, height: Self.squareSide)
    let scalable = Scalable(element: square, containerElement: context.root)
    let rotatable = Rotatable(element: square, containerElement: context.root)
    let strip = stage.motion.visualizationElement
    scalable.valueStream = scalable.valueStream.visualize(
      prefix: "scale: ", in: strip, format: ValueFormat.scale)
    rotatable.valueStream = rotatable.valueStream.visualize(
      prefix: "rotation: ", in: strip, format: ValueFormat.degrees(fromRadians:))
    scaleRecognizer = scalable.gestureRecognizer
    rotationRecognizer = rotatable.gestureRecognizer
    stage.motion.connect(scalable)
    stage.motion.connect(rotatable)

    panel.frame = Rect(x: 8, y: 52, width: Self.panelWidth, height: 362)
    panel.backgroundColor = Color(white: 1, alpha: 0.85)
    panel.cornerRadius = 6
    panel.isUserInteractionEnabled = false
    stage.add(panel)
    func line(_ y: Double, size: Double = 11) -> Label {
      let label = Label()
      label.fontSize = size
      label.frame = Rect(x: 0, y: y, width: Self.panelWidth, height: size + 5)
      label.textColor = Color(white: 0.15)
      panel.addChild(label)
      return label
    }
    let title = line(4, size: 13)
    title.text = "raw input (newest first)"
    eventLines = (0..<14).map { line(24 + Double($0) * 16) }
    for (label, y) in [
      (rateLabel, 252.0), (scaleLabel, 272.0), (rotationLabel, 290.0), (sourceLabel, 310.0),
      (touchpadLabel, 328.0), (touchpadRateLabel, 344.0),
    ] {
      label.fontSize = 12
      label.frame = Rect(x: 0, y: y, width: Self.panelWidth, height: 18)
      label.textColor = Color(white: 0.1)
      panel.addChild(label)
    }

    // The trace: the strip's scale and rotation streams as plots (value, velocity, active
    // time shaded) over the last `trace.length` seconds.
    strip.recordsTraces = true
    self.strip = strip
    let stripHeight = 2 * VisualizationElement.lineHeight(forFontSize: strip.fontSize)
    let plot = Element()
    plot.frame = Rect(
      x: 8, y: context.root.size.height - stripHeight - 8 - traceHeight, width: 480,
      height: traceHeight)
    plot.isUserInteractionEnabled = false
    let plotSize = Self.plotSize
    scalePlot.frame = Rect(origin: .zero, size: plotSize)
    rotationPlot.frame = Rect(origin: Point(x: 0, y: traceHeight / 2 + 2), size: plotSize)
    plot.addChild(scalePlot)
    plot.addChild(rotationPlot)
    stage.add(plot)
    let caption = Label()
    caption.fontSize = 11
    caption.textColor = Color(white: 0.3)
    caption.frame = Rect(x: 8, y: plot.frame.minY - 18, width: 480, height: 16)
    stage.keep(
      traceSeconds.asStream().subscribeToValue { seconds in
        caption.text =
          "last \(Self.traceLength.flagText(seconds)) s of clock time: value, velocity (orange), active shaded"
      })
    caption.isUserInteractionEnabled = false
    stage.add(caption)
    traceRegion = {
      Rect(
        x: plot.frame.minX, y: caption.frame.minY, width: plot.frame.width,
        height: plot.frame.maxY - caption.frame.minY)
    }
    // The trace stays above the strip at the bottom when the window is resized.
    stage.onResize { old, new in
      for element in [plot, caption] {
        element.position.y += new.height - old.height
      }
    }

    // The square: in the free region right of the panel, and never drawn beyond it. Scaled or
    // turned so far that it would reach the panel, it is drawn smaller (its scale and rotation,
    // which the strip, the plots and the recognizers show, stay what the gesture made them),
    // and a note under it says so.
    fitNote.fontSize = 11
    fitNote.textColor = Color(white: 0.35)
    fitNote.isUserInteractionEnabled = false
    stage.add(fitNote)
    placeSquare()
    stage.onResize { [unowned self] _, _ in self.placeSquare() }
    stage.keep(
      square.scaleProperty.asStream().subscribeToValue { [unowned self] _ in self.fitSquare() })
    stage.keep(
      square.rotationProperty.asStream().subscribeToValue { [unowned self] _ in self.fitSquare() })

    stage.keep(
      context.input.subscribeToValue { [unowned self] input in
        guard let entry = self.log.entry(for: input) else { return }
        self.recent.insert(entry, at: 0)
        if self.recent.count > 400 { self.recent.removeLast(self.recent.count - 400) }
        self.note(entry)
      })
  }

  /// The square's side at scale 1.
  static let squareSide = 120.0
  private let fitNote = Label()
  private var traceRegion: () -> Rect = { .null }

  /// The raw-input panel and the trace under it: the plots (G) keep clear of them.
  var occupiedRegions: [Rect] { [panel.frame, traceRegion()] }

  /// Where the square may be drawn: right of the panel and the trace, below the hint lines and the readouts
  /// under them, above the strip (and the note under the square), 8 points from each.
  var squareRegion: Rect {
    let size = stage.root.size
    let left = occupiedRegions.map(\.maxX).max().map { $0 + 8 } ?? 8
    let top = 80.0
    let stripTop = size.height - 2 * VisualizationElement.lineHeight(forFontSize: 14)
    let bottom = stripTop - 8 - 18
    return Rect(x: left, y: top, width: max(0, size.width - 8 - left), height: max(0, bottom - top))
  }

  /// Centres the square in its region (at start and after a resize) and fits it in.
  private func placeSquare() {
    let region = squareRegion
    square.position = region.center
    fitNote.frame = Rect(x: region.minX, y: region.maxY + 2, width: region.width, height: 16)
    fitSquare()
  }

  /// Draws the square at its full side unless, scaled and turned as it is, it would reach beyond
  /// its region: then smaller, just fitting.
  private func fitSquare() {
    let region = squareRegion
    let extent = min(region.width, region.height)
    let turn = abs(cos(square.rotation)) + abs(sin(square.rotation))
    let scale = max(abs(square.scale), 1e-9)
    let needed = Self.squareSide * scale * turn
    let side =
      needed.isFinite && needed > extent
      ? max(0, extent / (scale * turn)) : Self.squareSide
    square.size = Size(width: side, height: side)
    fitNote.text =
      side < Self.squareSide
      ? "drawn at \(ValueFormat.fixed(side / Self.squareSide * 100, digits: 0)) % to fit beside the panel"
      : ""
  }

  /// Tracks which path pinches come from and the touchpad's own values.
  private func note(_ event: InputLogEntry) {
    if case .touchpadPinch(let pinch) = event.input {
      pinchSource = "touchpad, \(pinch.source.displayName)"
      if pinch.phase == .begin {
        touchpadRotation = 0
        touchpadIntervals.removeAll()
      } else if let last = lastTouchpad {
        touchpadIntervals.append(event.time - last.time)
        if touchpadIntervals.count > 120 { touchpadIntervals.removeFirst() }
      }
      touchpadRotation += pinch.rotationDegrees.isFinite ? pinch.rotationDegrees : 0
      lastTouchpad = (pinch, event.time)
      return
    }
    switch event.input {
    case .finger(let finger) where finger.phase != .up: pinchSource = "touchscreen fingers"
    case .multigesture: pinchSource = "SDL multigesture"
    case .wheel(let wheel) where wheel.modifiers.contains(.control): pinchSource = "ctrl + wheel"
    case .mouse(let mouse) where mouse.modifiers.contains(.alt) && mouse.phase == .down(.left):
      pinchSource = "Alt + drag"
    default: break
    }
  }

  func update(time _: Double) {
    // Rates and ages are about input, on its clock (time control slows only the animations).
    let time = inputTime()
    for (i, label) in eventLines.enumerated() {
      if i < recent.count {
        let e = recent[i]
        label.text =
          "t=\(ValueFormat.signed(e.time, digits: 3).dropFirst())  \(e.kind)  \(e.detail)"
      } else {
        label.text = ""
      }
    }
    var counts: [String: Int] = [:]
    for e in recent where time - e.time <= 1 { counts[e.kind, default: 0] += 1 }
    rateLabel.text =
      "events/s: "
      + (counts.isEmpty
        ? "none"
        : counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: " · "))
    let s = scaleRecognizer
    scaleLabel.text =
      "scale: \(s.state)  \(ValueFormat.signed(s.scale, digits: 3))×  velocity \(ValueFormat.signed(s.velocity, digits: 2))/s  touches \(s.numberOfTouches)"
    let r = rotationRecognizer
    rotationLabel.text =
      "rotation: \(r.state)  \(ValueFormat.signed(r.rotation * 180 / .pi, digits: 1))°  velocity \(ValueFormat.signed(r.velocity * 180 / .pi, digits: 0))°/s"
    sourceLabel.text = "last pinch from: \(pinchSource)"
    if let (pinch, at) = lastTouchpad {
      let rate = recent.filter { time - $0.time <= 1 && $0.kind == "PINCH" }.count
      let spacing =
        touchpadIntervals.isEmpty
        ? "–"
        : ValueFormat.milliseconds(
          touchpadIntervals.reduce(0, +) / Double(touchpadIntervals.count) * 1000)
      let phase = pinch.isCancelled ? "cancel" : pinch.phase.rawValue
      touchpadLabel.text =
        "touchpad: \(pinch.source.displayName) \(phase) · \(pinch.fingers) fingers · "
        + "\(ValueFormat.signed(pinch.scale, digits: 3).dropFirst())× · \(ValueFormat.signed(touchpadRotation, digits: 1))°"
      touchpadRateLabel.text =
        "touchpad events: \(rate)/s · every \(spacing) ms · last \(ValueFormat.signed(time - at, digits: 1).dropFirst()) s ago"
    } else {
      touchpadLabel.text = "touchpad: no gesture yet (two fingers on the touchpad)"
      touchpadRateLabel.text = ""
    }

    scalePlot.window = traceSeconds.value
    rotationPlot.window = traceSeconds.value
    let traces = strip?.traces ?? []
    if traces.count >= 2 {
      scalePlot.update(trace: traces[0], now: stage.clock.now)
      rotationPlot.update(trace: traces[1], now: stage.clock.now)
    }
  }

  func tearDown() { stage.tearDown() }
}
