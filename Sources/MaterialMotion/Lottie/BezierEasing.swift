/// The cubic bezier easing of a Lottie keyframe (and of CSS `cubic-bezier()`): from (0, 0) to
/// (1, 1) with handles (x1, y1) and (x2, y2), x being the share of the segment's time and y the
/// share of its travel. With x1 and x2 within 0...1, x grows with the curve's parameter, so
/// each time has one value.
enum BezierEasing {
  /// One coordinate of the curve at parameter `s`, for handles `c1` and `c2` of that
  /// coordinate: 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³.
  static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let v = 1 - s
    return 3 * v * v * s * c1 + 3 * v * s * s * c2 + s * s * s
  }

  /// The derivative of ``coordinate(_:_:_:)`` with respect to `s`.
  static func slope(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let v = 1 - s
    return 3 * v * v * c1 + 6 * v * s * (c2 - c1) + 3 * s * s * (1 - c2)
  }

  /// The parameter at which the curve's x is `u` (0...1), for x handles `x1` and `x2` within
  /// 0...1, found by Newton's method from `guess`, kept within the bracket that bisection
  /// narrows, to 1e-12.
  static func parameter(at u: Double, x1: Double, x2: Double, from guess: Double) -> Double {
    if u <= 0 { return 0 }
    if u >= 1 { return 1 }
    var (low, high) = (0.0, 1.0)
    var s = min(max(guess, 0), 1)
    for _ in 0..<60 {
      let error = coordinate(s, x1, x2) - u
      if abs(error) < 1e-12 { break }
      if error > 0 { high = s } else { low = s }
      let derivative = slope(s, x1, x2)
      let next = derivative > 1e-9 ? s - error / derivative : (low + high) / 2
      s = next > low && next < high ? next : (low + high) / 2
    }
    return s
  }
}
