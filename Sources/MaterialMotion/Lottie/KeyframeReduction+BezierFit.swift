extension KeyframeReduction.Curve {
  /// The bezier easing (all four handle coordinates free, x within 0...1) that keeps every
  /// sample strictly between `start` and `end` within `tolerance` in every dimension; nil when
  /// the fit does not find one (or there are fewer than three samples between them).
  ///
  /// For given x handles the y handles that put the curve closest to the samples are a linear
  /// least-squares problem, so only the two x handles are searched (variable projection):
  /// Levenberg–Marquardt from the cubic in time (1/3, 2/3), on the progress of the dimension
  /// that travels farthest, stopping as soon as the written (rounded) handles fit or when the
  /// curve stays far from the samples.
  func bezier(_ start: Int, _ end: Int, tolerance: Double) -> KeyframeReduction.Easing? {
    guard end - start >= 4, let (d, travel) = dominant(start, end) else { return nil }
    let t0 = times[start]
    let span = times[end] - t0
    let inner = (start + 1)..<end
    let u = inner.map { (times[$0] - t0) / span }
    let p = inner.map { (value($0, d) - value(start, d)) / travel }
    // The largest progress error the dominant dimension allows.
    let gate = tolerance / abs(travel)
    var x = (1.0 / 3, 2.0 / 3)
    var s = u
    var nextS = u
    guard var fit = HandleProjection(s: s, p: p) else { return nil }
    var damping = 1e-3
    for iteration in 0..<6 {
      if fit.worst <= gate {
        let candidate = KeyframeReduction.Easing.bezier(
          outX: Self.written(x.0), outY: Self.written(fit.y.0), inX: Self.written(x.1),
          inY: Self.written(fit.y.1))
        if fits(start, end, easing: candidate, tolerance: tolerance) { return candidate }
      }
      if iteration >= 2 && fit.worst > 4 * gate { return nil }
      // The residuals' derivatives with respect to all four handle coordinates (x1, x2 through
      // s, which moves to keep each sample's time); the step's x part is taken, the y handles
      // then projected again.
      var normal = Matrix4()
      var gradient = SIMD4<Double>()
      for k in 0..<s.count {
        let sk = s[k]
        let v = 1 - sk
        let dx = BezierEasing.slope(sk, x.0, x.1)
        guard dx > 1e-9 else { continue }
        let dy = BezierEasing.slope(sk, fit.y.0, fit.y.1)
        let row = SIMD4(
          -dy * 3 * v * v * sk / dx, -dy * 3 * v * sk * sk / dx, 3 * v * v * sk, 3 * v * sk * sk)
        let r = BezierEasing.coordinate(sk, fit.y.0, fit.y.1) - p[k]
        gradient += row * r
        normal.add(outer: row)
      }
      var improved = false
      while damping < 1e6 {
        guard let step = normal.damped(by: damping).solve(-gradient) else { return nil }
        let (step1, step2) = (step[0], step[1])
        let next = (Self.clamped(x.0 + step1), Self.clamped(x.1 + step2))
        for k in 0..<u.count {
          nextS[k] = BezierEasing.parameter(at: u[k], x1: next.0, x2: next.1, from: s[k])
        }
        if let nextFit = HandleProjection(s: nextS, p: p), nextFit.squares < fit.squares {
          (x, fit) = (next, nextFit)
          swap(&s, &nextS)
          damping = max(damping / 10, 1e-7)
          improved = true
          break
        }
        damping *= 10
      }
      if !improved { return nil }
    }
    return nil
  }

  /// The y handles closest to progress `p` at parameters `s` (least squares), with the sum of
  /// squared and the largest differences left; nil when the samples do not determine them.
  struct HandleProjection {
    var y: (Double, Double)
    var squares: Double
    var worst: Double

    init?(s: [Double], p: [Double]) {
      var (s11, s12, s22, r1, r2) = (0.0, 0.0, 0.0, 0.0, 0.0)
      for (sk, pk) in zip(s, p) {
        let b1 = 3 * (1 - sk) * (1 - sk) * sk
        let b2 = 3 * (1 - sk) * sk * sk
        let rest = pk - sk * sk * sk
        s11 += b1 * b1
        s12 += b1 * b2
        s22 += b2 * b2
        r1 += b1 * rest
        r2 += b2 * rest
      }
      let determinant = s11 * s22 - s12 * s12
      guard abs(determinant) > 1e-12 else { return nil }
      y = ((r1 * s22 - r2 * s12) / determinant, (s11 * r2 - s12 * r1) / determinant)
      guard y.0.isFinite, y.1.isFinite, abs(y.0) < 1e4, abs(y.1) < 1e4 else { return nil }
      squares = 0
      worst = 0
      for (sk, pk) in zip(s, p) {
        let r = BezierEasing.coordinate(sk, y.0, y.1) - pk
        squares += r * r
        worst = max(worst, abs(r))
      }
    }
  }

  /// An x handle kept inside 0...1, away from the ends where time would stand still.
  private static func clamped(_ x: Double) -> Double { min(max(x, 0.005), 0.995) }
}

extension KeyframeReduction.Curve {
  /// A bezier easing's handle coordinate as written (4 decimals: a ten-thousandth of the
  /// segment's time or travel), so what is checked is what is played.
  static func written(_ x: Double) -> Double { (x * 10_000).rounded() / 10_000 }
}
