#if canImport(Glibc)
  import Glibc
#endif

/// A file's device and inode: the same for every name and link of one file.
struct FileIdentity: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64

  /// The identity of the file at `path` (links followed), or nil when there is none.
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
