import MaterialMotion
import MaterialMotionChecking
import MaterialMotionSDL

/// `--report` and `--report-sheet`: the run's touchpad gestures, measured from its first frame to
/// its last whatever scenes it shows, written at the end as the JSON report and the one-page PNG
/// sheet.
///
/// A takeover (the timeline) replays the run from its start: what was measured is dropped then,
/// and the replayed input counted again (without latency: it is not read at a real time).
@MainActor
final class GestureReportCollector {
  private(set) var statistics = GestureStatistics()
  private var subscription: Subscription?
  private var wasFastForwarding = false
  private let host: SandboxHost

  /// Measures the gestures `host` handles from now on.
  init(host: SandboxHost) {
    self.host = host
    subscription = host.input.subscribeToValue { [weak self] input in
      self?.record(input)
    }
  }

  private func record(_ input: TimedInput) {
    followRewinds()
    statistics.record(input)
  }

  /// A rewind began (its first frame or its first input, whichever comes first): what was
  /// measured goes, and the replay counts the run again.
  private func followRewinds() {
    if host.isFastForwarding && !wasFastForwarding { statistics = GestureStatistics() }
    wasFastForwarding = host.isFastForwarding
  }

  /// A frame of the run was made (call once a frame, after its input, before it is drawn).
  func frame() {
    followRewinds()
    if host.isFrameHeld && !host.isFastForwarding { return }
    // A rewind's replay is not read at a real time: nothing of it is measured.
    let measured = host.timing == .realTime && !host.isFastForwarding
    statistics.frame(
      time: measured ? host.frameTime : nil, lastShown: measured ? host.lastShownTime : nil)
  }

  /// The report of what was measured, for a run that started in `scene`.
  func report(scene: String) -> GestureReport {
    GestureReport(statistics, scene: scene, realTime: host.timing == .realTime)
  }

  /// Writes the report to `path` (whole or not at all; an existing file only `replacing`) and
  /// returns the line that says so.
  func writeReport(to path: String, scene: String, replacing: Bool) throws -> String {
    let report = report(scene: scene)
    do {
      try OutputFile.write(Array(try report.json().utf8), to: path, replacing: replacing)
    } catch let problem as PlatformError {
      throw SandboxError("--report: \(problem.description)")
    }
    let anomalies = report.anomalies.count
    return
      "gesture report: \(path) (\(report.run.events) gesture events, \(anomalies) anomal\(anomalies == 1 ? "y" : "ies"))"
  }

  /// Draws the sheet (the lab's view of the whole run, titled) in the window's back buffer,
  /// without presenting it, and writes it to `path` as a PNG (an existing file only
  /// `replacing`).
  func writeSheet(
    to path: String, scene: String, window: SDLWindow, replacing: Bool
  ) throws -> String {
    let size = host.root.size
    let page = Element()
    page.frame = Rect(origin: .zero, size: size)
    let title = Label()
    title.fontSize = 14
    title.textColor = Color(white: 0.1)
    title.frame = Rect(x: 8, y: 10, width: size.width - 16, height: 20)
    let clock = host.timing == .realTime ? "live" : "replayed (latency is measured live only)"
    title.text =
      "\(ProgramName.current) touchpad gesture report — \(scene), \(clock), \(statistics.events) events"
    page.addChild(title)
    let view = GestureLabView(width: max(200, size.width - 16))
    view.frame = Rect(x: 8, y: 38, width: view.size.width, height: GestureLabView.height)
    view.show(statistics)
    page.addChild(view)
    host.renderer.draw(
      page, overlay: Element(), background: host.background, pixelScale: window.pixelScale)
    var pixels: [UInt8] = []
    let (w, h) = try window.readPixelsRGB(into: &pixels)
    try PNGFile.write(path: path, pixels: pixels, width: w, height: h, replacing: replacing)
    return "gesture sheet: \(path)"
  }
}
