/// A 4×4 symmetric system's matrix, row by row, for the normal equations of a four-parameter
/// least-squares fit (``KeyframeReduction``'s bezier easings).
struct Matrix4 {
  var rows = (SIMD4<Double>(), SIMD4<Double>(), SIMD4<Double>(), SIMD4<Double>())

  /// Adds `row`ᵀ·`row`.
  mutating func add(outer row: SIMD4<Double>) {
    rows.0 += row * row[0]
    rows.1 += row * row[1]
    rows.2 += row * row[2]
    rows.3 += row * row[3]
  }

  /// The matrix with its diagonal multiplied by 1 + `damping` (Levenberg–Marquardt).
  func damped(by damping: Double) -> Matrix4 {
    var copy = self
    copy.rows.0[0] *= 1 + damping
    copy.rows.1[1] *= 1 + damping
    copy.rows.2[2] *= 1 + damping
    copy.rows.3[3] *= 1 + damping
    return copy
  }

  /// The x with matrix · x = `right` (Gaussian elimination with partial pivoting); nil when the
  /// matrix is singular.
  func solve(_ right: SIMD4<Double>) -> SIMD4<Double>? {
    var a = [rows.0, rows.1, rows.2, rows.3]
    var b = right
    for column in 0..<4 {
      var pivot = column
      for row in (column + 1)..<4 where abs(a[row][column]) > abs(a[pivot][column]) {
        pivot = row
      }
      guard abs(a[pivot][column]) > 1e-30 else { return nil }
      if pivot != column {
        a.swapAt(pivot, column)
        (b[pivot], b[column]) = (b[column], b[pivot])
      }
      for row in (column + 1)..<4 {
        let factor = a[row][column] / a[column][column]
        a[row] -= a[column] * factor
        b[row] -= b[column] * factor
      }
    }
    var x = SIMD4<Double>()
    for row in stride(from: 3, through: 0, by: -1) {
      var sum = b[row]
      for j in (row + 1)..<4 { sum -= a[row][j] * x[j] }
      x[row] = sum / a[row][row]
    }
    return (0..<4).allSatisfy { x[$0].isFinite } ? x : nil
  }
}
