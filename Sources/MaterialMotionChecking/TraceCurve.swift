/// One number over time in the golden and in this run: a component of a diverging key.
public struct TraceCurve: Sendable, Equatable, Codable {
  /// What it is: `square.position.x`, `square.scale`.
  public var label: String
  /// Frame times, in seconds (the golden's; this run's where the golden has fewer frames).
  public var times: [Double]
  /// The golden's values per frame (nil where the key did not exist).
  public var expected: [Double?]
  /// This run's values per frame.
  public var actual: [Double?]
  /// The first frame where the two differ beyond the tolerance, if any.
  public var firstDivergingFrame: Int?

  /// A curve from its parts.
  public init(
    label: String, times: [Double], expected: [Double?], actual: [Double?],
    firstDivergingFrame: Int?
  ) {
    self.label = label
    self.times = times
    self.expected = expected
    self.actual = actual
    self.firstDivergingFrame = firstDivergingFrame
  }

  /// The curves of `keys` in `golden` and `actual`: one per numeric component (`.x` and `.y`
  /// for two), none for texts.
  public static func curves(
    of keys: [String], golden: MotionTrace, actual: MotionTrace, tolerance: Double
  ) -> [TraceCurve] {
    let longer = golden.frames.count >= actual.frames.count ? golden : actual
    let times = longer.frames.map(\.time)
    var curves: [TraceCurve] = []
    for key in keys {
      let expected = golden.series(of: key)
      let mine = actual.series(of: key)
      let width =
        (expected + mine).compactMap { value -> Int? in
          if case .numbers(let n)? = value { return n.count }
          return nil
        }.max() ?? 0
      for component in 0..<width {
        func numbers(_ series: [MotionTrace.Value?]) -> [Double?] {
          (0..<times.count).map { index in
            guard index < series.count, case .numbers(let n)? = series[index], component < n.count
            else { return nil }
            return n[component]
          }
        }
        let e = numbers(expected)
        let a = numbers(mine)
        let first = (0..<times.count).first { index in
          switch (e[index], a[index]) {
          case (nil, nil): return false
          case (let x?, let y?): return !(abs(x - y) <= tolerance + 1e-9)
          default: return true
          }
        }
        let suffix = width == 1 ? "" : (width == 2 ? [".x", ".y"][component] : ".\(component)")
        curves.append(
          TraceCurve(
            label: key + suffix, times: times, expected: e, actual: a, firstDivergingFrame: first))
      }
    }
    return curves
  }
}
