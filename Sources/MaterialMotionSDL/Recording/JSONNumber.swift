/// A JSON number's text, checked against JSON's grammar (`-`, an integer without leading zeros,
/// a fraction, an exponent), read as a 64-bit float (``double``) or exactly as a whole number
/// (``whole``), without Foundation and without allocating.
///
/// It accepts what FoundationEssentials' `JSONDecoder` accepts for a `Double` (its checks, then
/// `strtod`, which must read the whole text): exactly JSON's grammar, with a value that is
/// finite, and not 0 unless every digit before the exponent is 0.
struct JSONNumber {
  private let text: UnsafeBufferPointer<UInt8>
  private let isNegative: Bool
  /// The integer part's digits and the fraction's (after the `.`).
  private let integer: Range<Int>
  private let fraction: Range<Int>
  /// The exponent as written (saturated far past any float's), 0 without one.
  private let exponent: Int
  /// The digits from the first that is not 0, as an integer while there are at most 19.
  private var mantissa: UInt64 = 0
  /// How many digits there are from the first that is not 0 (0: the number is 0).
  private var significant = 0

  /// Checks `text` against JSON's grammar; nil when it is not a JSON number.
  init?(_ text: UnsafeBufferPointer<UInt8>) {
    guard let base = text.baseAddress else { return nil }
    self.text = text
    let end = text.count
    var i = 0
    isNegative = base[0] == UInt8(ascii: "-")
    if isNegative { i = 1 }
    var mantissa: UInt64 = 0
    var significant = 0
    // The integer part: digits, without a leading 0 unless it is the only one.
    let integerStart = i
    while i < end {
      let digit = base[i] &- UInt8(ascii: "0")
      guard digit < 10 else { break }
      if significant > 0 || digit != 0 {
        significant &+= 1
        if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
      }
      i &+= 1
    }
    guard i > integerStart, base[integerStart] != UInt8(ascii: "0") || i == integerStart + 1 else {
      return nil
    }
    integer = integerStart..<i
    // The fraction: a point and at least one digit.
    if i < end, base[i] == UInt8(ascii: ".") {
      i &+= 1
      let fractionStart = i
      while i < end {
        let digit = base[i] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if significant > 0 || digit != 0 {
          significant &+= 1
          if significant <= 19 { mantissa = mantissa &* 10 &+ UInt64(digit) }
        }
        i &+= 1
      }
      guard i > fractionStart else { return nil }
      fraction = fractionStart..<i
    } else {
      fraction = i..<i
    }
    self.mantissa = mantissa
    self.significant = significant
    // The exponent: e or E, a sign perhaps, and at least one digit.
    var exponent = 0
    if i < end, base[i] == UInt8(ascii: "e") || base[i] == UInt8(ascii: "E") {
      i &+= 1
      let negative = i < end && base[i] == UInt8(ascii: "-")
      if i < end, base[i] == UInt8(ascii: "-") || base[i] == UInt8(ascii: "+") { i &+= 1 }
      let start = i
      while i < end, base[i] &- UInt8(ascii: "0") < 10 {
        exponent = min(exponent * 10 + Int(base[i] &- UInt8(ascii: "0")), 1_000_000)
        i &+= 1
      }
      guard i > start else { return nil }
      if negative { exponent = -exponent }
    }
    guard i == end else { return nil }
    self.exponent = exponent
  }

  /// How many digits the integer part and the fraction have together.
  private var digitCount: Int { integer.count + fraction.count }

  /// The digit at `position` of the integer part's digits followed by the fraction's.
  private func digit(_ position: Int) -> UInt8 {
    let index =
      position < integer.count
      ? integer.lowerBound + position : fraction.lowerBound + position - integer.count
    return text[index] &- UInt8(ascii: "0")
  }

  /// The nearest 64-bit float, as `strtod` rounds; nil when it is not finite, or is 0 for a
  /// number that is not.
  var double: Double? {
    guard significant > 0 else { return isTrueZero ? (isNegative ? -0.0 : 0.0) : nil }
    let scale = exponent - fraction.count
    var value: Double
    if significant <= 19, mantissa <= 1 << 53, (-22...22).contains(scale) {
      // Both exact, so one rounding: the correctly rounded result (Clinger's fast path).
      value =
        scale >= 0 ? Double(mantissa) * Self.powers[scale] : Double(mantissa) / Self.powers[-scale]
      if isNegative { value = -value }
    } else {
      guard let parsed = Double(String(decoding: text, as: UTF8.self)) else { return nil }
      value = parsed
    }
    guard value.isFinite, value != 0 || isTrueZero else { return nil }
    return value
  }

  /// Whether a number that reads as 0 is one, as `JSONDecoder` tells: it looks for a digit
  /// from 1 to 9 before an `e`, four bytes at a time from the start, then the last one to three
  /// bytes from the end. That last step can meet the exponent's digits first, so `0e5` and
  /// `0.00e5` are refused as numbers too small to be anything but 0 (and `0.0e5` is not): the
  /// reader before this one refused them, and this one refuses what it refused.
  private var isTrueZero: Bool {
    func check(_ byte: UInt8) -> Bool? {
      switch byte {
      case UInt8(ascii: "1")...UInt8(ascii: "9"): false
      case UInt8(ascii: "e"), UInt8(ascii: "E"): true
      default: nil
      }
    }
    var start = 0
    while text.count - start >= 4 {
      for offset in 0..<4 {
        if let result = check(text[start + offset]) { return result }
      }
      start += 4
    }
    for index in (start..<text.count).reversed() {
      if let result = check(text[index]) { return result }
    }
    return true
  }

  /// The value of `text` in one pass when it is a plain decimal that is exact to read (no
  /// exponent, not 0, at most 19 significant digits worth at most 2⁵³, at most 22 after the
  /// point): as ``double`` reads it, faster. Nil for anything else, which ``double`` decides.
  static func quickDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    guard let base = text.baseAddress, !text.isEmpty else { return nil }
    let end = text.count
    let negative = base[0] == UInt8(ascii: "-")
    var i = negative ? 1 : 0
    guard i < end, base[i] &- UInt8(ascii: "0") < 10 else { return nil }
    var mantissa: UInt64 = 0
    var significant = 0
    if base[i] == UInt8(ascii: "0") {
      i &+= 1
    } else {
      while i < end, case let digit = base[i] &- UInt8(ascii: "0"), digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        significant &+= 1
        i &+= 1
      }
    }
    var fraction = 0
    if i < end, base[i] == UInt8(ascii: ".") {
      i &+= 1
      let start = i
      while i < end, case let digit = base[i] &- UInt8(ascii: "0"), digit < 10 {
        if mantissa != 0 || digit != 0 { significant &+= 1 }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        i &+= 1
      }
      fraction = i &- start
      guard fraction > 0 else { return nil }
    }
    guard i == end, mantissa != 0, significant <= 19, mantissa <= 1 << 53, fraction <= 22 else {
      return nil
    }
    // Both exact, so one rounding: the correctly rounded result (Clinger's fast path).
    let value = fraction == 0 ? Double(mantissa) : Double(mantissa) / powers[fraction]
    return negative ? -value : value
  }

  private static let powers: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// What a number is as a whole number, exactly (not as the float nearest it: `9007199254740993`
  /// is not `9007199254740992`).
  enum Whole: Equatable {
    /// A whole number that fits in an `Int`.
    case integer(Int)
    /// A whole number too large for an `Int`, either way.
    case tooLarge
    /// Not a whole number.
    case fraction
  }

  /// The number exactly as a whole number, or why it is not one.
  var whole: Whole {
    // value = digits × 10^scale, without the digits' leading and trailing zeros.
    var first = 0
    while first < digitCount, digit(first) == 0 { first += 1 }
    guard first < digitCount else { return .integer(0) }
    var end = digitCount
    while digit(end - 1) == 0 { end -= 1 }
    let scale = exponent - fraction.count + (digitCount - end)
    guard scale >= 0 else { return .fraction }
    guard end - first + scale <= 19 else { return .tooLarge }
    var magnitude: UInt64 = 0
    for position in first..<end { magnitude = magnitude * 10 + UInt64(digit(position)) }
    for _ in 0..<scale { magnitude *= 10 }
    if isNegative {
      guard magnitude <= UInt64(Int.max) + 1 else { return .tooLarge }
      return .integer(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude))
    }
    guard magnitude <= UInt64(Int.max) else { return .tooLarge }
    return .integer(Int(magnitude))
  }
}
