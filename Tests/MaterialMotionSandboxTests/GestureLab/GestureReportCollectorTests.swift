import Foundation
import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// The output of a run with a gesture report: the collector sees each frame after the session
/// updated it, as in the app's run.
@MainActor
final class CollectingOutput: RunOutput {
  let collector: GestureReportCollector

  init(_ collector: GestureReportCollector) { self.collector = collector }

  func runDidUpdate(_ host: SandboxHost) { collector.frame() }
}

/// `--report` over a run the timeline takes over: the report is of the run as it went on, the
/// earlier run's gestures after the frame taken over from are not counted, and those before it
/// are counted once.
@MainActor
@Suite(.serialized) struct GestureReportCollectorTests {
  @Test func aTakeoverCountsTheRunAsItWentOn() throws {
    let suite = TimelineSessionTests()
    let (run, _) = try suite.makeRun()
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    let collector = GestureReportCollector(host: host)
    let collecting = CollectingOutput(collector)
    session.output = collecting
    defer { withExtendedLifetime(collecting) {} }
    let at = Point(x: 100, y: 100)
    func swipe(_ phase: TouchpadPhase) {
      _ = TouchpadGestureBridge.push(
        .touchpadSwipe(
          TouchpadSwipe(
            phase: phase, source: .xi2, fingers: 3,
            delta: phase == .update ? Point(x: 5, y: 0) : .zero, location: at)),
        deviceTime: 0)
    }
    for _ in 0..<10 { try host.runFrame() }
    swipe(.begin)
    try host.runFrame()
    for _ in 0..<5 {
      swipe(.update)
      try host.runFrame()
    }
    swipe(.end)
    while host.frameIndex < 80 { try host.runFrame() }
    // A second swipe, after the frame taken over from below.
    swipe(.begin)
    try host.runFrame()
    swipe(.end)
    while host.frameIndex < 120 { try host.runFrame() }
    #expect(collector.statistics[.swipe].begins == 2)

    try suite.scrubBack(host, session)
    #expect(session.scrubber.isScrubbing)
    try suite.toss(host, by: Point(x: -100, y: 0))
    #expect(!session.scrubber.isScrubbing)
    for _ in 0..<20 { try host.runFrame() }

    let swipes = collector.statistics[.swipe]
    #expect((swipes.begins, swipes.updates, swipes.ends) == (1, 5, 1))
    #expect(collector.statistics.events == 7)
  }
}
