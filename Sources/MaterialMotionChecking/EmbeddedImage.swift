import FoundationEssentials

/// A PNG file read for a page that must stand alone: its bytes as a `data:` URI, or, when it
/// cannot be used, why (so the page can say so rather than fail).
struct EmbeddedImage {
  /// The largest file embedded; a larger one is noted instead (a page of a few frames stays a
  /// few megabytes).
  static let maximumBytes = 32 << 20

  /// The `data:image/png;base64,...` URI, when the file could be read.
  let dataURI: String?
  /// Why there is no image: "missing", "not a PNG", "too large"; nil when there is one.
  let problem: String?
  /// The image's width and height from its header, when it is a PNG.
  let size: (width: Int, height: Int)?

  /// Reads the PNG at `path` (nil: no file was given).
  init(path: String?) {
    guard let path else {
      (dataURI, problem, size) = (nil, "no file was given", nil)
      return
    }
    var isDirectory = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory
    else {
      (dataURI, problem, size) = (nil, "the file is missing", nil)
      return
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let bytes = (attributes?[.size] as? any BinaryInteger).map({ Int($0) }),
      bytes > Self.maximumBytes
    {
      (dataURI, problem, size) = (nil, "the file is too large to embed (\(bytes) bytes)", nil)
      return
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      (dataURI, problem, size) = (nil, "the file cannot be read", nil)
      return
    }
    let bytes = [UInt8](data)
    guard let header = Self.pngSize(bytes) else {
      (dataURI, problem, size) = (nil, "the file is not a PNG", nil)
      return
    }
    dataURI = "data:image/png;base64," + data.base64EncodedString()
    problem = nil
    size = header
  }

  /// The width and height in a PNG's header, or nil when `bytes` do not start like a PNG.
  static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
      bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    func number(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }
}
