#if canImport(Glibc)
  import Glibc
#endif

/// The one rule for every file a run writes, checked before the run starts, so a refused output
/// costs nothing and changes nothing:
///
/// - **Never an input.** A file the run reads (the recording replayed, the font, a golden being
///   compared) is never written, however the output names it: the same device and inode, so a
///   hard or symbolic link to it counts too.
/// - **One file, one output.** Two outputs of one run on the same path are refused.
/// - **Never a replacement** of an existing file (or link), unless `--overwrite` says so; a
///   numbered series the user asked for (screenshots, the final frame, exports) takes the next
///   free number instead (``OutputFile/numbered(_:extension:)``).
/// - **Whole or nothing**: every file is written by ``OutputFile``, which publishes a complete
///   temporary file under its name and leaves nothing behind on an error or a signal.
///
/// A recording (`--record-input`) is the one output written as it happens, so a crash keeps
/// what was recorded; it is never replaced, `--overwrite` or not.
public struct OutputPolicy: Sendable {
  /// Whether an existing file may be replaced (`--overwrite`); never an input.
  public let overwrite: Bool
  private var inputs: [(flag: String, path: String, identity: FileIdentity)] = []
  private var claims: [(flag: String, path: String)] = []

  /// A policy that replaces existing files only when `overwrite` is set.
  public init(overwrite: Bool) {
    self.overwrite = overwrite
  }

  /// Declares `path` an input of the run (named by `flag`), which no output may be; a path
  /// that does not exist is no input.
  public mutating func reads(_ path: String, by flag: String) {
    guard let identity = FileIdentity(path) else { return }
    inputs.append((flag, path, identity))
  }

  /// Claims `path` as the output of `flag`.
  ///
  /// - Parameters:
  ///   - path: the file the output writes.
  ///   - flag: the flag that named it, for the message.
  ///   - replacing: whether an existing file may be replaced; `nil` (the default): when
  ///     `--overwrite` was given.
  /// - Throws: ``PlatformError``, one line naming the flag and the path: the path is an input,
  ///   another output's, or (not replacing) an existing file.
  public mutating func claim(_ path: String, by flag: String, replacing: Bool? = nil) throws {
    try refuseInput(path, by: flag)
    let absolute = Self.absolute(path)
    if let other = claims.first(where: { $0.path == absolute }) {
      throw PlatformError(
        "\(flag) \(path) is also \(other.flag)'s file; give each output its own name")
    }
    var status = stat()
    let exists = lstat(path, &status) == 0
    let type = status.st_mode & S_IFMT
    if exists && type != S_IFREG && type != S_IFLNK {
      // A folder, a FIFO or a device is never replaced by a file, --overwrite or not.
      let what = type == S_IFDIR ? "a folder" : type == S_IFIFO ? "a FIFO" : "not a regular file"
      throw PlatformError("\(flag) \(path) is \(what); give the path of a file to write")
    }
    if !(replacing ?? overwrite), exists {
      throw PlatformError(
        "\(flag) \(path): the file exists; give a new name"
          + (replacing == nil ? ", or add --overwrite to replace it" : " (it is never replaced)"))
    }
    claims.append((flag, absolute))
  }

  /// Claims the files of `folder` that `isMember` names (a capture's `frame-000000.png`, ...)
  /// as the series of `flag`: none may be an input, and none may exist unless `--overwrite`.
  ///
  /// - Throws: ``PlatformError`` naming the flag, the folder and the first such file.
  public mutating func claimSeries(
    in folder: String, by flag: String, members isMember: (String) -> Bool
  ) throws {
    let absolute = Self.absolute(folder + "/")
    if let other = claims.first(where: { $0.path == absolute }) {
      throw PlatformError(
        "\(flag) \(folder) is also \(other.flag)'s folder; give each output its own folder")
    }
    for name in Self.names(in: folder) where isMember(name) {
      try refuseInput("\(folder)/\(name)", by: flag)
      if !overwrite {
        throw PlatformError(
          "\(flag) \(folder): it holds \(name) of an earlier run; choose an empty folder, or add --overwrite to replace its files"
        )
      }
    }
    claims.append((flag, absolute))
  }

  /// The input `path` is, when it is one, as the line that refuses it.
  private func refuseInput(_ path: String, by flag: String) throws {
    guard let identity = FileIdentity(path),
      let input = inputs.first(where: { $0.identity == identity })
    else { return }
    let same = input.path == path ? "" : " (\(input.path))"
    throw PlatformError(
      "\(flag) \(path) is the file \(input.flag) reads\(same); write to another file")
  }

  /// The names in `folder` (none when it cannot be read).
  private static func names(in folder: String) -> [String] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// `path` as one spelling: absolute, its folder resolved (`realpath`) when it exists.
  static func absolute(_ path: String) -> String {
    let folder = OutputFile.folder(of: path)
    let name = path.hasSuffix("/") ? "" : String(path.split(separator: "/").last ?? "")
    if let resolved = realpath(folder, nil) {
      defer { free(resolved) }
      return String(cString: resolved) + "/" + name
    }
    var cwd = [CChar](repeating: 0, count: 4096)
    let base =
      path.hasPrefix("/") ? "" : (getcwd(&cwd, cwd.count).map { String(cString: $0) } ?? ".")
    return base + "/" + path
  }
}
