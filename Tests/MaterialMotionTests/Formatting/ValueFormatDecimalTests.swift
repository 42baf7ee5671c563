import Foundation
import Testing

@testable import MaterialMotion

/// `ValueFormat.decimal`, the one formatter of numbers that programs read back (trace goldens,
/// exported code, chart labels).
@Suite struct ValueFormatDecimalTests {
  @Test(arguments: [
    (0.0, 4, false, "0.0000"), (-0.0, 4, false, "0.0000"), (-0.00004, 4, false, "0.0000"),
    (-0.00005, 4, false, "-0.0001"), (524.738, 4, false, "524.7380"), (1.5, 0, false, "2"),
    (-2.5, 0, false, "-3"), (342, 4, true, "342"), (0.25, 4, true, "0.25"),
    (-0.00001, 4, true, "0"), (60, 4, true, "60"), (1e20, 2, false, "100000000000000000000.00"),
    (.nan, 4, false, "nan"), (.infinity, 4, true, "inf"), (-.infinity, 2, false, "-inf"),
    (0.123456789, 12, false, "0.123456789"),
  ])
  func writesWhatAProgramReadsBack(value: Double, digits: Int, trimmed: Bool, text: String) {
    #expect(ValueFormat.decimal(value, digits: digits, trimmed: trimmed) == text)
  }

  /// Below the switch to C's digits, the text reads back as the value rounded to its decimals.
  @Test func readsBackAsTheRoundedValue() {
    var state: UInt64 = 7
    for _ in 0..<2000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let value = (Double(state >> 11) / Double(1 << 53) - 0.5) * pow(10, Double(state % 14))
      let text = ValueFormat.decimal(value, digits: 4)
      let back = Double(text)!
      #expect(abs(back - value) <= 0.00005 * (1 + 1e-9) + abs(value) * 1e-15, "\(value) → \(text)")
    }
  }
}
