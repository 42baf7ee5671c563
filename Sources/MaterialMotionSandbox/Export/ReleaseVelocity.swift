import MaterialMotion
import MaterialMotionChecking

/// The release velocity of a replay's last gesture, in the terms a spring's export takes it:
/// distances a second toward the destination (UIKit's `initialVelocity` unit).
///
/// Read from the replay's trace: the last value of a visualized `release velocity` stream (in
/// points a second), and the element whose position travels furthest from where it was released
/// (its position in the frame before the one the velocity arrived in) to the end (where its
/// spring takes it). The velocity is projected on that travel and divided by its
/// length; a sideways part of a toss, which the spring along the travel does not carry, is left
/// out.
enum ReleaseVelocity {
  /// The normalised velocity in `trace`, nil when no stream released anything that moved.
  static func measure(_ trace: MotionTrace) -> Double? {
    var release: [Double]?
    // Each element's position in the frame before, in the frame the velocity arrived in (or
    // the first it is shown in after it), and in the last frame it is shown in.
    var before: [String: [Double]] = [:]
    var first: [String: [Double]] = [:]
    var last: [String: [Double]] = [:]
    trace.forEachState { _, state in
      var now: [String: [Double]] = [:]
      for (key, value) in state where key.hasSuffix(".position") && !key.hasPrefix("stream ") {
        if case .numbers(let numbers) = value { now[key] = Array(numbers) }
      }
      if case .numbers(let velocity)? = state[traceKey],
        release != Array(velocity)
      {
        // The trace's frame holds the values after the frame's update, in which the spring
        // already took its first step: the element was released where the frame before left it.
        release = Array(velocity)
        first = before
        last = [:]
      }
      if release != nil {
        first.merge(now) { kept, _ in kept }
        last.merge(now) { _, new in new }
      }
      before = now
      return true
    }
    guard let release else { return nil }
    return normalised(release, from: first, to: last)
  }

  /// `velocity` (points a second) projected on the travel of the element that moves furthest
  /// from `start` to `end` (each element's position by a key of its own), divided by that
  /// travel's length; nil when nothing travels half a point or more.
  static func normalised<Key: Hashable>(
    _ velocity: [Double], from start: [Key: [Double]], to end: [Key: [Double]]
  ) -> Double? {
    var best: (travel: [Double], length: Double)?
    for (key, from) in start {
      guard let to = end[key], to.count == from.count else { continue }
      let travel = zip(to, from).map { $0 - $1 }
      let length = travel.map { $0 * $0 }.reduce(0, +).squareRoot()
      if length > (best?.length ?? 0.5) { best = (travel, length) }
    }
    guard let best, best.travel.count == velocity.count else { return nil }
    let along = zip(velocity, best.travel).map { $0 * $1 }.reduce(0, +)
    return along / (best.length * best.length)
  }
}
