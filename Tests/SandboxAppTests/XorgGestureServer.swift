import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A private Xorg whose pointer is a touchpad that the test drives: the `dummy` video driver
/// (no GPU, no /dev/dri, no VT) and Xorg's built-in `inputtest` input driver in "PointerGesture"
/// mode, so the server itself makes genuine XInput 2.4 `XI_GesturePinch*` events, exactly as
/// from a libinput touchpad. Needs root, xserver-xorg-core (>= 21.1, which has inputtest),
/// xserver-xorg-video-dummy and xdotool.
///
/// The pinch messages follow `xf86-input-inputtest-protocol.h` (xserver-xorg-dev, protocol 1.1):
/// every message is a host-endian C struct that starts with `uint32 length` (of the whole
/// message) and a 4-byte C enum `type`. The driver accepts one control connection per device
/// for the server's lifetime, so this object keeps its connection until it is released.
final class XorgGestureServer {
  let display: String
  /// The server's log (`-logfile`); the inputtest driver logs every message it handles.
  let logPath: String
  private let directory: String
  private let process: Subprocess
  private let control: Int32
  private let number: Int
  private var apps: [Subprocess] = []
  private var fingers = 2
  private var scale = 1.0

  /// Xorg's own binary (not the /usr/bin/Xorg wrapper script, which may insist on a console).
  private static var xorgBinary: String? {
    let direct = "/usr/lib/xorg/Xorg"
    return FileManager.default.isExecutableFile(atPath: direct) ? direct : AppHarness.which("Xorg")
  }

  /// The first of Debian's and other distributions' module folders that holds `file`.
  private static func module(_ file: String) -> String? {
    ["/usr/lib/xorg/modules", "/usr/lib64/xorg/modules", "/usr/lib/x86_64-linux-gnu/xorg/modules"]
      .map { "\($0)/\(file)" }.first { FileManager.default.fileExists(atPath: $0) }
  }

  init() throws {
    guard geteuid() == 0 else {
      throw HarnessError(
        "Xorg with the dummy video driver must run as root (this is uid \(geteuid())); run the"
          + " tests as root, as CI does")
    }
    guard let xorg = Self.xorgBinary else {
      throw HarnessError(
        "Xorg is not installed: apt-get install xserver-xorg-core xserver-xorg-video-dummy")
    }
    guard Self.module("drivers/dummy_drv.so") != nil else {
      throw HarnessError(
        "the Xorg dummy video driver is not installed: apt-get install xserver-xorg-video-dummy")
    }
    guard Self.module("input/inputtest_drv.so") != nil else {
      throw HarnessError(
        "Xorg's inputtest input driver is missing: it comes with xserver-xorg-core >= 21.1"
          + " (apt-get install xserver-xorg-core)")
    }
    guard AppHarness.which("xdotool") != nil else {
      throw HarnessError(
        "xdotool is not installed: run `make test` (it installs it) or apt-get install xdotool")
    }
    // A short folder of our own: a UNIX socket path must fit in 108 bytes.
    var template = Array("/tmp/motion-sandbox-xorg-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw HarnessError("cannot create a folder in /tmp: \(String(cString: strerror(errno)))")
    }
    directory = String(cString: made)
    let configPath = directory + "/xorg.conf"
    let socketPath = directory + "/gesture.sock"
    logPath = directory + "/xorg.log"
    try Self.config(gestureSocket: socketPath, keyboardSocket: directory + "/keyboard.sock")
      .write(toFile: configPath, atomically: true, encoding: .utf8)

    // Another X server may take the same number at the same moment; Xorg then exits at once,
    // so a start only counts if our own process stays up.
    var candidate = 191 + Int(getpid() % 50)
    var started: (server: Subprocess, number: Int)?
    var lastFailure = ""
    for _ in 0..<10 {
      while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(candidate)")
        || FileManager.default.fileExists(atPath: "/tmp/.X\(candidate)-lock")
      {
        candidate += 1
      }
      try? FileManager.default.removeItem(atPath: logPath)
      // -noreset: by default Xorg resets when its last client leaves, which re-creates the
      // input devices and so closes our one control connection for good.
      let server = try Subprocess(
        xorg,
        [
          ":\(candidate)", "-config", configPath, "-logfile", logPath, "-noreset", "-novtswitch",
          "-keeptty", "-nolisten", "tcp",
        ], environment: [:])
      let deadline = Date().addingTimeInterval(20)
      while server.isRunning && Date() < deadline
        && !(FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(candidate)")
          && FileManager.default.fileExists(atPath: socketPath))
      {
        usleep(20_000)
      }
      if server.isRunning && FileManager.default.fileExists(atPath: socketPath) {
        started = (server: server, number: candidate)
        break
      }
      if server.isRunning {
        kill(server.pid, SIGKILL)
        server.wait(timeout: 5)
        lastFailure = "Xorg on :\(candidate) made no gesture socket within 20 s"
      } else {
        lastFailure = "Xorg on :\(candidate) exited with status \(server.status ?? -1)"
      }
      let errors = Self.errors(inLog: logPath, stderr: server.stderr)
      if !errors.isEmpty { lastFailure += ": " + errors }
      // Only a display clash is worth another number; anything else fails the same way again.
      guard errors.contains("already active") || errors.contains("lock") else { break }
      candidate += 1
    }
    guard let server = started?.server, let started = started?.number else {
      try? FileManager.default.removeItem(atPath: directory)
      throw HarnessError(lastFailure)
    }
    process = server
    number = started
    display = ":\(started)"
    do {
      control = try Self.connect(socketPath)
    } catch {
      Self.stop(server, display: started)
      try? FileManager.default.removeItem(atPath: directory)
      throw error
    }
    do {
      try handshake()
      // Returns once the server dispatches requests (devices are up by then).
      try xdotool(["getmouselocation"])
    } catch {
      Self.stop(server, display: started)
      close(control)
      try? FileManager.default.removeItem(atPath: directory)
      throw error
    }
  }

  /// The server configuration: a 1024×768 dummy screen, an inputtest touchpad as the core
  /// pointer and an inputtest keyboard as the core keyboard (xdotool itself uses XTEST), and no
  /// devices from udev.
  private static func config(gestureSocket: String, keyboardSocket: String) -> String {
    """
    Section "ServerFlags"
      Option "AutoAddDevices" "false"
      Option "AutoEnableDevices" "false"
      Option "AutoAddGPU" "false"
      Option "DontVTSwitch" "true"
    EndSection

    Section "Device"
      Identifier "dummy-card"
      Driver "dummy"
      VideoRam 16384
    EndSection

    Section "Monitor"
      Identifier "dummy-monitor"
      HorizSync 5.0-1000.0
      VertRefresh 5.0-200.0
    EndSection

    Section "Screen"
      Identifier "dummy-screen"
      Device "dummy-card"
      Monitor "dummy-monitor"
      DefaultDepth 24
      SubSection "Display"
        Depth 24
        Virtual 1024 768
      EndSubSection
    EndSection

    Section "InputDevice"
      Identifier "inputtest-touchpad"
      Driver "inputtest"
      Option "DeviceType" "PointerGesture"
      Option "SocketPath" "\(gestureSocket)"
    EndSection

    Section "InputDevice"
      Identifier "inputtest-keyboard"
      Driver "inputtest"
      Option "DeviceType" "Keyboard"
      Option "SocketPath" "\(keyboardSocket)"
    EndSection

    Section "ServerLayout"
      Identifier "gesture-layout"
      Screen "dummy-screen"
      InputDevice "inputtest-touchpad" "CorePointer"
      InputDevice "inputtest-keyboard" "CoreKeyboard"
    EndSection

    """
  }

  /// The error lines of a failed start, on one line ("Failed to load module "dummy" ...;
  /// Fatal server error: no screens found").
  private static func errors(inLog path: String, stderr: String) -> String {
    let log = (try? String(contentsOfFile: path, encoding: .utf8)) ?? stderr
    var lines: [String] = []
    for raw in log.split(separator: "\n")
    where (raw.contains("(EE)") || raw.contains("Fatal")) && !raw.contains("(WW)") {
      var line = Substring(raw)
      if line.hasPrefix("["), let close = line.firstIndex(of: "]") {  // "[  1440.187] "
        line = line[line.index(after: close)...]
      }
      let text = line.replacingOccurrences(of: "(EE)", with: "")
        .trimmingCharacters(in: .whitespaces)
      guard !text.isEmpty, !text.contains("dbus"), !text.hasPrefix("Please"),
        !text.hasPrefix("Server terminated")
      else { continue }
      if let last = lines.last, last.hasSuffix(":") {  // "Fatal server error:" + its reason
        lines[lines.count - 1] = last + " " + text
      } else {
        lines.append(text)
      }
    }
    if lines.isEmpty {  // no error lines: the log's end says the most
      return log.split(separator: "\n").suffix(3).joined(separator: "; ")
    }
    return lines.suffix(6).joined(separator: "; ")
  }

  private static func connect(_ path: String) throws -> Int32 {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else {
      throw HarnessError("cannot create a socket: \(String(cString: strerror(errno)))")
    }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
      close(fd)
      throw HarnessError("the gesture socket path is too long for a UNIX socket: \(path)")
    }
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
    let status = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard status == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw HarnessError("cannot connect to Xorg's inputtest gesture socket \(path): \(reason)")
    }
    return fd
  }

  /// Stops Xorg: SIGTERM (it then removes its display socket and lock), SIGKILL after 5 s or
  /// at once when the server cannot see SIGTERM. Children of the test runner's worker threads
  /// inherit a signal mask that blocks SIGTERM, and a Subprocess keeps that mask.
  private static func stop(_ server: Subprocess, display: Int) {
    guard server.isRunning else { return }
    kill(server.pid, blocksSIGTERM(server.pid) ? SIGKILL : SIGTERM)
    guard server.wait(timeout: 5) == 128 + SIGKILL else { return }
    // Killed: Xorg left its display socket and lock, which name our process.
    let lock = "/tmp/.X\(display)-lock"
    let owner = (try? String(contentsOfFile: lock, encoding: .utf8))?
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if owner == String(server.pid) {
      try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(display)")
      try? FileManager.default.removeItem(atPath: lock)
    }
  }

  /// Whether process `pid` blocks or ignores SIGTERM (from /proc/PID/status).
  private static func blocksSIGTERM(_ pid: pid_t) -> Bool {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return false
    }
    let bit = UInt64(1) << UInt64(SIGTERM - 1)
    return status.split(separator: "\n").contains { line in
      guard line.hasPrefix("SigBlk:") || line.hasPrefix("SigIgn:"),
        let mask = UInt64(line.split(separator: "\t").last ?? "", radix: 16)
      else { return false }
      return mask & bit != 0
    }
  }

  // MARK: - The inputtest protocol

  /// `enum xf86ITEventType`: the messages this harness sends.
  private enum Message: UInt32 {
    case clientVersion = 0  // xf86ITEventClientVersion: header, uint16 major, uint16 minor
    case waitForSync = 1  // xf86ITEventWaitForSync: header only
    case gesturePinch = 7  // xf86ITEventGesturePinch, below
  }

  /// `enum xf86ITResponseType`.
  private enum Response: UInt32 {
    case serverVersion = 0  // xf86ITResponseServerVersion: header, uint16 major, uint16 minor
    case syncFinished = 1  // xf86ITResponseSyncFinished: header only
  }

  /// XInput 2.4 event types, which the driver takes as the pinch's `gesture_type`.
  private enum PinchType: UInt16 {
    case begin = 27  // XI_GesturePinchBegin
    case update = 28  // XI_GesturePinchUpdate
    case end = 29  // XI_GesturePinchEnd
  }

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
        Glibc.send(control, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard n > 0 else {
        throw HarnessError(
          "Xorg's inputtest gesture socket is gone (\(String(cString: strerror(errno))));"
            + " server running: \(process.isRunning); log \(logPath)")
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
        var fds = pollfd(fd: control, events: Int16(POLLIN), revents: 0)
        guard poll(&fds, 1, 100) > 0 else { continue }
        var chunk = [UInt8](repeating: 0, count: count - bytes.count)
        let got = chunk.withUnsafeMutableBytes { read(control, $0.baseAddress, $0.count) }
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
  private func handshake() throws {
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

  /// `xf86ITEventGesturePinch` after the header: uint16 gesture_type, uint16 num_touches,
  /// uint32 flags, then doubles delta_x, delta_y, delta_unaccel_x, delta_unaccel_y, scale,
  /// delta_angle (64 bytes in all).
  private func sendPinch(
    _ type: PinchType, flags: UInt32 = 0, dx: Double = 0, dy: Double = 0, angleDelta: Double = 0
  ) throws {
    var body: [UInt8] = []
    Self.append(type.rawValue, to: &body)
    Self.append(UInt16(fingers), to: &body)
    Self.append(flags, to: &body)
    for value in [dx, dy, dx, dy, scale, angleDelta] { Self.append(value, to: &body) }
    try send(.gesturePinch, body)
    try sync()
  }

  // MARK: - Driving

  /// Starts a touchpad pinch with `fingers` fingers (scale 1) at the pointer; returns when the
  /// server has processed it. Gestures go to the window under the pointer.
  func pinchBegin(fingers: Int = 2) throws {
    self.fingers = fingers
    scale = 1
    try sendPinch(.begin)
  }

  /// One pinch update: `scale` is absolute since the begin, `angleDelta` degrees (clockwise)
  /// since the last event, `dx`, `dy` the fingers' centre's movement. The pointer stays put, as
  /// with a real touchpad pinch.
  func pinchUpdate(scale: Double, angleDelta: Double = 0, dx: Double = 0, dy: Double = 0) throws {
    self.scale = scale
    try sendPinch(.update, dx: dx, dy: dy, angleDelta: angleDelta)
  }

  /// Ends the pinch (at the last scale); `cancelled` sets XIGesturePinchEventCancelled, as when
  /// libinput cancels a gesture.
  func pinchEnd(cancelled: Bool = false) throws {
    try sendPinch(.end, flags: cancelled ? 1 : 0)
  }

  /// A whole pinch: begin, `steps` updates spaced `interval` seconds apart that reach the
  /// absolute `scale` linearly and turn `rotation` degrees in equal parts, and the end.
  func pinch(
    fingers: Int = 2, to scale: Double, rotation: Double = 0, steps: Int = 10,
    interval: Double = 0.01, cancelled: Bool = false
  ) throws {
    try pinchBegin(fingers: fingers)
    for step in 1...max(steps, 1) {
      usleep(UInt32(interval * 1_000_000))
      let t = Double(step) / Double(max(steps, 1))
      try pinchUpdate(scale: 1 + (scale - 1) * t, angleDelta: rotation / Double(max(steps, 1)))
    }
    usleep(UInt32(interval * 1_000_000))
    try pinchEnd(cancelled: cancelled)
  }

  /// Runs xdotool with `arguments` on this display and returns its output (as XvfbServer's,
  /// whatever its exit status: `search` exits with 1 when it finds nothing).
  @discardableResult
  func xdotool(_ arguments: [String]) throws -> String {
    let result = try AppHarness.run(
      AppHarness.which("xdotool")!, arguments, environment: ["DISPLAY": display], timeout: 30)
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Starts the sandbox in a window on this display and puts the pointer over it (at `pointer`
  /// in window coordinates, or its centre): pinches go to the window under the pointer.
  /// Returns the process and its window id; the process is killed with the server.
  func launch(
    _ arguments: [String], environment: [String: String] = [:], pointer: (x: Int, y: Int)? = nil
  ) throws -> (Subprocess, String) {
    var env = ["DISPLAY": display]
    env.merge(environment) { _, given in given }
    let app = try Subprocess(AppHarness.binary, arguments, environment: env)
    apps.append(app)
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      guard app.isRunning else {
        throw HarnessError("the sandbox exited before its window appeared: \(app.stderr)")
      }
      let found = try AppHarness.run(
        AppHarness.which("xdotool")!, ["search", "--onlyvisible", "--name", "^motion-sandbox"],
        environment: ["DISPLAY": display], timeout: 10)
      if let window = found.stdout.split(separator: "\n").first.map(String.init) {
        var (x, y) = pointer ?? (0, 0)
        if pointer == nil {
          let geometry = try xdotool(["getwindowgeometry", "--shell", window])
          let values = Dictionary(
            geometry.split(separator: "\n").compactMap { line -> (String, Int)? in
              let parts = line.split(separator: "=")
              guard parts.count == 2, let value = Int(parts[1]) else { return nil }
              return (String(parts[0]), value)
            }, uniquingKeysWith: { first, _ in first })
          (x, y) = ((values["WIDTH"] ?? 2) / 2, (values["HEIGHT"] ?? 2) / 2)
        }
        try xdotool(["mousemove", "--window", window, "\(x)", "\(y)"])
        usleep(300_000)
        return (app, window)
      }
      usleep(100_000)
    }
    throw HarnessError("the sandbox window did not appear on \(display) within 60 s: \(app.stderr)")
  }

  deinit {
    for app in apps where app.isRunning {
      kill(app.pid, SIGKILL)
      app.wait(timeout: 5)
    }
    // Stop the server first: once our end of the control connection is closed, the driver
    // polls the dead socket in a busy loop.
    Self.stop(process, display: number)
    close(control)
    try? FileManager.default.removeItem(atPath: directory)
  }
}

/// The harness itself: the server starts, its touchpad takes the control connection and
/// pinches round-trip through the server (skipped with the reason where Xorg cannot start).
@Suite struct XorgGestureServerTests {
  @Test func touchpadDeviceAcceptsAPinch() throws {
    let server = try ServerRequirement.start("Xorg with the inputtest driver") {
      try XorgGestureServer()
    }
    try server.pinch(to: 1.5, rotation: 45, steps: 3, interval: 0)
    try server.pinch(fingers: 3, to: 0.5, steps: 2, interval: 0, cancelled: true)
    let log = try String(contentsOfFile: server.logPath, encoding: .utf8)
    #expect(log.contains("(type: TOUCHPAD"), "no touchpad device in \(server.logPath)")
    #expect(
      log.components(separatedBy: "Handling gesture pinch event").count - 1 == 9,
      "the driver did not handle the 9 pinch messages")
  }
}
