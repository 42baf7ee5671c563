import Foundation
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// The gesture lab end to end on native Wayland: the wlroots test compositor sends pointer-gesture
/// swipes and holds (one of each cancelled) to `gesture-lab`; the report counts exactly what was
/// sent, the lab shows it, and the run's recording replays to the same report.
@Suite(.serialized) struct GestureReportWaylandTests {
  @Test func swipesAndHoldsAreCountedAsSentAndReplayToTheSameReport() throws {
    let compositor = try ServerRequirement.start("the wlroots test compositor") {
      try WaylandGestureCompositor()
    }
    defer { withExtendedLifetime(compositor) {} }
    let dir = AppHarness.temporaryDirectory("gesture-report-wayland")
    let (recording, report) = (dir + "/run.jsonl", dir + "/live.json")
    let app = try compositor.launch([
      "--scene", "gesture-lab", "--renderer", "software", "--screenshot-dir", dir,
      "--record-input", recording, "--report", report,
    ])
    _ = try compositor.waitForWindow(of: app)
    usleep(500_000)
    try compositor.pointer(x: 400, y: 300)
    usleep(100_000)
    try compositor.swipe(fingers: 3, dx: -120, dy: 30, steps: 8)
    try compositor.swipe(fingers: 4, dx: 90, steps: 6, cancelled: true)
    for cancelled in [false, true, false] {
      try compositor.holdBegin(fingers: 2)
      usleep(80_000)
      try compositor.holdEnd(cancelled: cancelled)
    }
    usleep(500_000)
    try compositor.key("F12")
    usleep(500_000)
    try compositor.key("Escape")
    let status = app.wait(timeout: 20)
    #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")

    let live = try GestureReport.decode(String(contentsOfFile: report, encoding: .utf8))
    let swipe = try #require(live.gestures[.swipe])
    #expect((swipe.begin, swipe.update, swipe.end, swipe.cancelled) == (2, 14, 1, 1))
    #expect(swipe.fingers == ["3": 1, "4": 1])
    let dx = try #require(swipe.deltas["dx"])
    #expect(dx.spread.count == 14 && dx.spread.max == 15)
    let hold = try #require(live.gestures[.hold])
    #expect((hold.begin, hold.update, hold.end, hold.cancelled) == (3, 0, 2, 1))
    #expect(hold.fingers == ["2": 3])
    #expect(live.gestures[.pinch]?.begin == 0)
    // Pointer gestures name no device: the seat, as the compositor named it.
    #expect(live.devices == [.init(source: "wayland", id: nil, name: "seat0")])
    #expect(live.latencyMs.count == 24, "every event shown: \(live.latencyMs)")
    #expect(live.readDelayMs.count == 24 && live.frameIntervalMs.count > 0)
    // The budget's figures (not asserted: timing belongs to the benchmark notes).
    print(
      "gesture report (Wayland, wlroots headless): stamp to present p50 \(live.latencyMs.p50 ?? -1) p95 \(live.latencyMs.p95 ?? -1) max \(live.latencyMs.max ?? -1) ms; stamp to frame read p95 \(live.readDelayMs.p95 ?? -1) max \(live.readDelayMs.max ?? -1) ms; frame interval p50 \(live.frameIntervalMs.p50 ?? -1) ms"
    )
    // The lab drew its table: the screenshot is not the empty scene.
    let shot = try Frame(path: #require(app.screenshots.first, "no screenshot: \(app.stdout)"))
    #expect(shot.width == 800)

    let replayReport = dir + "/replayed.json"
    _ = try HeadlessReplay(recording, arguments: ["--report", replayReport])
    let replayed = try GestureReport.decode(String(contentsOfFile: replayReport, encoding: .utf8))
    #expect(replayed.gestures == live.gestures && replayed.anomalies == live.anomalies)
    #expect(replayed.devices == live.devices)
  }
}
