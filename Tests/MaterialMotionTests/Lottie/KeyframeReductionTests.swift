import Foundation
import MaterialMotion
import Testing

@Suite struct KeyframeReductionTests {
  /// Plays `keys` back at every sample's time, as a Lottie player does (bezier easing with x
  /// handles at 1/3 and 2/3 is a cubic in time).
  static func replay(_ keys: [KeyframeReduction.Keyframe], times: [Double], values: [Double])
    -> [Double]
  {
    times.indices.map { i in
      guard let k = keys.lastIndex(where: { $0.index <= i }), k + 1 < keys.count else {
        return values[keys.last!.index]
      }
      let (a, b) = (keys[k].index, keys[k + 1].index)
      let u = (times[i] - times[a]) / (times[b] - times[a])
      let progress: Double
      switch keys[k].easing {
      case .linear: progress = u
      case .hold: progress = u < 1 ? 0 : 1
      case .eased(let out, let into):
        progress = 3 * (1 - u) * (1 - u) * u * out + 3 * (1 - u) * u * u * into + u * u * u
      case .bezier(let x1, let y1, let x2, let y2):
        progress = bezierProgress(u, x1, y1, x2, y2)
      }
      return values[a] + (values[b] - values[a]) * progress
    }
  }

  /// The progress of a bezier easing at time share `u`, found by bisection on x (independent of
  /// the library's Newton solve).
  static func bezierProgress(_ u: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<100 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < u { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }

  @Test func aConstantPropertyIsOneKeyframe() {
    let times = (0..<600).map(Double.init)
    let keys = KeyframeReduction.reduce(
      times: times, values: Array(repeating: 42, count: 600), dimensions: 1, tolerance: 0.1)
    #expect(keys.count == 1 && keys.first?.index == 0 && keys.first?.easing == .linear)
  }

  @Test func aRampIsTwoLinearKeyframes() {
    let times = (0..<100).map(Double.init)
    let keys = KeyframeReduction.reduce(
      times: times, values: times.map { 3 * $0 + 1 }, dimensions: 1, tolerance: 0.1)
    #expect(keys.map(\.index) == [0, 99])
    #expect(keys[0].easing == .linear)
  }

  /// A spring's settle (ζ 0.4, 1.5 s at 60 fps): every frame within 0.1 px of the keyframes,
  /// with far fewer of them than frames, some eased.
  @Test func aSpringStaysWithinTheToleranceWithFewKeyframes() {
    let times = (0..<90).map(Double.init)
    let values = times.map { frame -> Double in
      let t = frame / 60
      return 300 - 300 * exp(-0.4 * 12 * t) * cos(12 * sqrt(1 - 0.16) * t)
    }
    let keys = KeyframeReduction.reduce(
      times: times, values: values, dimensions: 1, tolerance: 0.1)
    let played = Self.replay(keys, times: times, values: values)
    let worst = zip(played, values).map { abs($0 - $1) }.max()!
    #expect(worst <= 0.1 + 1e-9, "worst \(worst)")
    #expect(keys.count < 30, "\(keys.count) keyframes")
    #expect(keys.contains { if case .eased = $0.easing { true } else { false } })
    // Linear only, the same curve needs more keyframes: easing is what saves them.
    let linearCount = Self.linearCount(times: times, values: values, tolerance: 0.1)
    #expect(keys.count < linearCount, "\(keys.count) vs \(linearCount) linear")
  }

  /// A square driven by a spring (stiffness 60, damping 9) to a new target every second, as in
  /// the `stress` scene, over 600 frames: bezier easings with their x handles fitted follow a
  /// swing over about twice the frames a cubic in time does (54 keyframes a square then), and a
  /// player's replay of them stays within the tolerance.
  @Test func aRetargetedSpringTakesFewKeyframesWithinTheTolerance() {
    var seed: UInt64 = 1
    func unit() -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53)
    }
    let times = (0..<600).map(Double.init)
    var counts: [Int] = []
    for _ in 0..<5 {
      var position = [unit() * 788 + 6, unit() * 320 + 80]
      var velocity = [0.0, 0.0]
      var target = position
      var values: [Double] = []
      for frame in 0..<600 {
        if frame % 60 == 0 { target = [unit() * 788 + 6, unit() * 320 + 80] }
        values += position
        for _ in 0..<20 {
          for d in 0..<2 {
            velocity[d] += (-60 * (position[d] - target[d]) - 9 * velocity[d]) / 1200
            position[d] += velocity[d] / 1200
          }
        }
      }
      let keys = KeyframeReduction.reduce(
        times: times, values: values, dimensions: 2, tolerance: 0.1)
      counts.append(keys.count)
      for d in 0..<2 {
        let column = stride(from: d, to: values.count, by: 2).map { values[$0] }
        let played = Self.replay(keys, times: times, values: column)
        let worst = zip(played, column).map { abs($0 - $1) }.max()!
        #expect(worst <= 0.1 + 1e-9, "worst \(worst)")
      }
      for key in keys {
        if case .bezier(let x1, _, let x2, _) = key.easing {
          #expect((0...1).contains(x1) && (0...1).contains(x2))
        }
      }
      #expect(keys.contains { if case .bezier = $0.easing { true } else { false } })
    }
    #expect(counts.allSatisfy { $0 <= 36 }, "\(counts) keyframes")
  }

  /// A step (an element that appears) keeps both sides: nothing between is smoothed over.
  @Test func aStepKeepsBothSides() {
    let times = (0..<20).map(Double.init)
    let values = times.map { $0 < 10 ? 0.0 : 100 }
    let keys = KeyframeReduction.reduce(
      times: times, values: values, dimensions: 1, tolerance: 0.5)
    let played = Self.replay(keys, times: times, values: values)
    #expect(played == values)
  }

  /// A flash of a property with straight segments only (a highlight's opacity, 100 then 94.4
  /// for one frame) is held: exact at every frame, a step between them, as the app draws it.
  @Test func aOneFrameFlashOfABoundedPropertyIsHeld() {
    let times = (0..<12).map(Double.init)
    let values: [Double] = [100, 100, 100, 94.4, 100, 100, 100, 100, 88.9, 83.3, 100, 100]
    let keys = KeyframeReduction.reduce(
      times: times, values: values, dimensions: 1, tolerance: 0.5, eased: false)
    #expect(Self.replay(keys, times: times, values: values) == values)
    #expect(keys.filter { $0.easing == .hold }.map(\.index) == [2, 3, 7, 8, 9, 10])
    #expect(!keys.contains { if case .eased = $0.easing { true } else { false } })
  }

  /// Two dimensions share one easing; both stay within the tolerance.
  @Test func twoDimensionsStayWithinTheTolerance() {
    let times = (0..<120).map(Double.init)
    let values = times.flatMap { [100 * sin($0 / 20), 50 * cos($0 / 15)] }
    let keys = KeyframeReduction.reduce(
      times: times, values: values, dimensions: 2, tolerance: 0.1)
    for d in 0..<2 {
      let column = stride(from: d, to: values.count, by: 2).map { values[$0] }
      let played = Self.replay(keys, times: times, values: column)
      #expect(zip(played, column).allSatisfy { abs($0 - $1) <= 0.1 + 1e-9 })
    }
  }

  /// How many keyframes straight lines alone need (greedy, as the reduction walks).
  static func linearCount(times: [Double], values: [Double], tolerance: Double) -> Int {
    var count = 1
    var start = 0
    while start < times.count - 1 {
      var end = start + 1
      while end + 1 < times.count,
        (start + 1...end + 1).allSatisfy({ i in
          let u = (times[i] - times[start]) / (times[end + 1] - times[start])
          return abs(values[start] + (values[end + 1] - values[start]) * u - values[i]) <= tolerance
        })
      {
        end += 1
      }
      count += 1
      start = end
    }
    return count
  }
}
