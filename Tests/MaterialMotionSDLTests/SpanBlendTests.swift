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

/// A shape's pixels are blended as runs of per-pixel opacities (`mmr_blend_run`): a small
/// shape's row in one run, a wide one's two ends around a run at one opacity, rows that share
/// their vertical coverage sharing their opacities. Every path, clipped by the target on any
/// side, must draw each pixel at its own coverage and leave every other pixel as it was.
extension SpanBlendTests {
  /// The largest difference between two pixels' bytes.
  static func largestChannelDifference(_ p: UInt32, _ q: UInt32) -> Int {
    var largest = 0
    for shift in stride(from: UInt32(0), to: 32, by: 8) {
      let a = Int((p >> shift) & 255)
      let b = Int((q >> shift) & 255)
      largest = max(largest, abs(a - b))
    }
    return largest
  }

  @Test func shapesBlendEachPixelAtItsCoverageInEveryPath() {
    var numbers = Numbers(state: 7)
    func unit() -> Double { Double(numbers.next() % 1_000_000) / 1_000_000 }
    for trial in 0..<160 {
      // Small shapes (one run a row), and ones wider than 256 pixels (ends and a middle run).
      let wide = trial % 4 == 3
      let (w, h) = (wide ? 420 : 48, 40)
      let x0 = Int32(numbers.next() % 3), y0 = Int32(numbers.next() % 3)
      let hw = wide ? 140 + unit() * 60 : 0.3 + unit() * 20
      let hh = 0.3 + unit() * 16
      let r = trial % 3 == 0 ? 0 : unit() * min(hw, hh)
      let cx = Double(x0) - hw * 0.3 + unit() * (Double(w) + hw * 0.6)
      let cy = Double(y0) - hh * 0.3 + unit() * (Double(h) + hh * 0.6)
      let alpha = UInt8(truncatingIfNeeded: [255, 200, 77, 1][Int(numbers.next() % 4)])
      let rgb = numbers.next() & 0xFF_FFFF
      let background = (0..<(w * h)).map { _ in numbers.next() | 0xFF00_0000 }
      var shape = mmr_shape(cx: cx, cy: cy, ux: 1, uy: 0, vx: 0, vy: 1, hw: hw, hh: hh, r: r)
      var pixels = background
      pixels.withUnsafeMutableBufferPointer { buffer in
        var target = mmr_target(
          pixels: buffer.baseAddress, x0: x0, y0: y0, width: Int32(w), height: Int32(h),
          stride: Int32(w), red_low: 0, layer: 0)
        mmr_fill_shape(&target, &shape, rgb, alpha)
      }
      for y in 0..<h {
        for x in 0..<w {
          let i = y * w + x
          let coverage = Double(mmr_coverage(&shape, Int32(x) + x0, Int32(y) + y0))
          let a = UInt32(Double(alpha) * coverage + 0.5)
          let expected = a == 0 ? background[i] : Self.blended(background[i], rgb, a)
          let off = Self.largestChannelDifference(pixels[i], expected)
          // Coverage is compared in the float mmr_coverage returns: one level of rounding.
          #expect(
            off <= 1 && (coverage > 0 || pixels[i] == background[i]),
            "trial \(trial), pixel (\(x), \(y)): \(pixels[i]) not \(expected)")
          if off > 1 { return }
        }
      }
    }
  }

  @Test func blittedTexelsAreTheOnePixelFormulaInEitherByteOrder() {
    var numbers = Numbers(state: 99)
    let (w, h) = (23, 5)
    for redLow in [Int32(0), 1] {
      for alpha in [UInt8(255), 180, 1] {
        for x in -3..<6 {
          let (sw, sh) = (1 + Int(numbers.next() % 22), 3)
          let texels = (0..<(sw * sh)).map { _ -> UInt32 in
            let t = numbers.next()
            switch t % 4 {
            case 0: return t & 0x00FF_FFFF
            case 1: return t | 0xFF00_0000
            default: return t
            }
          }
          let background = (0..<(w * h)).map { _ in numbers.next() | 0xFF00_0000 }
          var pixels = background
          pixels.withUnsafeMutableBufferPointer { buffer in
            var target = mmr_target(
              pixels: buffer.baseAddress, x0: 0, y0: 0, width: Int32(w), height: Int32(h),
              stride: Int32(w), red_low: redLow, layer: 0)
            mmr_blit(&target, texels, Int32(sw), Int32(sh), Int32(sw), Int32(x), 1, alpha)
          }
          for py in 0..<h {
            for px in 0..<w {
              let i = py * w + px
              var expected = background[i]
              let (tx, ty) = (px - x, py - 1)
              if (0..<sw).contains(tx), (0..<sh).contains(ty) {
                let texel = texels[ty * sw + tx]
                var v = (texel >> 24) * UInt32(alpha) + 128
                v = (v + (v >> 8)) >> 8
                var rgb = texel & 0xFF_FFFF
                if redLow == 1 {
                  rgb = (rgb & 0xFF) << 16 | (rgb & 0xFF00) | rgb >> 16
                }
                if v > 0 { expected = Self.blended(background[i], rgb, v) }
              }
              #expect(
                pixels[i] == expected,
                "red_low \(redLow), alpha \(alpha), x \(x), pixel (\(px), \(py)): \(pixels[i]) not \(expected)"
              )
              if pixels[i] != expected { return }
            }
          }
        }
      }
    }
  }
}
