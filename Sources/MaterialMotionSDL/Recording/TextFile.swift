#if canImport(Glibc)
  import Glibc
#endif

/// Reads small text files (recordings) without Foundation.
enum TextFile {
  /// The whole file at `path` as UTF-8 text (invalid UTF-8 repaired, as `String(decoding:)`
  /// repairs it), if it is a regular file of at most `limit` bytes.
  ///
  /// Anything else is refused before it is read: a FIFO, a device, a socket or a folder is
  /// never opened in a way that could wait (the path is checked first, then opened without
  /// blocking and the file opened checked again, so one swapped in between is refused too).
  ///
  /// - Throws: ``PlatformError`` naming `purpose` (the flag that named the file), the path and why.
  static func read(_ path: String, purpose: String, limit: Int = RecordingLimits.maximumFileBytes)
    throws -> String
  {
    func failure(_ what: String) -> PlatformError {
      PlatformError("\(purpose) \(path): \(what) (\(String(cString: strerror(errno))))")
    }
    var status = stat()
    guard stat(path, &status) == 0 else { throw failure("cannot open") }
    try refuseUnlessRegular(status, path: path, purpose: purpose)
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { throw failure("cannot open") }
    defer { close(fd) }
    guard fstat(fd, &status) == 0 else { throw failure("cannot read") }
    try refuseUnlessRegular(status, path: path, purpose: purpose)
    let tooLarge = PlatformError(
      "\(purpose) \(path): larger than \(limit >> 20) MiB; a recording is at most \(limit >> 20) MiB of JSON lines"
    )
    guard Int(status.st_size) <= limit else { throw tooLarge }
    // Read straight into the string: one byte more than the size, to see a file that grew.
    let capacity = Int(status.st_size) + 1
    var readError: Int32 = 0
    var complete = true
    let text = String(unsafeUninitializedCapacity: capacity) { buffer in
      let filled = fill(buffer, from: fd, error: &readError)
      complete = filled < capacity
      return filled
    }
    guard readError == 0 else {
      errno = readError
      throw failure("cannot read")
    }
    if complete { return text }
    // The file grew since it was measured (or says no size, as /proc's do): read it again, to
    // its end (the text read so far may end inside a character).
    guard lseek(fd, 0, SEEK_SET) == 0 else { throw failure("cannot read") }
    var bytes: [UInt8] = []
    let chunk = 1 << 16
    while bytes.count <= limit {
      let start = bytes.count
      bytes.append(contentsOf: repeatElement(0, count: chunk))
      let filled = bytes.withUnsafeMutableBufferPointer {
        fill(UnsafeMutableBufferPointer(rebasing: $0[start...]), from: fd, error: &readError)
      }
      bytes.removeLast(chunk - filled)
      guard readError == 0 else {
        errno = readError
        throw failure("cannot read")
      }
      if filled < chunk { break }
    }
    guard bytes.count <= limit else { throw tooLarge }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Reads from `fd` until `buffer` is full or the file ends; the number of bytes read.
  private static func fill(
    _ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32, error: inout Int32
  ) -> Int {
    var filled = 0
    while filled < buffer.count {
      let n = Glibc.read(fd, buffer.baseAddress! + filled, buffer.count - filled)
      if n < 0 && errno == EINTR { continue }
      if n < 0 { error = errno }
      if n <= 0 { break }
      filled += n
    }
    return filled
  }

  /// Throws unless `status` is a regular file's.
  private static func refuseUnlessRegular(_ status: stat, path: String, purpose: String) throws {
    let kind: String
    switch status.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: kind = "a folder"
    case S_IFIFO: kind = "a FIFO"
    case S_IFCHR: kind = "a character device"
    case S_IFBLK: kind = "a block device"
    case S_IFSOCK: kind = "a socket"
    default: kind = "not a file"
    }
    throw PlatformError(
      "\(purpose) \(path): \(kind), not a regular file; a recording is read from a regular file (save it to one first)"
    )
  }
}
