import CRaster
import Testing

/// A translucent fill's whole pixels are blended four at a time where the processor can
/// (`solid_span`): every pixel must come out as the one-pixel formula makes it (each channel
/// c·a + d·(255 − a), over 255, rounded; the fourth byte as a channel of 255), whatever its
/// neighbours, at every width and start, and nothing outside the shape may change.
@Suite struct SpanBlendTests {
  /// A seeded generator, so that a failure can be replayed.
  struct Numbers {
    var state: UInt64
    mutating func next() -> UInt32 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt32(truncatingIfNeeded: state >> 32)
    }
  }

  /// `d` with colour `rgb` (0xRRGGBB) blended over it at opacity `a`, by the one-pixel formula.
  static func blended(_ d: UInt32, _ rgb: UInt32, _ a: UInt32) -> UInt32 {
    func channel(_ shift: UInt32, _ c: UInt32) -> UInt32 {
      let v = c * a + ((d >> shift) & 255) * (255 - a) + 128
      return ((v + (v >> 8)) >> 8) << shift
    }
    return channel(24, 255) | channel(16, (rgb >> 16) & 255) | channel(8, (rgb >> 8) & 255)
      | channel(0, rgb & 255)
  }

  @Test func translucentSpansAreTheOnePixelFormulaAtEveryWidth() {
    var numbers = Numbers(state: 41)
    let (w, h) = (40, 6)
    for width in 1...19 {
      for start in 0..<4 {
        for alpha in [UInt8(1), 77, 128, 254] {
          let rgb = numbers.next() & 0xFF_FFFF
          let background = (0..<(w * h)).map { _ in numbers.next() }
          var pixels = background
          pixels.withUnsafeMutableBufferPointer { buffer in
            var target = mmr_target(
              pixels: buffer.baseAddress, x0: 0, y0: 0, width: Int32(w), height: Int32(h),
              stride: Int32(w), red_low: 0, layer: 0)
            // Whole pixels: columns start..<start+width of rows 1..<5, all covered.
            var shape = mmr_shape(
              cx: Double(start) + Double(width) / 2, cy: 3, ux: 1, uy: 0, vx: 0, vy: 1,
              hw: Double(width) / 2, hh: 2, r: 0)
            mmr_fill_shape(&target, &shape, rgb, alpha)
          }
          for y in 0..<h {
            for x in 0..<w {
              let i = y * w + x
              let inside = (start..<(start + width)).contains(x) && (1..<5).contains(y)
              let expected =
                inside ? Self.blended(background[i], rgb, UInt32(alpha)) : background[i]
              #expect(
                pixels[i] == expected,
                "width \(width), start \(start), alpha \(alpha), pixel (\(x), \(y)): \(pixels[i]) not \(expected)"
              )
              if pixels[i] != expected { return }
            }
          }
        }
      }
    }
  }
}
