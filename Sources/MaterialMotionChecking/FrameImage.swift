import MaterialMotionSDL

/// A frame as a frame golden holds it: RGB pixels and the ``RenderEnvironment`` they were drawn
/// in, stored as a PNG whose `tEXt` chunk `motion-sandbox environment` carries the environment.
public struct FrameImage: Sendable, Equatable {
  /// The `tEXt` key of the environment in a frame golden.
  public static let environmentKey = "motion-sandbox environment"

  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Tightly packed 8-bit RGB rows, top to bottom.
  public var rgb: [UInt8]
  /// What drew it (nil for a PNG that does not say).
  public var environment: RenderEnvironment?
  /// What it is a frame of, for messages and artifacts (the replay's name); not stored in the
  /// PNG.
  public var label: String?

  /// A frame from its parts; `rgb` must hold `width` × `height` × 3 bytes.
  public init(width: Int, height: Int, rgb: [UInt8], environment: RenderEnvironment?) {
    precondition(rgb.count == width * height * 3, "rgb must hold width × height × 3 bytes")
    self.width = width
    self.height = height
    self.rgb = rgb
    self.environment = environment
  }

  /// Reads a frame golden's PNG bytes (any PNG: its alpha is dropped).
  ///
  /// - Throws: `PlatformError` when the bytes are not a readable PNG.
  public init(png bytes: [UInt8], maximumSide: Int = 8192) throws {
    let (rgba, width, height) = try PNGFile.decodeRGBA(bytes, maxSide: maximumSide)
    var rgb = [UInt8](repeating: 0, count: width * height * 3)
    for p in 0..<(width * height) {
      rgb[p * 3] = rgba[p * 4]
      rgb[p * 3 + 1] = rgba[p * 4 + 1]
      rgb[p * 3 + 2] = rgba[p * 4 + 2]
    }
    let text = PNGFile.textChunks(in: bytes)[Self.environmentKey]
    self.init(
      width: width, height: height, rgb: rgb, environment: text.flatMap(RenderEnvironment.init))
  }

  /// The frame as PNG bytes, with its environment.
  public func png() throws -> [UInt8] {
    try PNGFile.encode(
      pixels: rgb, width: width, height: height, channels: 3,
      text: environment.map { (Self.environmentKey, $0.description) })
  }
}
