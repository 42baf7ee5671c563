import MaterialMotion

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A number as an export prints it, and the value a platform reads back from that text.
///
/// Every number is written by `ValueFormat.decimal` (at most 9 decimals, no trailing zeros), with
/// `digits` decimals, or `digits` significant digits for a number below 1, so that a small
/// number keeps its figures (`0.00003398`, not `0`). An export checks its curve with the values
/// read back, and prints more digits when rounding would take it out of its tolerance.
struct ExportNumber: Equatable, Sendable {
  /// The printed text (`342`, `0.8111`, `-7.02`).
  let text: String
  /// The value the text reads back as.
  let value: Double
  /// The value it was printed from.
  let exact: Double

  /// `value` printed with `digits` decimals, or `digits` significant digits below 1 (at most 9
  /// decimals either way).
  init(_ value: Double, digits: Int) {
    exact = value
    var decimals = digits
    if value.isFinite, value != 0 {
      let magnitude = Int(floor(log10(abs(value))))
      decimals = max(digits, digits - 1 - magnitude)
    }
    text = ValueFormat.decimal(value, digits: min(decimals, 9), trimmed: true)
    self.value = Double(text) ?? .nan
  }

  /// A number printed as `text`, read back as `value`, from `exact`.
  init(text: String, value: Double, exact: Double) {
    self.text = text
    self.value = value
    self.exact = exact
  }

  /// Whether a number that is not 0 prints as 0 (below what 9 decimals write), or a finite one
  /// does not read back as a finite number.
  var isLost: Bool {
    (exact != 0 && value == 0) || (exact.isFinite && !value.isFinite)
  }
}
