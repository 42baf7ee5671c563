/// What the gesture lab measures of one kind of touchpad gesture: how many of each phase, how
/// many fingers, how often events come (the report rate) and how much each one moves.
struct GestureKindStatistics: Equatable, Sendable {
  /// Gestures begun, updates, gestures ended, gestures cancelled (a cancelled end counts here,
  /// not under ``ends``).
  var begins = 0
  var updates = 0
  var ends = 0
  var cancelled = 0
  /// Gestures by their number of fingers (at the begin).
  var fingers: [Int: Int] = [:]
  /// Milliseconds between consecutive events of one gesture, in 0.1 ms bins up to 500 ms (none
  /// for holds, whose begin and end are not reports at a rate).
  var intervals = ValueHistogram(0, 500, bins: 5000)
  /// Per-update changes: a pinch's scale change and turn (degrees), a swipe's dx and dy (points).
  var first: ValueHistogram
  var second: ValueHistogram

  /// Statistics for `kind`, with delta bins that suit it.
  init(_ kind: GestureKind) {
    switch kind {
    case .pinch:
      first = ValueHistogram(-0.1, 0.1, bins: 40)
      second = ValueHistogram(-10, 10, bins: 40)
    case .swipe, .hold:
      first = ValueHistogram(-50, 50, bins: 40)
      second = ValueHistogram(-50, 50, bins: 40)
    }
  }

  /// All the events counted.
  var events: Int { begins + updates + ends + cancelled }

  /// Events a second while a gesture is under way: the intervals counted over their sum; nil
  /// before there are two events of one gesture.
  var rate: Double? {
    guard intervals.count > 0, intervals.sum > 0 else { return nil }
    return Double(intervals.count) / (intervals.sum / 1000)
  }

  /// The finger count most gestures had (the fewest on a tie); nil before any began.
  var usualFingers: Int? {
    fingers.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
  }
}
