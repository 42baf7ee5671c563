import CRaster
import Testing

/// `mmr_draw_alpha_map`, which draws shadows on the software canvas, has a path of its own for
/// parts whose sides run along x and y (every shadow of an unrotated shape): it must draw what
/// the general path draws for the same quad, pixel for pixel, within rounding.
@Suite struct AlphaMapDrawingTests {
  /// A seeded generator, so that a failure can be replayed.
  struct Numbers {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
  }

  /// Draws `map` with `quad` into a grey 64×48 target and returns its pixels.
  func draw(_ map: [UInt8], width: Int, height: Int, source: [Double], quad: [Double]) -> [UInt32] {
    var pixels = [UInt32](repeating: 0xFF80_8080, count: 64 * 48)
    pixels.withUnsafeMutableBufferPointer { buffer in
      var target = mmr_target(
        pixels: buffer.baseAddress, x0: 0, y0: 0, width: 64, height: 48, stride: 64,
        red_low: 0, layer: 0)
      map.withUnsafeBufferPointer { bytes in
        mmr_draw_alpha_map(
          &target, bytes.baseAddress, Int32(width), Int32(height), Int32(width), source, quad,
          0, 200)
      }
    }
    return pixels
  }

  @Test func axisAlignedPartsMatchTheGeneralPath() {
    var numbers = Numbers(state: 30)
    let (mw, mh) = (20, 16)
    let map = (0..<(mw * mh)).map { _ in UInt8(numbers.next() * 255) }
    // Whole maps, corners, and stretched middles (one column or one row of texels).
    let sources: [[Double]] = [
      [0, 0, 20, 16], [0, 0, 10, 8], [10, 8, 20, 16], [10, 0, 10, 8], [0, 8, 10, 8],
      [10, 8, 10, 8],
    ]
    var worst: UInt32 = 0
    var drawn = 0
    for trial in 0..<60 {
      let source = sources[trial % sources.count]
      let quad = [
        -4 + numbers.next() * 50, -4 + numbers.next() * 36, 1 + numbers.next() * 40, 0, 0,
        1 + numbers.next() * 30,
      ]
      // A side a hair off the axis takes the general path through the same pixels.
      var skewed = quad
      skewed[3] = 1e-13
      let fast = draw(map, width: mw, height: mh, source: source, quad: quad)
      let general = draw(map, width: mw, height: mh, source: source, quad: skewed)
      for (a, b) in zip(fast, general) {
        if a != 0xFF80_8080 { drawn += 1 }
        for shift in stride(from: 0, to: 32, by: 8) {
          let (ca, cb) = ((a >> UInt32(shift)) & 255, (b >> UInt32(shift)) & 255)
          worst = max(worst, ca > cb ? ca - cb : cb - ca)
        }
      }
    }
    #expect(drawn > 10_000)
    #expect(worst <= 1, "worst channel difference \(worst) levels")
  }
}
