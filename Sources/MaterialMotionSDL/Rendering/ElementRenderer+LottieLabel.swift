import CSDL2
import MaterialMotion

extension ElementRenderer {
  /// `label`'s text rasterised as this renderer draws it at `pixelScale` pixels a point (its
  /// font, size and colour, fully opaque: the layer carries the colour's opacity), as a PNG
  /// image for a Lottie animation; nil when the text cannot be drawn.
  public func lottieImage(of label: LottieLabel, pixelScale: Double) -> LottieImage? {
    let pixelSize = Int((label.fontSize * pixelScale).rounded())
    let color = label.color.rgba8
    let rgba = UInt32(color.red) << 24 | UInt32(color.green) << 16 | UInt32(color.blue) << 8 | 0xFF
    guard pixelSize > 0,
      let surface = textCache.rasteriseARGB(
        TextCache.Key(text: label.text, pixelSize: pixelSize, rgba: rgba))
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    let (width, height) = (Int(surface.pointee.w), Int(surface.pointee.h))
    guard width > 0, height > 0, let pixels = surface.pointee.pixels else { return nil }
    let stride = Int(surface.pointee.pitch) / 4
    let words = pixels.assumingMemoryBound(to: UInt32.self)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let word = words[y * stride + x]
        let at = (y * width + x) * 4
        bytes[at] = UInt8(truncatingIfNeeded: word >> 16)
        bytes[at + 1] = UInt8(truncatingIfNeeded: word >> 8)
        bytes[at + 2] = UInt8(truncatingIfNeeded: word)
        bytes[at + 3] = UInt8(truncatingIfNeeded: word >> 24)
      }
    }
    guard let png = try? PNGFile.encode(pixels: bytes, width: width, height: height, channels: 4)
    else { return nil }
    return LottieImage(png: png, width: width, height: height, pixelScale: pixelScale)
  }
}
