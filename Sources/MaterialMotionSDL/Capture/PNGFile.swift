import CPNG

#if canImport(Glibc)
  import Glibc
#endif

/// PNG files through libpng directly (not SDL_image): fast settings for capture, and reading for
/// golden-frame comparisons. Safe to call from any thread.
public enum PNGFile {
  /// Writes tightly packed 8-bit RGB (or RGBA when `channels` is 4) pixels to `path`.
  ///
  /// The file is written by ``OutputFile``: it appears under its name only when complete, so a
  /// frame already on disk is always a valid PNG, even when a later write fails.
  ///
  /// - Parameters:
  ///   - path: the file to write.
  ///   - replacing: whether an existing file there is replaced (else the write fails and leaves
  ///     it alone).
  ///   - pixels: the rows top to bottom, `width` × `channels` bytes each, no padding.
  ///   - width: the image's width in pixels.
  ///   - height: the image's height in pixels.
  ///   - channels: 3 for RGB, 4 for RGBA.
  ///   - level: 1, the capture's default, is the fast run encoder (rows filtered Up, one
  ///     fixed-code deflate block of repeats; zlib's level 1 for an image it cannot bring under a
  ///     quarter of its size); 0 and 2...9 are zlib's levels.
  ///   - adaptiveFilters: libpng's adaptive row filters (smaller, several times slower).
  /// - Returns: the number of bytes written.
  /// - Throws: ``PlatformError`` with the file-system reason (e.g. "No space left on device").
  @discardableResult
  public static func write(
    path: String, pixels: [UInt8], width: Int, height: Int, channels: Int = 3, level: Int = 1,
    adaptiveFilters: Bool = false, replacing: Bool
  ) throws -> Int {
    precondition(pixels.count >= width * height * channels, "pixel buffer too small")
    var written = 0
    try OutputFile.write(to: path, replacing: replacing) { descriptor in
      let result = pixels.withUnsafeBufferPointer { buffer in
        cpng_write_fd(
          descriptor, buffer.baseAddress, Int32(width), Int32(height), Int32(width * channels),
          Int32(channels), Int32(level), adaptiveFilters ? 1 : 0)
      }
      guard result.error == 0 else {
        throw PlatformError("cannot write \(path): \(reason(result))")
      }
      written = Int(result.bytes_written)
    }
    return written
  }

  /// Reads a PNG as 8-bit RGBA pixels; one wider or taller than `maxSide` pixels is refused
  /// before its pixels are allocated.
  public static func readRGBA(
    path: String, maxSide: Int = 16384
  ) throws -> (pixels: [UInt8], width: Int, height: Int) {
    var data: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    let result = cpng_read_rgba(path, Int32(clamping: maxSide), &data, &width, &height)
    guard result.error == 0, let data else {
      throw PlatformError("cannot read PNG \(path): \(reason(result))")
    }
    defer { cpng_free(data) }
    let count = Int(width) * Int(height) * 4
    return (Array(UnsafeBufferPointer(start: data, count: count)), Int(width), Int(height))
  }

  /// Encodes tightly packed 8-bit RGB (or RGBA when `channels` is 4) pixels as PNG bytes, with
  /// a `tEXt` chunk for each entry of `text` (keys of 1 to 79 Latin-1 characters; at most one
  /// entry).
  public static func encode(
    pixels: [UInt8], width: Int, height: Int, channels: Int = 3,
    text: (key: String, value: String)? = nil
  ) throws -> [UInt8] {
    precondition(pixels.count >= width * height * channels, "pixel buffer too small")
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let result = pixels.withUnsafeBufferPointer { buffer in
      cpng_encode(
        buffer.baseAddress, Int32(width), Int32(height), Int32(channels), text?.key, text?.value,
        &out, &size)
    }
    guard result.error == 0, let out else {
      throw PlatformError("cannot encode PNG: \(reason(result))")
    }
    defer { cpng_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  /// Decodes PNG bytes as 8-bit RGBA pixels; an image wider or taller than `maxSide` pixels is
  /// refused before its pixels are allocated.
  public static func decodeRGBA(
    _ bytes: [UInt8], maxSide: Int = 16384
  ) throws -> (pixels: [UInt8], width: Int, height: Int) {
    var data: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    let result = bytes.withUnsafeBufferPointer { buffer in
      cpng_decode_rgba(
        buffer.baseAddress, buffer.count, Int32(clamping: maxSide), &data, &width, &height)
    }
    guard result.error == 0, let data else {
      throw PlatformError("not a readable PNG: \(reason(result))")
    }
    defer { cpng_free(data) }
    return (
      Array(UnsafeBufferPointer(start: data, count: Int(width) * Int(height) * 4)), Int(width),
      Int(height)
    )
  }

  /// The `tEXt` chunks of PNG bytes, key to value (Latin-1 read as such); empty when there are
  /// none or the bytes are not a PNG.
  public static func textChunks(in bytes: [UInt8]) -> [String: String] {
    var chunks: [String: String] = [:]
    var at = 8
    guard bytes.count >= 8, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 else { return [:] }
    while at + 12 <= bytes.count {
      let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
      guard length <= bytes.count - at - 12 else { break }
      if type == "tEXt", let nul = bytes[at + 8..<at + 8 + length].firstIndex(of: 0) {
        let key = String(bytes[at + 8..<nul].map { Character(Unicode.Scalar($0)) })
        let value = String(bytes[nul + 1..<at + 8 + length].map { Character(Unicode.Scalar($0)) })
        chunks[key] = value
      }
      if type == "IDAT" || type == "IEND" { break }
      at += length + 12
    }
    return chunks
  }

  private static func reason(_ result: cpng_result) -> String {
    var message = result.message
    let text = withUnsafeBytes(of: &message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    if result.errno_value != 0 {
      return String(cString: strerror(result.errno_value))
    }
    return text.isEmpty ? "error \(result.error)" : text
  }
}
