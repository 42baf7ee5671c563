import MaterialMotion
import MaterialMotionChecking

/// The release velocity of a replay's last gesture, in the terms a spring's export takes it:
/// distances a second toward the destination (UIKit's `initialVelocity` unit).
///
/// Read from the replay's trace: the last value of a visualized `release velocity` stream (in
/// points a second), and the element whose position travels furthest from that frame to the
/// end (where its spring takes it). The velocity is projected on that travel and divided by its
/// length; a sideways part of a toss, which the spring along the travel does not carry, is left
/// out.
enum ReleaseVelocity {
  /// The normalised velocity in `trace`, nil when no stream released anything that moved.
  static func measure(_ trace: MotionTrace) -> Double? {
    var release: (frame: Int, velocity: [Double])?
    var first: [String: [Double]] = [:]
    var last: [String: [Double]] = [:]
    trace.forEachState { index, state in
      if case .numbers(let velocity)? = state["stream release velocity.value"],
        release?.velocity != Array(velocity)
      {
        release = (index, Array(velocity))
        first = [:]
      }
      guard release != nil else { return true }
      for (key, value) in state where key.hasSuffix(".position") && !key.hasPrefix("stream ") {
        guard case .numbers(let numbers) = value else { continue }
        if first[key] == nil { first[key] = Array(numbers) }
        last[key] = Array(numbers)
      }
      return true
    }
    guard let release else { return nil }
    var best: (travel: [Double], length: Double)?
    for (key, start) in first {
      guard let end = last[key], end.count == start.count else { continue }
      let travel = zip(end, start).map { $0 - $1 }
      let length = travel.map { $0 * $0 }.reduce(0, +).squareRoot()
      if length > (best?.length ?? 0.5) { best = (travel, length) }
    }
    guard let best, best.travel.count == release.velocity.count else { return nil }
    let along = zip(release.velocity, best.travel).map { $0 * $1 }.reduce(0, +)
    return along / (best.length * best.length)
  }
}
