/// The value of one tween run at any time: keyframes, their positions, easing per segment,
/// duration, delay, repetition and auto-reversal, resolved and sanitised once when the run starts.
///
/// Time model (Core Animation's): after `delay`, one iteration plays the keyframes forward in
/// `duration` seconds, and back again in another `duration` if `autoreverses`. `repeatCount`
/// iterations play (fractions allowed, `.infinity` plays forever; 0 or less means once).
struct TweenTimeline<T: VectorArithmetic> {
  /// The keyframes, at least two.
  private(set) var keyframes: [T]
  /// Whether the first keyframe is the target's value when the tween begins (a single value was
  /// given) and has not been set with ``setStart(_:)`` yet.
  private(set) var needsStart: Bool
  /// The position (0...1, non-decreasing) of each keyframe.
  let offsets: [Double]
  /// The easing of each segment between consecutive keyframes.
  let easings: [Easing]
  let duration: Double
  let delay: Double
  let iterations: Double
  let autoreverses: Bool

  /// Resolves a run. `values` must not be empty; a single value is tweened to from the value given
  /// to ``setStart(_:)``.
  init(
    values: [T], offsets: [Double], easings: [Easing], duration: Double, delay: Double,
    repeatCount: Double, autoreverses: Bool
  ) {
    precondition(!values.isEmpty)
    let keyframes = values.count == 1 ? [values[0], values[0]] : values
    self.keyframes = keyframes
    self.needsStart = values.count == 1
    let count = keyframes.count
    if values.count > 1 && Self.areValidOffsets(offsets, count: count) {
      self.offsets = offsets
    } else {
      self.offsets = (0..<count).map { Double($0) / Double(count - 1) }
    }
    let segmentEasings = easings.isEmpty ? [Easing.easeInOut] : easings
    self.easings = (0..<(count - 1)).map { segmentEasings[min($0, segmentEasings.count - 1)] }
    self.duration = duration > 0 ? duration : 0
    self.delay = delay > 0 ? delay : 0
    self.iterations = repeatCount > 0 ? repeatCount : 1
    self.autoreverses = autoreverses
  }

  /// Sets the value a single-value tween starts from.
  mutating func setStart(_ start: T) {
    guard needsStart else { return }
    keyframes[0] = start
    needsStart = false
  }

  private static func areValidOffsets(_ offsets: [Double], count: Int) -> Bool {
    guard offsets.count == count else { return false }
    var previous = 0.0
    for offset in offsets {
      guard offset >= previous && offset <= 1 else { return false }
      previous = offset
    }
    return true
  }

  /// The seconds one iteration lasts.
  private var iterationDuration: Double { autoreverses ? 2 * duration : duration }

  /// The seconds from the start of the run (including the delay) to its end; `.infinity` for
  /// endless repetition.
  var totalDuration: Double {
    duration == 0 ? delay : delay + iterationDuration * iterations
  }

  /// The value at the end of the run: the last keyframe, the first when auto-reversing, or
  /// wherever a fractional repetition stops.
  var finalValue: T {
    guard duration > 0 else { return autoreverses ? keyframes[0] : keyframes[count - 1] }
    var fraction = iterations - iterations.rounded(.down)
    if fraction == 0 { fraction = 1 }
    return value(atIterationFraction: fraction)
  }

  private var count: Int { keyframes.count }

  /// The value `elapsed` seconds after the start of the run (including the delay), for
  /// `delay < elapsed < totalDuration`.
  func value(at elapsed: Double) -> T {
    let local = elapsed - delay
    let position = local / iterationDuration
    return value(atIterationFraction: position - position.rounded(.down))
  }

  /// The value at `fraction` (0...1) of one iteration.
  private func value(atIterationFraction fraction: Double) -> T {
    let progress: Double
    if autoreverses {
      progress = fraction <= 0.5 ? 2 * fraction : 2 - 2 * fraction
    } else {
      progress = fraction
    }
    return value(atProgress: progress)
  }

  /// The value at keyframe progress `progress` (0...1).
  private func value(atProgress progress: Double) -> T {
    if progress <= offsets[0] { return keyframes[0] }
    if progress >= offsets[count - 1] { return keyframes[count - 1] }
    var segment = 0
    while segment < count - 2 && progress >= offsets[segment + 1] { segment += 1 }
    let width = offsets[segment + 1] - offsets[segment]
    let local = width > 0 ? (progress - offsets[segment]) / width : 1
    return T.interpolate(
      from: keyframes[segment], to: keyframes[segment + 1],
      fraction: easings[segment].value(at: local))
  }
}
