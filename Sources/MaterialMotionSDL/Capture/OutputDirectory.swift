#if canImport(Glibc)
  import Glibc
#endif

/// Folders the sandbox writes into (captures, screenshots).
public enum OutputDirectory {
  /// Creates `directory` and its parents when missing and checks it can be written.
  ///
  /// - Parameters:
  ///   - directory: the folder, absolute or relative to the working directory.
  ///   - flag: the option that named the folder, for the error message.
  /// - Throws: ``PlatformError`` naming the flag, the folder and the reason.
  public static func prepare(_ directory: String, flag: String) throws {
    if let (path, reason) = OutputFile.makeFolders(directory) {
      throw PlatformError("\(flag) \(directory): cannot create \(path) (\(reason))")
    }
    var info = stat()
    if stat(directory, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR {
      throw PlatformError("\(flag) \(directory): is a file, not a folder; choose a folder")
    }
    guard access(directory, W_OK) == 0 else {
      throw PlatformError(
        "\(flag) \(directory): not writable (\(String(cString: strerror(errno)))); choose another directory"
      )
    }
  }
}
