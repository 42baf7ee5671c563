#if canImport(Glibc)
  import Glibc
#endif

/// Connects to the UNIX stream socket at `path`, the control socket of a test server that
/// `what` names in the errors; returns the socket's file descriptor.
func connectToUnixSocket(_ path: String, what: String) throws -> Int32 {
  let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else {
    throw HarnessError("cannot create a socket: \(String(cString: strerror(errno)))")
  }
  var address = sockaddr_un()
  address.sun_family = sa_family_t(AF_UNIX)
  let bytes = Array(path.utf8)
  guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
    close(fd)
    throw HarnessError("the path of \(what) is too long for a UNIX socket: \(path)")
  }
  withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
  let status = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
    }
  }
  guard status == 0 else {
    let reason = String(cString: strerror(errno))
    close(fd)
    throw HarnessError("cannot connect to \(what) at \(path): \(reason)")
  }
  return fd
}
