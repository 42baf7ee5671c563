/// The bytes of a Lottie animation's JSON as they are written: compact, numbers with as many
/// decimals as they need up to a fixed count (3 for values, 5 for easing handles), so a file's
/// size is what its keyframes need.
struct LottieJSON {
  /// The bytes so far.
  var bytes: [UInt8] = []

  /// Appends `text` as it is (JSON punctuation, keys, numbers already formatted).
  mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

  /// Appends `text` as a JSON string (quoted, escaped).
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for unit in text.utf8 {
      switch unit {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(unit)
      case 0..<0x20:
        raw("\\u00")
        bytes.append(Self.hex(unit >> 4))
        bytes.append(Self.hex(unit & 0xF))
      default:
        bytes.append(unit)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Appends `value` with at most `decimals` decimals (trailing zeros dropped; -0 as 0; a value
  /// that is not finite as 0).
  mutating func number(_ value: Double, decimals: Int = 3) {
    let scale = decimals == 3 ? 1000.0 : decimals == 5 ? 100_000.0 : Self.power(decimals)
    guard value.isFinite, abs(value) < 1e12 else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    var scaled = Int64((value * scale).rounded())
    if scaled < 0 {
      bytes.append(UInt8(ascii: "-"))
      scaled = -scaled
    }
    let whole = scaled / Int64(scale)
    var fraction = scaled % Int64(scale)
    raw(String(whole))
    guard fraction > 0 else { return }
    var digits = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    bytes.append(UInt8(ascii: "."))
    let text = String(fraction)
    for _ in text.utf8.count..<digits { bytes.append(UInt8(ascii: "0")) }
    raw(text)
  }

  /// Appends `[a, b, ...]`.
  mutating func numbers(_ values: some Collection<Double>, decimals: Int = 3) {
    bytes.append(UInt8(ascii: "["))
    var first = true
    for value in values {
      if !first { bytes.append(UInt8(ascii: ",")) }
      first = false
      number(value, decimals: decimals)
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Drops a trailing comma (after the last member of an object or array).
  mutating func dropComma() {
    if bytes.last == UInt8(ascii: ",") { bytes.removeLast() }
  }

  private static func power(_ decimals: Int) -> Double {
    (0..<decimals).reduce(1.0) { value, _ in value * 10 }
  }

  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
