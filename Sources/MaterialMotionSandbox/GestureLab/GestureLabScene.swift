import MaterialMotion
import MaterialMotionSDL

/// For testing a touchpad: every gesture the desktop sends (pinch, rotate, swipe, hold),
/// measured as it arrives. Per kind the counts of begin, update, end and cancelled, the finger
/// counts, the report rate and the interval between events (p50, p95, max); histograms of the
/// per-event changes; the latency from each event's time stamp to the frame that showed it;
/// anomalies with their time; badges against the Windows Precision Touchpad requirements; and,
/// under them, the raw input log pinch-lab keeps.
///
/// What it shows is ``GestureStatistics`` from the scene's start; `--report` writes the same
/// statistics over the whole run. It adds no recognizers: gestures reach it raw (``SceneContext/input``)
/// and are never sent on any stream's `state` channel.
@MainActor
final class GestureLabScene: SandboxScene {
  static let name = "gesture-lab"
  static let hint =
    "Pinch, rotate, swipe, hold on the touchpad: rates, intervals, latency, anomalies"

  private let stage: SceneStage
  private var statistics = GestureStatistics()
  private let view: GestureLabView
  private var log = InputLog()
  private var recent: [InputLogEntry] = []
  private var logLines: [Label] = []
  private let logPanel = Element()
  private let logTitle = Label()
  private let inputTime: () -> Double
  private let shownTime: () -> Double?
  /// The input time the view was last refreshed at: it is refreshed ten times a second.
  private var refreshed = -Double.infinity
  private var changed = true
  private static let logLineCount = 7

  init(context: SceneContext) {
    stage = SceneStage(context)
    inputTime = context.inputTime
    shownTime = context.shownTime
    view = GestureLabView(width: Self.width(in: context.root.size))
    stage.add(view)
    logPanel.backgroundColor = Color(white: 1, alpha: 0.85)
    logPanel.cornerRadius = 6
    logPanel.isUserInteractionEnabled = false
    stage.add(logPanel)
    logTitle.fontSize = 11
    logTitle.textColor = Color(white: 0.4)
    logTitle.text = "raw input (newest first)"
    logPanel.addChild(logTitle)
    logLines = (0..<Self.logLineCount).map { _ in
      let line = Label()
      line.fontSize = 10
      line.textColor = Color(white: 0.15)
      logPanel.addChild(line)
      return line
    }
    layOut(in: context.root.size)
    stage.onResize { [unowned self] _, size in layOut(in: size) }
    stage.keep(
      context.input.subscribeToValue { [unowned self] input in
        self.statistics.record(input)
        guard let entry = self.log.entry(for: input) else { return }
        self.recent.insert(entry, at: 0)
        if self.recent.count > Self.logLineCount { self.recent.removeLast() }
        self.changed = true
      })
    view.show(statistics)
  }

  /// The panels' width in a window of `size`: its width less 8 points each side (200 at least).
  private static func width(in size: Size) -> Double { max(200, size.width - 16) }

  /// Lays the panels out across a window of `size`, under the title: the statistics, and the
  /// raw input log under them.
  private func layOut(in size: Size) {
    let width = Self.width(in: size)
    view.layOut(width: width)
    view.frame = Rect(x: 8, y: 48, width: width, height: GestureLabView.height)
    logPanel.frame = Rect(
      x: 8, y: 48 + GestureLabView.height + 6, width: width,
      height: 18 + Double(Self.logLineCount) * 14)
    logTitle.frame = Rect(x: 8, y: 2, width: width - 16, height: 15)
    for (index, line) in logLines.enumerated() {
      line.frame = Rect(x: 8, y: 18 + Double(index) * 14, width: width - 16, height: 14)
    }
  }

  /// The panels: the plots (G) keep clear of them.
  var occupiedRegions: [Rect] { [view.frame, logPanel.frame] }

  func update(time _: Double) {
    let latencies = statistics.latency.count
    let shown = shownTime()
    statistics.frame(time: shown == nil ? nil : inputTime(), lastShown: shown)
    if statistics.latency.count != latencies { changed = true }
    let now = inputTime()
    guard changed, now - refreshed >= 0.1 || now < refreshed else { return }
    refreshed = now
    changed = false
    view.show(statistics)
    for (index, line) in logLines.enumerated() {
      guard index < recent.count else {
        line.text = ""
        continue
      }
      let e = recent[index]
      line.text = "t=\(ValueFormat.fixed(e.time, digits: 3))  \(e.kind)  \(e.detail)"
    }
  }

  func tearDown() { stage.tearDown() }
}
