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

  /// Draws `map` with `quad` at opacity 200 into a 64×48 target of `background` (grey unless
  /// given) and returns its pixels.
  func draw(
    _ map: [UInt8], width: Int, height: Int, source: [Double], quad: [Double],
    background: [UInt32] = [UInt32](repeating: 0xFF80_8080, count: 64 * 48)
  ) -> [UInt32] {
    var pixels = background
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

  /// Black over an opaque frame is drawn four pixels at a time where the processor can: every
  /// pixel must come out as the one-pixel formula makes it (each channel times 255 − a, over
  /// 255, rounded), whatever its neighbours, at every width, and a pixel the map leaves at 0
  /// must keep all four of its bytes.
  @Test func darkeningIsTheOnePixelFormulaAtEveryWidth() {
    var numbers = Numbers(state: 31)
    func darkened(_ d: UInt32, _ a: UInt32) -> UInt32 {
      guard a > 0 else { return d }
      func channel(_ shift: UInt32) -> UInt32 {
        let v = ((d >> shift) & 255) * (255 - a) + 128
        return ((v + (v >> 8)) >> 8) << shift
      }
      return 0xFF00_0000 | channel(16) | channel(8) | channel(0)
    }
    for width in 1...19 {
      for level in [UInt8(0), 1, 128, 255] {
        let background = (0..<(64 * 48)).map { _ in UInt32(numbers.next() * 4_294_967_295) }
        // A uniform map: one opacity for every pixel drawn, a = level × 200 / 255, rounded.
        let pixels = draw(
          [UInt8](repeating: level, count: 4 * 4), width: 4, height: 4, source: [0, 0, 4, 4],
          quad: [3, 5, Double(width), 0, 0, 7], background: background)
        let v = UInt32(level) * 200 + 128
        let a = (v + (v >> 8)) >> 8
        for y in 0..<48 {
          for x in 0..<64 {
            let inside = (3..<(3 + width)).contains(x) && (5..<12).contains(y)
            let i = y * 64 + x
            let expected = inside ? darkened(background[i], a) : background[i]
            #expect(
              pixels[i] == expected,
              "width \(width), level \(level), pixel (\(x), \(y)): \(pixels[i]) not \(expected)")
            if pixels[i] != expected { return }
          }
        }
      }
    }
  }
}
