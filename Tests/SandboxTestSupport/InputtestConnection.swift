import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The control connection to Xorg's built-in `inputtest` input driver in "PointerGesture" mode,
/// through which a test sends touchpad pinches that the server turns into genuine XInput 2.4
/// `XI_GesturePinch*` events.
///
/// The messages follow `xf86-input-inputtest-protocol.h` (xserver-xorg-dev, protocol 1.1):
/// every message is a host-endian C struct that starts with `uint32 length` (of the whole
/// message) and a 4-byte C enum `type`. The driver accepts one control connection per device
/// for the server's lifetime.
final class InputtestConnection {
  private var fd: Int32
  private let logPath: String
  private let serverIsRunning: () -> Bool

  /// `enum xf86ITEventType`: the messages this connection sends.
  private enum Message: UInt32 {
    case clientVersion = 0  // xf86ITEventClientVersion: header, uint16 major, uint16 minor
    case waitForSync = 1  // xf86ITEventWaitForSync: header only
    case gesturePinch = 7  // xf86ITEventGesturePinch, below
    case gestureSwipe = 8  // xf86ITEventGestureSwipe, below
  }

  /// `enum xf86ITResponseType`.
  private enum Response: UInt32 {
    case serverVersion = 0  // xf86ITResponseServerVersion: header, uint16 major, uint16 minor
    case syncFinished = 1  // xf86ITResponseSyncFinished: header only
  }

  /// XInput 2.4 event types, which the driver takes as the pinch's `gesture_type`.
  enum SwipeType: UInt16 {
    case begin = 30  // XI_GestureSwipeBegin
    case update = 31  // XI_GestureSwipeUpdate
    case end = 32  // XI_GestureSwipeEnd
  }

  enum PinchType: UInt16 {
    case begin = 27  // XI_GesturePinchBegin
    case update = 28  // XI_GesturePinchUpdate
    case end = 29  // XI_GesturePinchEnd
  }

  /// Connects to the driver's socket at `socketPath`; `logPath` (the server's log) and
  /// `serverIsRunning` go into the errors.
  init(socketPath: String, logPath: String, serverIsRunning: @escaping () -> Bool) throws {
    fd = try connectToUnixSocket(socketPath, what: "Xorg's inputtest gesture socket")
    self.logPath = logPath
    self.serverIsRunning = serverIsRunning
  }

  /// Closes the connection (once); the driver never accepts another.
  func close() {
    guard fd >= 0 else { return }
    _ = Glibc.close(fd)
    fd = -1
  }

  deinit { close() }

  /// Appends `value`'s bytes in host order (the protocol is the host's C struct layout).
  private static func append<T>(_ value: T, to bytes: inout [UInt8]) {
    withUnsafeBytes(of: value) { bytes += $0 }
  }

  /// A message: the 8-byte header (`uint32 length` of the whole message, `type` as a 4-byte C
  /// enum) and then `body`.
  private func send(_ type: Message, _ body: [UInt8] = []) throws {
    var bytes: [UInt8] = []
    Self.append(UInt32(8 + body.count), to: &bytes)
    Self.append(type.rawValue, to: &bytes)
    bytes += body
    var sent = 0
    while sent < bytes.count {
      let n = bytes[sent...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard n > 0 else {
        throw HarnessError(
          "Xorg's inputtest gesture socket is gone (\(String(cString: strerror(errno))));"
            + " server running: \(serverIsRunning()); log \(logPath)")
      }
      sent += n
    }
  }

  /// Reads one response; fails after `timeout` seconds.
  private func receive(timeout: Double = 10) throws -> (type: UInt32, body: [UInt8]) {
    var bytes: [UInt8] = []
    let deadline = Date().addingTimeInterval(timeout)
    func want(_ count: Int) throws {
      while bytes.count < count {
        guard Date() < deadline else {
          throw HarnessError(
            "Xorg's inputtest driver did not answer within \(timeout) s (log \(logPath))")
        }
        var fds = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, 100) > 0 else { continue }
        var chunk = [UInt8](repeating: 0, count: count - bytes.count)
        let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard got > 0 else {
          throw HarnessError("Xorg's inputtest driver closed the gesture socket (log \(logPath))")
        }
        bytes += chunk[..<got]
      }
    }
    try want(8)
    let length = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt32.self) }
    let type = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 4, as: UInt32.self) }
    guard length >= 8, length < 4096 else {
      throw HarnessError("Xorg's inputtest driver sent a response of length \(length)")
    }
    try want(Int(length))
    return (type, Array(bytes[8...]))
  }

  /// Announces protocol 1.1 (the first with gestures); the driver answers with its own version.
  func handshake() throws {
    var body: [UInt8] = []
    Self.append(UInt16(1), to: &body)
    Self.append(UInt16(1), to: &body)
    try send(.clientVersion, body)
    let (type, answer) = try receive()
    guard type == Response.serverVersion.rawValue, answer.count == 4 else {
      throw HarnessError("Xorg's inputtest driver answered the client version with type \(type)")
    }
    let major = answer.withUnsafeBytes { $0.loadUnaligned(as: UInt16.self) }
    let minor = answer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 2, as: UInt16.self) }
    guard major == 1, minor >= 1 else {
      throw HarnessError(
        "Xorg's inputtest driver speaks protocol \(major).\(minor); gestures need 1.1"
          + " (xserver-xorg-core >= 21.1)")
    }
  }

  /// Waits until the server has processed every event sent so far (and delivered the X events
  /// they made). Only after an event: the driver's counters start one apart, so a sync before
  /// the first event would wait for one.
  private func sync() throws {
    try send(.waitForSync)
    let (type, _) = try receive()
    guard type == Response.syncFinished.rawValue else {
      throw HarnessError("Xorg's inputtest driver answered a sync with type \(type)")
    }
  }

  /// Sends one pinch event and waits until the server has processed it.
  /// `xf86ITEventGesturePinch` after the header: uint16 gesture_type, uint16 num_touches,
  /// uint32 flags, then doubles delta_x, delta_y, delta_unaccel_x, delta_unaccel_y, scale,
  /// delta_angle (64 bytes in all).
  func sendPinch(
    _ type: PinchType, fingers: Int, scale: Double, flags: UInt32 = 0, dx: Double = 0,
    dy: Double = 0, angleDelta: Double = 0
  ) throws {
    var body: [UInt8] = []
    Self.append(type.rawValue, to: &body)
    Self.append(UInt16(fingers), to: &body)
    Self.append(flags, to: &body)
    for value in [dx, dy, dx, dy, scale, angleDelta] { Self.append(value, to: &body) }
    try send(.gesturePinch, body)
    try sync()
  }

  /// Sends one swipe event and waits until the server has processed it.
  /// `xf86ITEventGestureSwipe` after the header: uint16 gesture_type, uint16 num_touches,
  /// uint32 flags, then doubles delta_x, delta_y, delta_unaccel_x, delta_unaccel_y (48 bytes in
  /// all).
  func sendSwipe(_ type: SwipeType, fingers: Int, flags: UInt32 = 0, dx: Double, dy: Double)
    throws
  {
    var body: [UInt8] = []
    Self.append(type.rawValue, to: &body)
    Self.append(UInt16(fingers), to: &body)
    Self.append(flags, to: &body)
    for value in [dx, dy, dx, dy] { Self.append(value, to: &body) }
    try send(.gestureSwipe, body)
    try sync()
  }
}
