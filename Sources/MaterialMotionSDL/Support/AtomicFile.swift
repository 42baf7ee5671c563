import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a whole file or nothing: the bytes go to a new temporary file beside the target,
/// which is renamed over it only when complete. A reader sees the old file or the new one, never
/// half of one; a full disk or a failed write leaves the old file as it was; and a symbolic link
/// at the target is replaced by the file, never followed (its target is left alone).
public enum AtomicFile {
  /// Writes `bytes` to `path`, creating its folder if needed.
  ///
  /// - Throws: ``PlatformError`` `cannot write PATH: REASON`, the reason the system's
  ///   (`No space left on device`, `Permission denied`).
  public static func write(_ bytes: [UInt8], to path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw PlatformError("cannot create the folder \(folder) for \(path)")
    }
    let name = URL(fileURLWithPath: path).lastPathComponent
    var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw problem(path) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    var written = 0
    let failed = bytes.withUnsafeBytes { raw -> Bool in
      while written < raw.count {
        let n = Glibc.write(descriptor, raw.baseAddress! + written, raw.count - written)
        if n < 0 {
          if errno == EINTR { continue }
          return true
        }
        written += n
      }
      return false
    }
    let error = errno
    if failed || close(descriptor) != 0 || fchmodat(AT_FDCWD, temporary, 0o644, 0) != 0 {
      let reason = failed ? error : errno
      unlink(temporary)
      errno = reason
      throw problem(path)
    }
    guard rename(temporary, path) == 0 else {
      let reason = errno
      unlink(temporary)
      errno = reason
      throw problem(path)
    }
  }

  private static func problem(_ path: String) -> PlatformError {
    PlatformError("cannot write \(path): \(String(cString: strerror(errno)))")
  }
}
