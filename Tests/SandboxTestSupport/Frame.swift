import MaterialMotionSDL
import Testing

/// An RGBA image (a captured frame, a screenshot, a window's pixels) with the measurements tests
/// make on it: a pixel's colour, where a colour is, how many pixels differ from another frame.
public struct Frame: Sendable {
  /// The pixels, four bytes each (red, green, blue, alpha), row by row from the top left.
  public let pixels: [UInt8]
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int

  /// Reads the PNG at `path`.
  public init(path: String) throws {
    let image = try PNGFile.readRGBA(path: path)
    self.init(rgba: image.pixels, width: image.width, height: image.height)
  }

  /// A frame of `rgba` pixels, four bytes each, row by row.
  public init(rgba: [UInt8], width: Int, height: Int) {
    pixels = rgba
    self.width = width
    self.height = height
  }

  /// A frame of tightly packed `rgb` pixels, three bytes each, row by row (as
  /// `SDLWindow.readPixelsRGB` reads them), made opaque.
  public init(rgb: [UInt8], width: Int, height: Int) {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    for p in 0..<(width * height) {
      rgba[p * 4] = rgb[p * 3]
      rgba[p * 4 + 1] = rgb[p * 3 + 1]
      rgba[p * 4 + 2] = rgb[p * 3 + 2]
    }
    self.init(rgba: rgba, width: width, height: height)
  }

  /// What `window` shows: the frame last drawn in it, read back.
  @MainActor
  public init(window: SDLWindow) throws {
    var rgb: [UInt8] = []
    let (width, height) = try window.readPixelsRGB(into: &rgb)
    self.init(rgb: rgb, width: width, height: height)
  }

  /// The red, green and blue of pixel (`x`, `y`).
  public func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
    let i = (y * width + x) * 4
    return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
  }

  /// Whether pixel (`x`, `y`) is within `tolerance` of `color` in every channel.
  public func matches(_ color: (Int, Int, Int), at x: Int, _ y: Int, tolerance: Int = 8) -> Bool {
    let p = rgb(x, y)
    return abs(p.0 - color.0) <= tolerance && abs(p.1 - color.1) <= tolerance
      && abs(p.2 - color.2) <= tolerance
  }

  /// The bounding box of the pixels within `tolerance` of `color` (only those in `region`, when
  /// given), or nil when there are none.
  public func boundingBox(
    of color: (Int, Int, Int), tolerance: Int = 8, in region: PixelBox? = nil
  ) -> PixelBox? {
    var box: PixelBox?
    let (columns, rows) = ranges(of: region)
    for y in rows {
      for x in columns where matches(color, at: x, y, tolerance: tolerance) {
        if let b = box {
          box = PixelBox(
            minX: min(b.minX, x), minY: min(b.minY, y), maxX: max(b.maxX, x),
            maxY: max(b.maxY, y))
        } else {
          box = PixelBox(minX: x, minY: y, maxX: x, maxY: y)
        }
      }
    }
    return box
  }

  /// How many pixels are within `tolerance` of `color` (only those in `region`, when given): a
  /// shape's area, whatever it is turned by.
  public func pixelCount(
    of color: (Int, Int, Int), tolerance: Int = 8, in region: PixelBox? = nil
  ) -> Int {
    let (columns, rows) = ranges(of: region)
    var count = 0
    for y in rows {
      for x in columns where matches(color, at: x, y, tolerance: tolerance) { count += 1 }
    }
    return count
  }

  /// The columns and rows of `region` that are in the frame (all of them when nil).
  private func ranges(of region: PixelBox?) -> (Range<Int>, Range<Int>) {
    guard let region else { return (0..<width, 0..<height) }
    let (x, y) = (max(region.minX, 0), max(region.minY, 0))
    return (x..<max(x, min(region.maxX + 1, width)), y..<max(y, min(region.maxY + 1, height)))
  }

  /// The bounding box of the sandbox's purple square (#6200EE), or nil when it is not shown.
  public var square: PixelBox? { boundingBox(of: (0x62, 0x00, 0xEE)) }

  /// How many pixels differ from `other`'s by more than `tolerance` in any channel (every pixel
  /// when the sizes differ).
  public func differingPixels(from other: Frame, tolerance: Int = 2) -> Int {
    guard width == other.width, height == other.height else { return width * height }
    var differing = 0
    for i in stride(from: 0, to: pixels.count, by: 4)
    where (0..<3).contains(where: {
      abs(Int(pixels[i + $0]) - Int(other.pixels[i + $0])) > tolerance
    }) {
      differing += 1
    }
    return differing
  }
}

/// A failed expectation names a frame by its size, not by its pixels (a frame's default
/// description is every byte of it).
extension Frame: CustomTestStringConvertible {
  /// `Frame(W×H)`.
  public var testDescription: String { "Frame(\(width)×\(height))" }
}
