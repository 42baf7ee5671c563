/// An image a Lottie animation embeds: its PNG file's bytes and its size in pixels. The app
/// gives them (``LottieRecorder/encode(tolerance:images:labels:text:)`` asks for each image
/// element's file and each label's text); an animation keeps each once, as a data URL.
public struct LottieImage: Sendable {
  /// The PNG file's bytes.
  public let png: [UInt8]
  /// The image's width in pixels.
  public let width: Int
  /// The image's height in pixels.
  public let height: Int
  /// Its pixels a point: a label's text is drawn at this scale (an image element's image is
  /// stretched over the element whatever its scale).
  public let pixelScale: Double

  /// The image of PNG file bytes `png`, `width`×`height` pixels, `pixelScale` pixels a point.
  public init(png: [UInt8], width: Int, height: Int, pixelScale: Double = 1) {
    self.png = png
    self.width = width
    self.height = height
    self.pixelScale = pixelScale
  }

  /// The image of a PNG file's bytes, its size read from the file's header; nil when the bytes
  /// are not a PNG file's.
  public init?(png: [UInt8]) {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard png.count > 24, Array(png[0..<8]) == signature, png[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    func word(_ at: Int) -> Int {
      png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    let (width, height) = (word(16), word(20))
    guard width > 0, height > 0 else { return nil }
    self.init(png: png, width: width, height: height)
  }
}
