/// An image halved: each texel the average of the 2×2 texels it replaces (weighted by their
/// alpha, so a transparent texel lends no colour); an odd size loses its last column or row.
/// Repeated, it gives an image's mip levels: an image drawn at a quarter
/// of its size is sampled from its level 2, whose texels are about one a pixel, rather than
/// from every fourth texel of the whole image (which would alias and miss the cache).
enum ImageReduction {
  /// `rgba` (`width` × `height` RGBA bytes) halved, with its size; nil when a side is 1.
  static func halved(_ rgba: [UInt8], width: Int, height: Int) -> (
    pixels: [UInt8], width: Int, height: Int
  )? {
    guard width > 1, height > 1, rgba.count >= width * height * 4 else { return nil }
    let (w, h) = (width / 2, height / 2)
    var out = [UInt8](repeating: 0, count: w * h * 4)
    rgba.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { target in
        for y in 0..<h {
          for x in 0..<w {
            var (r, g, b, a) = (0, 0, 0, 0)
            for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
              let i = ((2 * y + dy) * width + 2 * x + dx) * 4
              let alpha = Int(source[i + 3])
              r += Int(source[i]) * alpha
              g += Int(source[i + 1]) * alpha
              b += Int(source[i + 2]) * alpha
              a += alpha
            }
            let o = (y * w + x) * 4
            if a > 0 {
              target[o] = UInt8((r + a / 2) / a)
              target[o + 1] = UInt8((g + a / 2) / a)
              target[o + 2] = UInt8((b + a / 2) / a)
            }
            target[o + 3] = UInt8((a + 2) / 4)
          }
        }
      }
    }
    return (out, w, h)
  }

  /// The levels below `rgba`, each half the one before, down to the first whose sides are both
  /// at most `smallest` texels (or one of them a single texel).
  static func levels(_ rgba: [UInt8], width: Int, height: Int, smallest: Int = 16) -> [(
    pixels: [UInt8], width: Int, height: Int
  )] {
    var levels: [(pixels: [UInt8], width: Int, height: Int)] = []
    var current = (pixels: rgba, width: width, height: height)
    while max(current.width, current.height) > smallest,
      let next = halved(current.pixels, width: current.width, height: current.height)
    {
      levels.append(next)
      current = next
    }
    return levels
  }
}
