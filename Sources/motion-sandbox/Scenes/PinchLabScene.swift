import MaterialMotion
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// For touchpad and touchscreen pinch testing: the raw SDL input events with timestamps and
/// rates, the recognizers' state, scale, rotation and velocity, and a trace of the scale over the
/// last four seconds.
@MainActor
final class PinchLabScene: SandboxScene {
  static let name = "pinch-lab"
  static let hint = "Pinch and rotate anywhere: raw events, recognizer values and a scale trace."

  private let stage: SceneStage
  private let scaleRecognizer: ScaleGestureRecognizer
  private let rotationRecognizer: RotationGestureRecognizer
  private var eventLines: [Label] = []
  private let rateLabel = Label()
  private let scaleLabel = Label()
  private let rotationLabel = Label()
  private var recent: [RawInputEvent] = []
  private var trace: [Double] = []
  private var bars: [Element] = []
  private let traceHeight = 120.0
  private let panel = Element()
  private let square: Element

  init(context: SceneContext) {
    stage = SceneStage(context)
    square = stage.makeSquare()
    square.position = Point(x: context.root.size.width * 0.72, y: context.root.size.height * 0.42)
    let scalable = Scalable(element: square, containerElement: context.root)
    let rotatable = Rotatable(element: square, containerElement: context.root)
    scaleRecognizer = scalable.gestureRecognizer
    rotationRecognizer = rotatable.gestureRecognizer
    stage.motion.connect(scalable)
    stage.motion.connect(rotatable)

    panel.frame = Rect(x: 8, y: 40, width: 470, height: 330)
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
    for (label, y) in [(rateLabel, 254.0), (scaleLabel, 278.0), (rotationLabel, 298.0)] {
      label.fontSize = 12
      label.frame = Rect(x: 0, y: y, width: 470, height: 18)
      label.textColor = Color(white: 0.1)
      panel.addChild(label)
    }

    let plot = Element()
    plot.frame = Rect(
      x: 8, y: context.root.size.height - 40 - traceHeight, width: 480, height: traceHeight)
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
    stage.add(plot)
    let caption = Label()
    caption.fontSize = 11
    caption.textColor = Color(white: 0.3)
    caption.frame = Rect(x: 8, y: plot.frame.minY - 18, width: 480, height: 16)
    caption.text = "scale over the last 4 s (log scale, 0.25× to 4×, middle line 1×)"
    caption.isUserInteractionEnabled = false
    stage.add(caption)

    stage.keep(
      context.rawInput.subscribeToValue { [unowned self] event in
        self.recent.insert(event, at: 0)
        if self.recent.count > 400 { self.recent.removeLast(self.recent.count - 400) }
      })
  }

  func update(time: Double) {
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
      "rotation: \(r.state)  \(RawInputEvent.fixed(r.rotation, 3)) rad  velocity \(RawInputEvent.fixed(r.velocity, 2)) rad/s"

    let scale = square.scale
    trace.append(scale)
    if trace.count > bars.count { trace.removeFirst(trace.count - bars.count) }
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
