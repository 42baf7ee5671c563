/// Formats motion values for people: sensible precision and units, for labels such as the ones
/// ``MotionObservableConvertible/visualize(prefix:in:format:)`` writes.
///
/// ```swift
/// ValueFormat.scale(1.7499994)                          // "1.75×"
/// ValueFormat.degrees(fromRadians: 0.785398)            // "45.0°"
/// ValueFormat.points(Point(x: 520, y: 250.00000001))    // "(520, 250) pt"
/// ValueFormat.pointsPerSecond(Point(x: 740, y: -370))   // "(740, −370) pt/s"
/// ```
///
/// Values that are not finite are written as `∞`, `−∞` or `NaN`; negative numbers use the
/// minus sign (−).
public enum ValueFormat {
  /// `value` with `digits` decimals (0...6), e.g. `fixed(2.345, digits: 1)` is `"2.3"`; no
  /// negative zero.
  public static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "−∞" : "∞" }
    let digits = max(0, min(6, digits))
    let text = NumberFormat.format(value, with: "%.\(digits)f")
    let isZero = text.allSatisfy { $0 == "-" || $0 == "0" || $0 == "." }
    if text.hasPrefix("-") { return isZero ? String(text.dropFirst()) : "−" + text.dropFirst() }
    return text
  }

  /// `value` with `digits` decimals (0...9) and its sign always written, in ASCII (`"+0.00"`,
  /// `"-1.25"`), for raw readouts whose columns line up: the pinch lab's event log, the virtual
  /// time of the frame-time readout. Halves round away from zero. Values too large for fixed
  /// notation (or not finite) are written as Swift prints them, with the sign.
  public static func signed(_ value: Double, digits: Int) -> String {
    let digits = max(0, min(9, digits))
    guard value.isFinite, abs(value) < 1e9 else { return value < 0 ? "\(value)" : "+\(value)" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int64((abs(value) * scale).rounded())
    let whole = scaled / Int64(scale)
    var fraction = String(scaled % Int64(scale))
    fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
    let sign = value < 0 && scaled != 0 ? "-" : "+"
    return digits > 0 ? "\(sign)\(whole).\(fraction)" : "\(sign)\(whole)"
  }

  /// `value` in plain ASCII with `digits` decimals (0...9), for text a program reads back (trace
  /// goldens, exported code, chart labels): `-` for a negative value (never `-0`), `nan`, `inf`
  /// and `-inf` for what is not finite; with `trimmed`, without trailing zeros or a bare point
  /// (`342`, `0.25`). Halves round away from zero. Past what 64-bit integers of that many
  /// decimals hold (9 × 10¹⁴ at 4), every digit as C's `%f` prints it.
  public static func decimal(_ value: Double, digits: Int, trimmed: Bool = false) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let digits = max(0, min(9, digits))
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    var text: String
    if abs(value) < 9e18 / scale {
      let scaled = Int64((abs(value) * scale).rounded())
      let sign = value < 0 && scaled != 0 ? "-" : ""
      let whole = scaled / Int64(scale)
      if digits == 0 {
        text = "\(sign)\(whole)"
      } else {
        let fraction = String(scaled % Int64(scale))
        text =
          "\(sign)\(whole).\(String(repeating: "0", count: digits - fraction.count))\(fraction)"
      }
    } else {
      text = NumberFormat.format(value, with: "%.\(digits)f")
    }
    if trimmed, text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }

  /// A duration in milliseconds with one decimal and no unit, e.g. `"4.1"` (frame times).
  public static func milliseconds(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// A scale factor: two decimals and `×`, e.g. `"1.75×"`.
  public static func scale(_ value: Double) -> String {
    fixed(value, digits: 2) + "×"
  }

  /// An angle given in radians, in degrees with one decimal, e.g. `"45.0°"`.
  public static func degrees(fromRadians radians: Double) -> String {
    fixed(radians * 180 / .pi, digits: 1) + "°"
  }

  /// An angular velocity given in radians per second, in whole degrees per second.
  public static func degreesPerSecond(fromRadians radians: Double) -> String {
    fixed(radians * 180 / .pi, digits: 0) + "°/s"
  }

  /// A position or size in points, whole points, e.g. `"(520, 250) pt"`.
  public static func points(_ point: Point) -> String {
    "(\(fixed(point.x, digits: 0)), \(fixed(point.y, digits: 0))) pt"
  }

  /// A velocity in points per second, whole points, e.g. `"(740, −370) pt/s"`.
  public static func pointsPerSecond(_ velocity: Point) -> String {
    "(\(fixed(velocity.x, digits: 0)), \(fixed(velocity.y, digits: 0))) pt/s"
  }

  /// A scale velocity (scale per second), two decimals, e.g. `"0.85×/s"`.
  public static func scalePerSecond(_ value: Double) -> String {
    fixed(value, digits: 2) + "×/s"
  }

  /// What a label shows for a stream that has not emitted yet.
  public static let placeholder = "–"
}
