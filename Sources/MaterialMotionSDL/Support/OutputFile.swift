#if canImport(Glibc)
  import Glibc
#endif

/// How every file the program writes reaches the disk: whole or not at all. The bytes go to a
/// new temporary file beside the target (`.NAME.XXXXXX`, made with `mkstemp`), which is then
/// published under the target's name. A reader sees no file or a complete one, never half of
/// one; a full disk, a failed write or a signal leaves nothing behind; a symbolic link at the
/// target is never followed.
///
/// Publishing either refuses an existing file (`replacing: false`: the rename is
/// `RENAME_NOREPLACE`, so a file that appeared since the run was planned is not replaced either)
/// or replaces it (`replacing: true`, what `--overwrite` and writing goldens ask for). Which one
/// a path gets is ``OutputPolicy``'s decision, made before the run starts.
public enum OutputFile {
  /// Writes `bytes` to `path`, creating its folder first when `creatingFolder`.
  ///
  /// - Throws: ``PlatformError`` `cannot write PATH: REASON`, the reason the system's
  ///   (`No space left on device`, `Permission denied`, `the file exists`).
  public static func write(
    _ bytes: [UInt8], to path: String, replacing: Bool, creatingFolder: Bool = false
  ) throws {
    try write(to: path, replacing: replacing, creatingFolder: creatingFolder) { descriptor in
      try bytes.withUnsafeBytes { raw in
        var written = 0
        while written < raw.count {
          let n = Glibc.write(descriptor, raw.baseAddress! + written, raw.count - written)
          if n < 0 {
            if errno == EINTR { continue }
            throw SystemReason(errno)
          }
          written += n
        }
      }
    }
  }

  /// Creates the temporary file, lets `fill` write it through its descriptor, and publishes it
  /// as `path`; the temporary file is removed on every failure.
  ///
  /// - Parameters:
  ///   - path: the file to write.
  ///   - replacing: whether a file already at `path` is replaced (else the write fails and
  ///     leaves it alone).
  ///   - creatingFolder: whether `path`'s folder (and its parents) is created when missing;
  ///     otherwise a missing folder fails the write.
  ///   - fill: writes the file's contents; it throws ``SystemReason`` (or any error) when it
  ///     cannot.
  /// - Throws: ``PlatformError`` naming `path` and the reason.
  public static func write(
    to path: String, replacing: Bool, creatingFolder: Bool = false,
    _ fill: (_ descriptor: Int32) throws -> Void
  ) throws {
    let folder = Self.folder(of: path)
    if creatingFolder { try createFolder(folder, for: path) }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { throw problem(path, SystemReason(errno)) }
    let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    do {
      try fill(descriptor)
      guard fchmod(descriptor, 0o644) == 0 else { throw SystemReason(errno) }
      let closed = close(descriptor)
      guard closed == 0 else { throw SystemReason(errno) }
    } catch {
      _ = close(descriptor)
      unlink(temporary)
      throw problem(path, error)
    }
    try publish(temporary, as: path, replacing: replacing)
  }

  /// Moves the complete file `temporary` (in `path`'s folder) to `path`; when that fails,
  /// `temporary` is removed (unless `keepingOnFailure`: a finished video stays under its
  /// temporary name, which the error then names).
  ///
  /// - Throws: ``PlatformError`` naming `path`: `the file exists; ...` when it is not
  ///   `replacing` and a file (or a link) is there.
  public static func publish(
    _ temporary: String, as path: String, replacing: Bool, keepingOnFailure: Bool = false
  ) throws {
    let status: Int32
    if replacing {
      status = rename(temporary, path)
    } else {
      status = renameNoReplace(temporary, path)
    }
    guard status == 0 else {
      let reason = errno
      if !keepingOnFailure { unlink(temporary) }
      let kept = keepingOnFailure ? "; it is in \(temporary)" : ""
      if reason == EEXIST {
        throw PlatformError(
          "cannot write \(path): the file exists (it appeared during the run); nothing was replaced\(kept)"
        )
      }
      if keepingOnFailure {
        throw PlatformError("cannot write \(path): \(SystemReason(reason))\(kept)")
      }
      throw problem(path, SystemReason(reason))
    }
  }

  /// The first of `STEM.EXT`, `STEM-2.EXT`, `STEM-3.EXT`, ... that is not there (a file, a
  /// folder or a link, dangling or not): a numbered series never replaces what it finds.
  public static func numbered(_ stem: String, extension ext: String) -> String {
    var path = "\(stem).\(ext)"
    var number = 1
    var status = stat()
    while lstat(path, &status) == 0 {
      number += 1
      path = "\(stem)-\(number).\(ext)"
    }
    return path
  }

  /// `path`'s folder: "." for a bare name, "/" for a file at the root.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// Creates `folder` and its parents when missing.
  private static func createFolder(_ folder: String, for path: String) throws {
    if let (prefix, reason) = makeFolders(folder) {
      throw PlatformError("cannot create the folder \(prefix) for \(path): \(reason)")
    }
  }

  /// Creates `folder` and each missing parent, one `mkdir` at a time; returns the one that could
  /// not be made and why, or nil. (An existing file on the way is left for the caller to find:
  /// the folder cannot then be one.)
  static func makeFolders(_ folder: String) -> (folder: String, reason: SystemReason)? {
    var prefix = folder.hasPrefix("/") ? "" : "."
    for component in folder.split(separator: "/") {
      prefix += "/" + component
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return (prefix, SystemReason(errno)) }
    }
    return nil
  }

  /// `rename` that fails with `EEXIST` when `to` exists; where the file system cannot do that
  /// atomically (`EINVAL`), a hard link and an unlink, which also never replace.
  private static func renameNoReplace(_ from: String, _ to: String) -> Int32 {
    let renameNoReplace: UInt32 = 1
    if let renameat2 {
      let status = renameat2(AT_FDCWD, from, AT_FDCWD, to, renameNoReplace)
      guard status != 0, errno == EINVAL || errno == ENOSYS else { return status }
    }
    guard link(from, to) == 0 else { return -1 }
    unlink(from)
    return 0
  }

  /// glibc's `renameat2` (2.28 and later; Swift's Glibc module does not declare it).
  private typealias RenameAt2 =
    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
  private static let renameat2: RenameAt2? = dlsym(
    UnsafeMutableRawPointer(bitPattern: 0), "renameat2"
  ).map { unsafeBitCast($0, to: RenameAt2.self) }

  private static func problem(_ path: String, _ error: Error) -> PlatformError {
    if let error = error as? PlatformError { return error }
    return PlatformError("cannot write \(path): \(error)")
  }
}
