/// The fewest keyframes that replay a sampled property within a tolerance: what a Lottie
/// animation keeps of a run's frames.
///
/// A property is sampled once a frame (one or more dimensions: a position's x, a size's width
/// and height). ``reduce(times:values:dimensions:tolerance:eased:)`` keeps the first and last
/// sample and, walking forward from each kept one, the farthest sample that the segment between them can
/// reach while every sample in between stays within `tolerance` of it in every dimension. A
/// segment is a straight line (Lottie's linear easing) or, where that is not close enough, a
/// cubic in time: an eased keyframe whose tangents are one third and two thirds of the way along
/// in time, so the value is a cubic of the time, its handles fitted to the samples between
/// (least squares) or, failing that, set by the samples' own slopes at both ends (the cubic
/// Hermite segment); failing those, a bezier easing whose four handle coordinates are all fitted
/// (``Easing/bezier(outX:outY:inX:inY:)``), which follows a spring's swing over about twice the
/// frames a cubic in time does.
/// A property that never changes reduces to one keyframe.
public enum KeyframeReduction {
  /// How a segment goes from one kept keyframe to the next.
  public enum Easing: Equatable, Sendable {
    /// A straight line.
    case linear
    /// The value stays until the next keyframe (Lottie's `h`): a one-frame step of a property
    /// that has straight segments only (an opacity's flash, an appearance), exact at both
    /// frames and, between them, a step as the app draws it.
    case hold
    /// A cubic Hermite segment: the out and in tangents' y, as Lottie's bezier easing takes them
    /// (x is 1/3 and 2/3).
    case eased(out: Double, in: Double)
    /// A bezier easing with its handles anywhere in time (x, within 0...1, so time still runs
    /// forward) and value (y): Lottie's `o` and `i`, as written.
    case bezier(outX: Double, outY: Double, inX: Double, inY: Double)
  }

  /// A kept keyframe: the sample's index and the easing to the next one (unused on the last).
  public struct Keyframe: Equatable, Sendable {
    /// The index of the sample kept.
    public var index: Int
    /// How the segment to the next keyframe goes.
    public var easing: Easing
  }

  /// The keyframes that replay `values` within `tolerance`.
  ///
  /// - Parameters:
  ///   - times: each sample's time (frames), increasing.
  ///   - values: the samples, `dimensions` numbers each, one after another.
  ///   - dimensions: how many numbers a sample has (at least 1).
  ///   - tolerance: the largest difference allowed between a sample and the curve at its time,
  ///     in every dimension.
  ///   - eased: whether segments may be eased; straight lines alone never leave the range of
  ///     the samples (an opacity stays within 0...100, which a player may not clamp), and a
  ///     one-frame segment is then held (``Easing/hold``).
  /// - Returns: at least one keyframe (none for no samples), the first at index 0 and the last
  ///   at the last sample.
  public static func reduce(
    times: [Double], values: [Double], dimensions: Int, tolerance: Double, eased: Bool = true
  ) -> [Keyframe] {
    let count = times.count
    guard count > 0 else { return [] }
    precondition(dimensions >= 1 && values.count == count * dimensions)
    let curve = Curve(times: times, values: values, dimensions: dimensions, eased: eased)
    if curve.isConstant(from: 0, through: count - 1, within: tolerance) {
      return [Keyframe(index: 0, easing: .linear)]
    }
    var keys: [Keyframe] = []
    var start = 0
    while start < count - 1 {
      // Doubling, then halving, to the farthest end that fits (segments that fit mostly do
      // from every nearer end too).
      var good = start + 1
      var goodEasing = curve.fit(start, good, tolerance: tolerance) ?? .linear
      var step = 1
      var bad = count
      while good + step < count {
        let end = good + step
        if let easing = curve.fit(start, end, tolerance: tolerance) {
          (good, goodEasing) = (end, easing)
          step *= 2
        } else {
          bad = end
          break
        }
      }
      while bad - good > 1 {
        let middle = (good + bad) / 2
        if let easing = curve.fit(start, middle, tolerance: tolerance) {
          (good, goodEasing) = (middle, easing)
        } else {
          bad = middle
        }
      }
      let oneFrameStep = !eased && good == start + 1 && goodEasing == .linear
      keys.append(Keyframe(index: start, easing: oneFrameStep ? .hold : goodEasing))
      start = good
    }
    keys.append(Keyframe(index: count - 1, easing: .linear))
    return keys
  }

  /// The samples, and the segments that can join two of them.
  struct Curve {
    let times: [Double]
    let values: [Double]
    let dimensions: Int
    /// Whether segments may be eased.
    var eased = true

    func value(_ index: Int, _ dimension: Int) -> Double { values[index * dimensions + dimension] }

    /// Whether every sample in `first...last` is within `tolerance` of the first.
    func isConstant(from first: Int, through last: Int, within tolerance: Double) -> Bool {
      for d in 0..<dimensions {
        let base = value(first, d)
        for i in first...last where abs(value(i, d) - base) > tolerance { return false }
      }
      return true
    }

    /// The slope (per frame) of dimension `d` at sample `i`, from its neighbours.
    func slope(_ i: Int, _ d: Int) -> Double {
      let before = max(0, i - 1)
      let after = min(times.count - 1, i + 1)
      let span = times[after] - times[before]
      return span > 0 ? (value(after, d) - value(before, d)) / span : 0
    }

    /// The easing of a segment from `start` to `end` that keeps every sample between them
    /// within `tolerance`: linear, else the cubic through the samples (least squares), else the
    /// cubic with the samples' slopes at both ends, else a bezier easing with all four handle
    /// coordinates fitted; nil when none does.
    func fit(_ start: Int, _ end: Int, tolerance: Double) -> Easing? {
      if fits(start, end, easing: .linear, tolerance: tolerance) { return .linear }
      guard eased else { return nil }
      for candidate in [leastSquares(start, end), hermite(start, end)] {
        if let eased = candidate, fits(start, end, easing: eased, tolerance: tolerance) {
          return eased
        }
      }
      return bezier(start, end, tolerance: tolerance)
    }

    /// The dimension that travels farthest from `start` to `end`, and how far (one easing
    /// serves every dimension); nil when none travels.
    func dominant(_ start: Int, _ end: Int) -> (dimension: Int, travel: Double)? {
      var dimension = 0
      var travel = 0.0
      for d in 0..<dimensions where abs(value(end, d) - value(start, d)) > abs(travel) {
        (dimension, travel) = (d, value(end, d) - value(start, d))
      }
      return abs(travel) > 1e-6 ? (dimension, travel) : nil
    }

    /// The eased segment whose handles put the cubic closest to the samples between `start`
    /// and `end` (least squares on the dominant dimension's progress; with one sample between
    /// them, the smallest handles through it if they keep the segment going one way); nil with
    /// none between them.
    func leastSquares(_ start: Int, _ end: Int) -> Easing? {
      guard end - start >= 2, let (d, travel) = dominant(start, end) else { return nil }
      let t0 = times[start]
      let span = times[end] - t0
      if end - start == 2 {
        let u = (times[start + 1] - t0) / span
        let b1 = 3 * (1 - u) * (1 - u) * u
        let b2 = 3 * (1 - u) * u * u
        let rest = (value(start + 1, d) - value(start, d)) / travel - u * u * u
        let norm = b1 * b1 + b2 * b2
        guard norm > 1e-12 else { return nil }
        let (out, into) = (rest * b1 / norm, rest * b2 / norm)
        // Handles within 0...1 keep the segment going one way: a step is not smoothed over.
        guard (0...1).contains(out), (0...1).contains(into) else { return nil }
        return .eased(out: Self.rounded(out), in: Self.rounded(into))
      }
      // progress(u) = b1·out + b2·in + u³, with b1 = 3(1−u)²u and b2 = 3(1−u)u²: the bezier
      // easing's y handles at its parameter u (x handles at 1/3 and 2/3).
      let inner = (start + 1)..<end
      guard
        let fit = HandleProjection(
          s: inner.map { (times[$0] - t0) / span },
          p: inner.map { (value($0, d) - value(start, d)) / travel })
      else { return nil }
      let (out, into) = fit.y
      return .eased(out: Self.rounded(out), in: Self.rounded(into))
    }

    /// The eased segment with the samples' slopes at both ends, taken from the dimension that
    /// travels farthest (one easing serves every dimension); nil when it does not travel.
    func hermite(_ start: Int, _ end: Int) -> Easing? {
      guard let (dimension, travel) = dominant(start, end) else { return nil }
      let span = times[end] - times[start]
      let out = slope(start, dimension) * span / (3 * travel)
      let into = 1 - slope(end, dimension) * span / (3 * travel)
      guard abs(out) < 1e4, abs(into) < 1e4 else { return nil }
      return .eased(out: Self.rounded(out), in: Self.rounded(into))
    }

    /// The handles as written (5 decimals), so what is checked is what is played.
    static func rounded(_ y: Double) -> Double { (y * 100_000).rounded() / 100_000 }

    /// Whether every sample strictly between `start` and `end` is within `tolerance` of the
    /// segment.
    func fits(_ start: Int, _ end: Int, easing: Easing, tolerance: Double) -> Bool {
      let t0 = times[start]
      let span = times[end] - t0
      guard span > 0 else { return false }
      for i in (start + 1)..<end {
        let progress = Self.progress((times[i] - t0) / span, easing)
        for d in 0..<dimensions {
          let a = value(start, d)
          let b = value(end, d)
          if abs(a + (b - a) * progress - value(i, d)) > tolerance { return false }
        }
      }
      return true
    }

    /// How far from the first value to the second the segment is at `u` (0...1 of its time).
    static func progress(_ u: Double, _ easing: Easing) -> Double {
      switch easing {
      case .linear: return u
      case .hold: return u < 1 ? 0 : 1
      case .eased(let out, let into):
        // A bezier with x handles at 1/3 and 2/3 has x(s) = s: y is a cubic in u.
        let v = 1 - u
        return 3 * v * v * u * out + 3 * v * u * u * into + u * u * u
      case .bezier(let outX, let outY, let inX, let inY):
        let s = BezierEasing.parameter(at: u, x1: outX, x2: inX, from: u)
        return BezierEasing.coordinate(s, outY, inY)
      }
    }
  }
}
