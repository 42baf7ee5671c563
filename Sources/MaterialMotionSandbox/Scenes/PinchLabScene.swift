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
  static let hint = "Pinch and rotate anywhere (touchpad, touchscreen, ctrl+wheel, Alt+drag)"

  private let stage: SceneStage
  private static let panelWidth = 470.0
  private let scaleRecognizer: ScaleGestureRecognizer
  private let rotationRecognizer: RotationGestureRecognizer
  private var eventLines: [Label] = []
  private let rateLabel = Label()
  private let scaleLabel = Label()
  private let rotationLabel = Label()
  private let sourceLabel = Label()
  private let touchpadLabel = Label()
  private var pinchSource = "none yet"
  private var lastTouchpad: (pinch: TouchpadPinch, time: Double)?
  private var touchpadRotation = 0.0
  private var touchpadIntervals: [Double] = []
  private var rotationTrace: [Double] = []
  private var rotationDots: [Element] = []
  private var recent: [RawInputEvent] = []
  private var trace: [Double] = []
  private var bars: [Element] = []
  private let traceHeight = 120.0
  private let panel = Element()
  private let square: Element
  private let inputTime: () -> Double

  init(context: SceneContext) {
    stage = SceneStage(context)
    inputTime = context.inputTime
    square = stage.makeSquare()
    // Smaller than elsewhere and right of the panel, so it stays clear of it as it grows.
    square.size = Size(width: 120, height: 120)
    square.position = Point(
      x: (Self.panelWidth + 16 + context.root.size.width) / 2, y: context.root.size.height * 0.4)
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
      label.frame = Rect(x: 0, y: y, width: 470, height: size + 5)
      label.textColor = Color(white: 0.15)
      panel.addChild(label)
      return label
    }
    let title = line(4, size: 13)
    title.text = "raw input (newest first)"
    eventLines = (0..<14).map { line(24 + Double($0) * 16) }
    touchpadLabel.fontSize = 11
    for (label, y) in [
      (rateLabel, 254.0), (scaleLabel, 278.0), (rotationLabel, 298.0), (sourceLabel, 322.0),
      (touchpadLabel, 342.0),
    ] {
      label.fontSize = 12
      label.frame = Rect(x: 0, y: y, width: 470, height: 18)
      label.textColor = Color(white: 0.1)
      panel.addChild(label)
    }

    let plot = Element()
    // Above the visualization strip's two lines.
    let stripHeight = 2 * VisualizationElement.lineHeight(forFontSize: strip.fontSize)
    plot.frame = Rect(
      x: 8, y: context.root.size.height - stripHeight - 8 - traceHeight, width: 480,
      height: traceHeight)
    plot.backgroundColor = Color(white: 0, alpha: 0.05)
    plot.isUserInteractionEnabled = false
    let baseline = Element()
    baseline.frame = Rect(x: 0, y: traceHeight / 2, width: 480, height: 1)
    baseline.backgroundColor = Color(white: 0, alpha: 0.3)
    plot.addChild(baseline)
    bars = (0..<240).map { i in
      let bar = Element()
      bar.frame = Rect(x: Double(i) * 2, y: traceHeight / 2, width: 2, height: 0)
      bar.backgroundColor = Color(hex: 0x6200EE, alpha: 0.8)
      plot.addChild(bar)
      return bar
    }
    rotationDots = (0..<240).map { i in
      let dot = Element()
      dot.frame = Rect(x: Double(i) * 2, y: traceHeight / 2, width: 2, height: 2)
      dot.backgroundColor = Color(hex: 0xE65100)
      plot.addChild(dot)
      return dot
    }
    stage.add(plot)
    let caption = Label()
    caption.fontSize = 11
    caption.textColor = Color(white: 0.3)
    caption.frame = Rect(x: 8, y: plot.frame.minY - 18, width: 480, height: 16)
    caption.text = "last 4 s: scale (bars, log, 0.25× to 4×, middle 1×) · rotation (dots, ±180°)"
    caption.isUserInteractionEnabled = false
    stage.add(caption)
    // The trace stays above the strip at the bottom when the window is resized.
    stage.onResize { old, new in
      for element in [plot, caption] {
        element.position.y += new.height - old.height
      }
    }

    stage.keep(
      context.rawInput.subscribeToValue { [unowned self] event in
        self.recent.insert(event, at: 0)
        if self.recent.count > 400 { self.recent.removeLast(self.recent.count - 400) }
        self.note(event)
      })
  }

  /// Tracks which path pinches come from and the touchpad's own values.
  private func note(_ event: RawInputEvent) {
    if let pinch = event.touchpadPinch {
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
    switch event.kind {
    case "FINGERDOWN", "FINGERMOTION": pinchSource = "touchscreen fingers"
    case "MULTIGESTURE": pinchSource = "SDL multigesture"
    case "MOUSEWHEEL" where event.detail.contains("ctrl"): pinchSource = "ctrl + wheel"
    case "MOUSEBUTTONDOWN" where event.detail.contains("alt"): pinchSource = "Alt + drag"
    default: break
    }
  }

  func update(time _: Double) {
    // Rates and ages are about input, on its clock (time control slows only the animations).
    let time = inputTime()
    for (i, label) in eventLines.enumerated() {
      if i < recent.count {
        let e = recent[i]
        label.text = "t=\(RawInputEvent.fixed(e.time, 3).dropFirst())  \(e.kind)  \(e.detail)"
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
      "scale: \(s.state)  \(RawInputEvent.fixed(s.scale, 3))×  velocity \(RawInputEvent.fixed(s.velocity, 2))/s  touches \(s.numberOfTouches)"
    let r = rotationRecognizer
    rotationLabel.text =
      "rotation: \(r.state)  \(RawInputEvent.fixed(r.rotation * 180 / .pi, 1))°  velocity \(RawInputEvent.fixed(r.velocity * 180 / .pi, 0))°/s"
    sourceLabel.text = "last pinch from: \(pinchSource)"
    if let (pinch, at) = lastTouchpad {
      let rate = recent.filter { time - $0.time <= 1 && $0.touchpadPinch != nil }.count
      let spacing =
        touchpadIntervals.isEmpty
        ? "–"
        : SandboxHost.ms(touchpadIntervals.reduce(0, +) / Double(touchpadIntervals.count) * 1000)
      let cancelled = pinch.isCancelled ? " (cancelled)" : ""
      touchpadLabel.text =
        "touchpad: \(pinch.source.displayName) \(pinch.phase.rawValue)\(cancelled) · "
        + "\(RawInputEvent.fixed(pinch.scale, 3).dropFirst())× · \(RawInputEvent.fixed(touchpadRotation, 1))° · "
        + "\(pinch.fingers) fingers · \(rate)/s · every \(spacing) ms · \(RawInputEvent.fixed(time - at, 1).dropFirst()) s ago"
    } else {
      touchpadLabel.text = "touchpad: no gesture yet (two fingers on the touchpad)"
    }

    let scale = square.scale
    trace.append(scale)
    if trace.count > bars.count { trace.removeFirst(trace.count - bars.count) }
    rotationTrace.append(square.rotation)
    if rotationTrace.count > rotationDots.count {
      rotationTrace.removeFirst(rotationTrace.count - rotationDots.count)
    }
    let dotOffset = rotationDots.count - rotationTrace.count
    for (i, dot) in rotationDots.enumerated() {
      dot.isHidden = i < dotOffset
      guard i >= dotOffset else { continue }
      // Rotation wrapped to ±180°, top to bottom of the plot.
      var degrees = rotationTrace[i - dotOffset] * 180 / .pi
      degrees = degrees - 360 * (degrees / 360).rounded()
      dot.frame = Rect(
        x: Double(i) * 2, y: traceHeight / 2 - degrees / 180 * (traceHeight / 2 - 1) - 1,
        width: 2, height: 2)
    }
    let offset = bars.count - trace.count
    for (i, bar) in bars.enumerated() {
      guard i >= offset else {
        bar.isHidden = true
        continue
      }
      bar.isHidden = false
      // log2(scale) in -2...2 maps to the plot's height.
      let v = max(-2, min(2, log2(max(trace[i - offset], 1e-3))))
      let h = abs(v) / 2 * traceHeight / 2
      bar.frame = Rect(
        x: Double(i) * 2, y: v >= 0 ? traceHeight / 2 - h : traceHeight / 2, width: 2,
        height: max(h, 1))
    }
  }

  func tearDown() { stage.tearDown() }
}
