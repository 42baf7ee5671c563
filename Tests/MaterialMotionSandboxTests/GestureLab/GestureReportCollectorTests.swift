import Foundation
import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// The host's delegate of a run with a gesture report: the collector sees each frame before
/// the session does, as in the app's run.
@MainActor
final class CollectingDriver: SandboxHostDelegate {
  let inner: SessionDriver
  let collector: GestureReportCollector

  init(_ inner: SessionDriver, _ collector: GestureReportCollector) {
    self.inner = inner
    self.collector = collector
  }

  func host(_ host: SandboxHost, shouldConsume key: KeyEvent) -> Bool {
    inner.host(host, shouldConsume: key)
  }
  func host(_ host: SandboxHost, intercepts input: TimedInput) -> Bool {
    inner.host(host, intercepts: input)
  }
  func hostWillDispatch(_ host: SandboxHost) { inner.hostWillDispatch(host) }
  func host(_ host: SandboxHost, updateAt time: Double) {
    collector.frame()
    inner.host(host, updateAt: time)
  }
}

/// `--report` over a run the timeline takes over: the report is of the run as it went on, the
/// earlier run's gestures after the frame taken over from are not counted, and those before it
/// are counted once.
@MainActor
@Suite(.serialized) struct GestureReportCollectorTests {
  @Test func aTakeoverCountsTheRunAsItWentOn() throws {
    let suite = TimelineSessionTests()
    let (window, host, session, driver) = try suite.makeRun()
    defer { window.close() }
    defer { host.touchpadGestures.close() }
    defer { session.tearDown() }
    let collector = GestureReportCollector(host: host)
    let collecting = CollectingDriver(driver, collector)
    host.delegate = collecting
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
