/// Something in a touchpad's gesture stream that a well-behaved device and desktop do not send,
/// with when it happened: what the gesture lab flags.
struct GestureAnomaly: Equatable, Sendable, Codable {
  /// What is wrong.
  enum Problem: String, Sendable, Codable, CaseIterable {
    /// More than ``GestureAnomaly/gapLimit`` between two events of one gesture.
    case gap
    /// An event stamped no later than the one before it: the device's clock stood still or went
    /// back (the decoder keeps times in order, so a stamp out of order arrives as this). Not the
    /// event right after a begin stamped as the begin: the device sends both from one frame of
    /// its own (libinput's begin and first update share a stamp).
    case outOfOrder = "out of order"
    /// An update or end with no gesture of its kind begun.
    case withoutBegin = "without begin"
    /// A begin while a gesture of its kind was in progress: that one's end was lost.
    case beginDuringGesture = "begin during gesture"
    /// A pinch scale at or below zero, or not a number.
    case badScale = "scale <= 0"
    /// One event moved more than a hand can between two reports (see the limits below).
    case jump
  }

  /// Seconds on the input clock.
  var t: Double
  /// The gesture it happened in.
  var gesture: GestureKind
  var problem: Problem
  /// The numbers, in words: "87.0 ms between two events".
  var detail: String

  /// Longer than this between two events of one gesture is a gap (seconds).
  static let gapLimit = 0.050
  /// A pinch's scale changing by more than this share in one event is a jump.
  static let scaleJump = 0.5
  /// A pinch turning by more than this in one event is a jump (degrees).
  static let angleJump = 45.0
  /// A swipe moving by more than this in one event is a jump (points).
  static let swipeJump = 300.0
}
