import Foundation
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// The gesture report end to end on X11 with no touchpad: Xorg's `inputtest` driver sends real
/// XI 2.4 pinches and swipes of three and four fingers, one of them cancelled; `--report` counts
/// exactly what was sent and measures the latency to the present; the run's recording replays to
/// the same counts, intervals and anomalies, and to the same frame.
@Suite(.serialized) struct GestureReportX11Tests {
  @Test func theReportCountsWhatWasSentAndTheRecordingReplaysToTheSameReport() throws {
    let server = try ServerRequirement.start("Xorg with the dummy and inputtest drivers") {
      try XorgGestureServer()
    }
    defer { withExtendedLifetime(server) {} }
    let dir = AppHarness.temporaryDirectory("gesture-report-x11")
    let (recording, report, sheet) = (dir + "/run.jsonl", dir + "/live.json", dir + "/live.png")
    let (app, window) = try server.launch([
      "--scene", "carousel", "--renderer", "software", "--screenshot-dir", dir,
      "--record-input", recording, "--report", report, "--report-sheet", sheet,
    ])
    try server.pinch(to: 1.4, rotation: 20, steps: 12, interval: 0.012)
    try server.swipe(fingers: 3, dx: -200, steps: 10, interval: 0.012)
    usleep(800_000)
    try server.swipe(fingers: 4, dx: 150, steps: 8, interval: 0.012, cancelled: true)
    try server.pinch(fingers: 3, to: 0.8, steps: 6, interval: 0.012)
    usleep(500_000)
    try server.xdotool(["key", "--window", window, "F12"])
    usleep(500_000)
    try server.xdotool(["key", "--window", window, "Escape"])
    let status = app.wait(timeout: 20)
    #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")
    #expect(app.stdout.contains("gesture report: \(report)"), "\(app.stdout)")

    let live = try GestureReport.decode(String(contentsOfFile: report, encoding: .utf8))
    let pinch = try #require(live.gestures[.pinch])
    #expect((pinch.begin, pinch.update, pinch.end, pinch.cancelled) == (2, 18, 2, 0))
    #expect(pinch.fingers == ["2": 1, "3": 1])
    let swipe = try #require(live.gestures[.swipe])
    #expect((swipe.begin, swipe.update, swipe.end, swipe.cancelled) == (2, 18, 1, 1))
    #expect(swipe.fingers == ["3": 1, "4": 1])
    #expect(live.gestures[.hold]?.begin == 0)
    #expect(live.run.events == 44 && live.run.clock == "real time")
    // The touchpad, as the X server names the inputtest device (xorg.conf's Identifier).
    #expect(live.devices.count == 1, "\(live.devices)")
    #expect(live.devices.first?.source == "xi2" && live.devices.first?.name == "inputtest-touchpad")
    #expect((live.devices.first?.id ?? 0) > 1, "an XI slave device's id")
    // Every event was shown, and its latency measured to the present.
    #expect(live.latencyMs.count == 44, "latency: \(live.latencyMs)")
    #expect(live.readDelayMs.count == 44 && live.frameIntervalMs.count > 0)
    // The budget's figures (not asserted: timing belongs to the benchmark notes).
    print(
      "gesture report (X11, inputtest): stamp to present p50 \(live.latencyMs.p50 ?? -1) p95 \(live.latencyMs.p95 ?? -1) max \(live.latencyMs.max ?? -1) ms; stamp to frame read p95 \(live.readDelayMs.p95 ?? -1) max \(live.readDelayMs.max ?? -1) ms; frame interval p50 \(live.frameIntervalMs.p50 ?? -1) ms"
    )
    let sheetFrame = try Frame(path: sheet)
    #expect(sheetFrame.width == 800 && sheetFrame.height == 600)

    // The recording replays to the same report, less what only a live run measures.
    let replayReport = dir + "/replayed.json"
    let replay = try HeadlessReplay(recording, arguments: ["--report", replayReport])
    let replayed = try GestureReport.decode(String(contentsOfFile: replayReport, encoding: .utf8))
    #expect(replayed.gestures == live.gestures)
    #expect(replayed.devices == live.devices)
    #expect(replayed.anomalies == live.anomalies)
    #expect(replayed.run.events == live.run.events)
    #expect(replayed.run.gestureSeconds == live.run.gestureSeconds)
    #expect(replayed.run.clock == "virtual" && replayed.latencyMs.count == 0)
    let liveFrame = try Frame(path: #require(app.screenshots.first, "no screenshot: \(app.stdout)"))
    let replayFrame = try Frame(path: #require(replay.screenshots.first))
    #expect(liveFrame.differingPixels(from: replayFrame) == 0)
  }
}
