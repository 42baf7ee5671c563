/// The Windows Precision Touchpad requirements the gesture lab holds a touchpad's numbers
/// against: another platform's certification yardstick, not a Linux requirement, and measured
/// there with a robot on the device, not on the gestures a desktop hands an application.
///
/// - Report rate: at least 125 Hz for a single contact, 100 Hz for several (HLK tests
///   Test.ReportRate and Test.ReportRateMultiple, requirement
///   Device.Input.Digitizer.PrecisionTouchpad.ReportRate).
/// - Panning latency: under 15 ms on average (HLK test Test.StepMotor). The lab's latency runs
///   from the event's time stamp to the frame that showed it, a different span; it is set
///   against the same number.
enum PrecisionTouchpadYardstick {
  /// The name badges and the report give the yardstick.
  static let name = "Windows Precision Touchpad requirements (another platform's yardstick)"
  /// The report rate asked for `fingers` contacts, in Hz.
  static func requiredRate(fingers: Int) -> Double { fingers <= 1 ? 125 : 100 }
  /// The average latency asked for, in ms.
  static let latencyLimit = 15.0

  /// One comparison: what is asked, what was measured, whether it meets it (nil: not measured).
  struct Check: Equatable, Sendable, Codable {
    var check: String
    var required: String
    var measured: Double?
    var met: Bool?
  }

  /// The checks for `statistics`: the report rate of each kind that was seen and sends reports
  /// (a hold sends none between its begin and end), then latency.
  static func checks(_ statistics: GestureStatistics) -> [Check] {
    var checks: [Check] = []
    for kind in GestureKind.allCases {
      let stats = statistics[kind]
      guard stats.events > 0, kind != .hold else { continue }
      let fingers = stats.usualFingers ?? 2
      let required = requiredRate(fingers: fingers)
      let rate = stats.rate
      checks.append(
        Check(
          check: "\(kind.rawValue) rate, \(fingers) finger\(fingers == 1 ? "" : "s")",
          required: ">= \(Int(required)) Hz", measured: rate.map { GestureReport.round($0, 1) },
          met: rate.map { $0 >= required }))
    }
    let latency = statistics.latency.mean
    checks.append(
      Check(
        check: "latency to frame shown, mean",
        required: "< \(Int(latencyLimit)) ms", measured: latency.map { GestureReport.round($0, 1) },
        met: latency.map { $0 < latencyLimit }))
    return checks
  }
}
