/// Maps a device's own event times (milliseconds on its clock, wrapping at 2³²) onto the host's
/// clock, so gesture velocities come from when the device saw each event rather than from when
/// the app happened to read it.
///
/// The first event anchors the device clock to the host time it was read at; later events keep
/// the device's spacing. The mapping re-anchors when the device clock jumps (a gap of more than
/// ``maximumGap`` seconds, or backwards), and a mapped time never runs ahead of the host time the
/// event was read at nor behind the previous mapped time.
public struct DeviceEventClock: Sendable {
  /// Gaps longer than this (seconds) re-anchor the mapping.
  public var maximumGap = 5.0
  private var last: (device: UInt32, host: Double)?

  /// Creates an unanchored clock.
  public init() {}

  /// The host time of an event stamped `deviceMilliseconds`, read at host time `readAt`.
  ///
  /// When the caller knows the stamp on the host's clock (`stamp`: the device clock is the
  /// system's monotonic clock, as it is for the Xorg and the wlroots compositor the tests run,
  /// so the event's age can be read off it), that is the time: when the device saw the event, not when it was read, and
  /// no anchor is needed. Either way the time is at most `readAt` and at least the previous one.
  public mutating func hostTime(
    deviceMilliseconds: UInt32, readAt: Double, stamp: Double? = nil
  ) -> Double {
    var time = readAt
    if let stamp, stamp.isFinite {
      time = min(readAt, max(last?.host ?? -.infinity, stamp))
    } else if let last {
      let elapsed = Double(deviceMilliseconds &- last.device) / 1000
      if elapsed <= maximumGap {
        time = min(readAt, max(last.host, last.host + elapsed))
      }
    }
    last = (deviceMilliseconds, time)
    return time
  }
}
