#if canImport(Glibc)
  import Glibc
#endif

/// Reads small text files (recordings) without Foundation.
enum TextFile {
  /// The whole file at `path` as UTF-8 text, if it holds at most `limit` bytes.
  ///
  /// - Throws: ``PlatformError`` naming `purpose` (the flag that named the file), the path and why.
  static func read(_ path: String, purpose: String, limit: Int = RecordingLimits.maximumFileBytes)
    throws -> String
  {
    guard let file = fopen(path, "rb") else {
      throw PlatformError("\(purpose) \(path): cannot open (\(String(cString: strerror(errno))))")
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n > 0 { bytes += buffer[0..<n] }
      if bytes.count > limit {
        throw PlatformError(
          "\(purpose) \(path): larger than \(limit >> 20) MiB; a recording is at most \(limit >> 20) MiB of JSON lines"
        )
      }
      if n < buffer.count {
        if ferror(file) != 0 {
          throw PlatformError(
            "\(purpose) \(path): cannot read (\(String(cString: strerror(errno))))")
        }
        break
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
