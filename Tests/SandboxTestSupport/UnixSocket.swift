import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Connects to the UNIX stream socket at `path`, the control socket of a test server that
/// `what` names in the errors; returns the socket's file descriptor. A socket's file exists once
/// its server has bound it, but connections are refused until it listens: a refusal is tried
/// again every 20 ms for up to `patience` seconds (a clean-clone CI run on a loaded machine had
/// Xorg's inputtest gesture socket refuse the connection once).
func connectToUnixSocket(_ path: String, what: String, patience: Double = 10) throws -> Int32 {
  let deadline = Date().addingTimeInterval(patience)
  while true {
    do {
      return try connectOnce(path, what: what)
    } catch let refused as ConnectionRefused {
      guard Date() < deadline else { throw refused.error }
      usleep(20_000)
    }
  }
}

/// A connection refused: nothing listens on the socket (yet).
private struct ConnectionRefused: Error {
  let error: HarnessError
}

private func connectOnce(_ path: String, what: String) throws -> Int32 {
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
    let code = errno
    close(fd)
    let error = HarnessError(
      "cannot connect to \(what) at \(path): \(String(cString: strerror(code)))")
    if code == ECONNREFUSED { throw ConnectionRefused(error: error) }
    throw error
  }
  return fd
}
