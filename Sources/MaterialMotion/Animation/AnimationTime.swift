/// The elapsed time of one animation run, measured from frame times, with the first frame's
/// advance capped.
///
/// A run starts at the clock's current time, which is the time of the *last* tick. If the clock
/// was idle before the run (a render loop may stop ticking a clock that has no frame observers),
/// the first tick after the start can be far in the future, and an uncapped animation would jump
/// straight to its end. The cap limits how far the first frame advances; from then on the elapsed
/// time is exactly `frame time − start time`, so animations stay time-based.
struct AnimationTime {
  private var anchor: Double
  private var lastFrame: Double
  private var isFirstFrame = true
  private let firstFrameCap: Double
  /// Whether times come from a ``Timeline``: they may go back (scrubbing) and are not capped.
  private let followsTimeline: Bool

  /// Starts measuring at `now`; the first frame advances at most `maximumFirstFrameInterval`.
  init(startingAt now: Double, maximumFirstFrameInterval: Double) {
    anchor = now
    lastFrame = now
    firstFrameCap = maximumFirstFrameInterval
    followsTimeline = false
  }

  /// Starts measuring at the timeline time `timelineTime`: the elapsed time is then the timeline's
  /// time since, never below 0, and it goes back when the timeline is scrubbed back.
  init(followingTimelineFrom timelineTime: Double) {
    anchor = timelineTime
    lastFrame = timelineTime
    firstFrameCap = .infinity
    followsTimeline = true
  }

  /// Advances to the frame at `time` and returns the elapsed time since the start.
  mutating func advance(to time: Double) -> Double {
    if followsTimeline { return max(0, time - anchor) }
    if isFirstFrame && time > lastFrame {
      isFirstFrame = false
      if time - anchor > firstFrameCap { anchor = time - firstFrameCap }
    }
    if time > lastFrame { lastFrame = time }
    return lastFrame - anchor
  }
}
