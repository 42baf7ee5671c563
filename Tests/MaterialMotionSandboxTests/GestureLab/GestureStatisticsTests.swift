import Foundation
import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// The gesture lab's numbers from input a test writes down: counts per phase and kind, fingers,
/// intervals and rate, deltas, latency to the frame shown, every kind of anomaly, and a report
/// that reads back and is the same for the same input.
@MainActor
struct GestureStatisticsTests {
  func pinch(
    _ t: Double, _ phase: TouchpadPhase, scale: Double = 1, turn: Double = 0,
    cancelled: Bool = false
  )
    -> TimedInput
  {
    TimedInput(
      time: t,
      input: .touchpadPinch(
        TouchpadPinch(
          phase: phase, source: .xi2, fingers: 2, isCancelled: cancelled, scale: scale,
          rotationDegrees: turn, location: Point(x: 10, y: 10))))
  }

  func swipe(
    _ t: Double, _ phase: TouchpadPhase, dx: Double = 0, fingers: Int = 3,
    cancelled: Bool = false
  )
    -> TimedInput
  {
    TimedInput(
      time: t,
      input: .touchpadSwipe(
        TouchpadSwipe(
          phase: phase, source: .wayland, fingers: fingers, isCancelled: cancelled,
          delta: Point(x: dx, y: 0), location: .zero)))
  }

  func hold(_ t: Double, _ phase: TouchpadPhase, cancelled: Bool = false) -> TimedInput {
    TimedInput(
      time: t,
      input: .touchpadHold(
        TouchpadHold(
          phase: phase, source: .wayland, fingers: 1, isCancelled: cancelled, location: .zero)))
  }

  @Test func countsEveryPhaseFingersIntervalsAndDeltas() {
    var s = GestureStatistics()
    s.record(pinch(1.000, .begin))
    for i in 1...10 {
      s.record(pinch(1.000 + Double(i) * 0.008, .update, scale: 1 + Double(i) * 0.01, turn: 1))
    }
    s.record(pinch(1.088, .end, scale: 1.1))
    s.record(swipe(2.0, .begin, fingers: 4))
    s.record(swipe(2.01, .update, dx: 12, fingers: 4))
    s.record(swipe(2.02, .end, fingers: 4, cancelled: true))
    s.record(hold(3.0, .begin))
    s.record(hold(3.2, .end, cancelled: true))
    s.record(TimedInput(time: 4, input: .key(KeyInput("a", .down))))

    let p = s[.pinch]
    #expect((p.begins, p.updates, p.ends, p.cancelled) == (1, 10, 1, 0))
    #expect(p.fingers == [2: 1])
    #expect(p.intervals.count == 11)
    #expect(abs(p.intervals.percentile(0.5)! - 8) < 0.11)
    #expect(abs(p.rate! - 125) < 0.5)
    #expect(p.first.count == 10 && abs(p.first.mean! - 0.01) < 1e-9)
    #expect(p.second.count == 10 && p.second.mean == 1)
    let w = s[.swipe]
    #expect((w.begins, w.updates, w.ends, w.cancelled) == (1, 1, 0, 1))
    #expect(w.fingers == [4: 1] && w.first.mean == 12)
    let h = s[.hold]
    #expect((h.begins, h.updates, h.ends, h.cancelled) == (1, 0, 0, 1))
    #expect(s.events == 17)
    // 200 ms resting is no gap: a hold sends no reports between its begin and end.
    #expect(h.intervals.count == 0 && h.rate == nil)
    #expect(s.anomalies.isEmpty)
    #expect(!PrecisionTouchpadYardstick.checks(s).contains { $0.check.hasPrefix("hold") })
  }

  @Test func latencyRunsFromEachEventToTheFrameThatShowedIt() {
    var s = GestureStatistics()
    s.record(pinch(1.000, .begin))
    s.record(pinch(1.004, .update, scale: 1.01))
    s.frame(time: 1.005, lastShown: 0.990)  // frame n reads these two and will show them
    #expect(s.readDelay.count == 2 && abs(s.readDelay.maximum! - 5) < 1e-6)
    s.record(pinch(1.010, .update, scale: 1.02))
    s.frame(time: 1.0217, lastShown: 1.012)  // frame n was shown at 1.012
    #expect(s.latency.count == 2)
    #expect(abs(s.latency.maximum! - 12) < 1e-6 && abs(s.latency.minimum! - 8) < 1e-6)
    #expect(s.readDelay.count == 3 && abs(s.frameIntervals.maximum! - 16.7) < 1e-6)
    s.frame(time: nil, lastShown: nil)  // virtual time: nothing is measured
    #expect(s.latency.count == 2 && s.readDelay.count == 3 && s.frameIntervals.count == 1)
    // Read by a frame without a time, an event is not measured when that frame was shown.
    s.record(pinch(1.05, .update, scale: 1.03))
    s.frame(time: nil, lastShown: nil)
    s.frame(time: 1.08, lastShown: 1.07)
    #expect(s.latency.count == 2 && s.readDelay.count == 3)
  }

  @Test func flagsEveryAnomalyWithItsTime() {
    var s = GestureStatistics()
    s.record(pinch(1.0, .update, scale: 1.1))  // without begin
    s.record(pinch(1.1, .begin))  // begin during gesture (the orphan update started one)
    s.record(pinch(1.1, .update, scale: 1.1))  // the begin's stamp: one frame of the device
    s.record(pinch(1.1, .update, scale: 1.2))  // not after the previous event
    s.record(pinch(1.11, .update, scale: 2.0))  // a jump in scale
    s.record(pinch(1.12, .update, scale: 2.0, turn: 90))  // a jump in angle
    s.record(pinch(1.13, .update, scale: 0))  // scale <= 0
    s.record(pinch(1.3, .end, scale: 1))  // a gap
    s.record(swipe(2.0, .begin))
    s.record(swipe(2.01, .update, dx: 400))  // a jump in position
    let problems = s.anomalies.map(\.problem)
    #expect(
      problems == [
        .withoutBegin, .beginDuringGesture, .outOfOrder, .jump, .jump, .badScale, .gap, .jump,
      ])
    #expect(s.anomalies.first?.t == 1.0 && s.anomalies.last?.gesture == .swipe)
    #expect(s.anomalyCount == problems.count)
  }

  /// A begin and the event after it may share a stamp (one frame of the device); later events
  /// of a gesture may not.
  @Test func anUpdateStampedAsItsBeginIsNotOutOfOrder() {
    var s = GestureStatistics()
    s.record(swipe(1.0, .begin))
    s.record(swipe(1.0, .update, dx: 3))
    s.record(swipe(1.01, .update, dx: 3))
    s.record(swipe(1.02, .end))
    s.record(pinch(2.0, .begin))
    s.record(pinch(2.0, .end, cancelled: true))
    #expect(s.anomalies.isEmpty, "\(s.anomalies)")
    s.record(swipe(3.0, .begin))
    s.record(swipe(3.01, .update))
    s.record(swipe(3.01, .update))
    #expect(s.anomalies.map(\.problem) == [.outOfOrder])
  }

  /// The project's own recordings of touchpad gestures: replayed through the lab's statistics,
  /// they used to show 6 events out of order, every one of them a pinch's first update stamped
  /// as its begin.
  @Test func theProjectsRecordingsShowNothingOutOfOrder() throws {
    let folder = AppHarness.repositoryRoot + "/assets/replays"
    var gestureEvents = 0
    for name in try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    where name.hasSuffix(".jsonl") {
      let text = try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
      var s = GestureStatistics()
      for event in try Recording(parsing: text, name: name).events { s.record(event) }
      gestureEvents += s.events
      #expect(s.anomalies.filter { $0.problem == .outOfOrder }.isEmpty, "\(name): \(s.anomalies)")
    }
    #expect(gestureEvents > 100, "the recordings hold touchpad gestures")
  }

  @Test func keepsTheFirstThousandAnomaliesAndCountsThemAll() {
    var s = GestureStatistics()
    for i in 0..<1500 { s.record(swipe(Double(i), .update)) }
    #expect(s.anomalyCount == 1500)  // one without begin, 1,499 gaps
    #expect(s.anomalies.count == GestureStatistics.anomalyLimit)
    #expect(s.recentAnomalies.last?.t == 1499)
  }

  @Test func theReportReadsBackAndIsTheSameForTheSameInput() throws {
    func run() -> GestureStatistics {
      var s = GestureStatistics()
      s.record(pinch(0.5, .begin))
      for i in 1...30 {
        s.record(pinch(0.5 + Double(i) * 0.0093, .update, scale: 1 + Double(i) * 0.003, turn: 0.4))
        s.frame(time: 0.5 + Double(i) * 0.0093 + 0.001, lastShown: 0.5 + Double(i) * 0.0093 + 0.004)
      }
      s.record(pinch(0.8, .end, scale: 1.09, cancelled: true))
      return s
    }
    let text = try GestureReport(run(), scene: "gesture-lab", realTime: true).json()
    #expect(try GestureReport(run(), scene: "gesture-lab", realTime: true).json() == text)
    let report = try GestureReport.decode(text)
    #expect(report == GestureReport(run(), scene: "gesture-lab", realTime: true))
    let pinches = try #require(report.gestures[.pinch])
    #expect((pinches.begin, pinches.update, pinches.end, pinches.cancelled) == (1, 30, 0, 1))
    #expect(pinches.fingers == ["2": 1])
    #expect(report.latencyMs.count == 30)
    #expect(text.contains("\"latency_ms\"") && text.contains("\"rate_hz\""))
    // The rate (107.5 Hz) meets the several-finger rate; the latency is measured.
    let checks = report.yardstick.checks
    #expect(checks.first?.met == true && checks.last?.measured != nil)
  }

  @Test func percentilesComeFromTheBinsAndNeverPassTheLargestValue() {
    var h = ValueHistogram(0, 10, bins: 100)
    for v in [1.0, 2, 3, 4, 50] { h.add(v) }
    h.add(.nan)
    #expect(h.count == 5 && h.above == 1)
    #expect(abs(h.percentile(0.5)! - 3.1) < 1e-9)
    #expect(h.percentile(1) == 50)
    var small = ValueHistogram(0, 10, bins: 100)
    small.add(2.05)
    #expect(small.percentile(0.5) == 2.05)
  }
}
