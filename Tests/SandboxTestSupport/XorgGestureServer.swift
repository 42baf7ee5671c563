import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A private Xorg whose pointer is a touchpad that the test drives: the `dummy` video driver
/// (no GPU, no /dev/dri, no VT) and Xorg's built-in `inputtest` input driver in "PointerGesture"
/// mode, so the server itself makes genuine XInput 2.4 `XI_GesturePinch*` events, exactly as
/// from a libinput touchpad. Needs root, xserver-xorg-core (>= 21.1, which has inputtest),
/// xserver-xorg-video-dummy and xdotool. Stopped, with every app it launched, when released.
public final class XorgGestureServer {
  /// The display, as `DISPLAY` names it (":191").
  public let display: String
  /// The server's log (`-logfile`); the inputtest driver logs every message it handles.
  public let logPath: String
  private let directory: String
  private let process: Subprocess
  private let control: InputtestConnection
  private let number: Int
  private var apps: [Subprocess] = []
  private var fingers = 2
  private var scale = 1.0

  /// Starts the server on a free display number and connects to its touchpad.
  public init() throws {
    let xorg = try XorgConfiguration.requirements()
    // A short folder of our own: a UNIX socket path must fit in 108 bytes.
    var template = Array("/tmp/motion-sandbox-xorg-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw HarnessError("cannot create a folder in /tmp: \(String(cString: strerror(errno)))")
    }
    directory = String(cString: made)
    let configPath = directory + "/xorg.conf"
    let socketPath = directory + "/gesture.sock"
    logPath = directory + "/xorg.log"
    try XorgConfiguration.text(
      gestureSocket: socketPath, keyboardSocket: directory + "/keyboard.sock"
    ).write(toFile: configPath, atomically: true, encoding: .utf8)

    // Another X server may take the same number at the same moment; Xorg then exits at once,
    // so a start only counts if our own process stays up.
    var candidate = 191 + Int(getpid() % 50)
    var started: (server: Subprocess, number: Int)?
    var lastFailure = ""
    let log = logPath
    try XvfbServer.withDisplayFiles {
      XvfbServer.removeStaleDisplays()
      for _ in 0..<10 {
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(candidate)")
          || FileManager.default.fileExists(atPath: "/tmp/.X\(candidate)-lock")
        {
          candidate += 1
        }
        try? FileManager.default.removeItem(atPath: log)
        // -noreset: by default Xorg resets when its last client leaves, which re-creates the
        // input devices and so closes our one control connection for good.
        let server = try Subprocess(
          xorg,
          [
            ":\(candidate)", "-config", configPath, "-logfile", log, "-noreset", "-novtswitch",
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
        let errors = XorgConfiguration.errors(inLog: log, stderr: server.stderr)
        if !errors.isEmpty { lastFailure += ": " + errors }
        // Only a display clash is worth another number; anything else fails the same way again.
        guard errors.contains("already active") || errors.contains("lock") else { break }
        candidate += 1
      }
    }
    guard let server = started?.server, let started = started?.number else {
      try? FileManager.default.removeItem(atPath: directory)
      throw HarnessError(lastFailure)
    }
    process = server
    number = started
    display = ":\(started)"
    do {
      control = try InputtestConnection(
        socketPath: socketPath, logPath: logPath, serverIsRunning: { server.isRunning })
    } catch {
      Self.stop(server, display: started)
      try? FileManager.default.removeItem(atPath: directory)
      throw error
    }
    do {
      try control.handshake()
      // Returns once the server dispatches requests (devices are up by then).
      try xdotool(["getmouselocation"])
    } catch {
      Self.stop(server, display: started)
      control.close()
      try? FileManager.default.removeItem(atPath: directory)
      throw error
    }
  }

  /// Stops Xorg: SIGTERM (it then removes its display socket and lock), SIGKILL after 5 s or
  /// at once when the server cannot see SIGTERM. Children of the test runner's worker threads
  /// inherit a signal mask that blocks SIGTERM, and a Subprocess keeps that mask.
  private static func stop(_ server: Subprocess, display: Int) {
    guard server.isRunning else { return }
    kill(server.pid, blocksSIGTERM(server.pid) ? SIGKILL : SIGTERM)
    guard server.wait(timeout: 5) == 128 + SIGKILL else { return }
    // Killed: Xorg left its display socket and lock, which name our process.
    XvfbServer.displayFiles.lock()
    defer { XvfbServer.displayFiles.unlock() }
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

  // MARK: - Driving

  /// Starts a touchpad pinch with `fingers` fingers (scale 1) at the pointer; returns when the
  /// server has processed it. Gestures go to the window under the pointer.
  public func pinchBegin(fingers: Int = 2) throws {
    self.fingers = fingers
    scale = 1
    try control.sendPinch(.begin, fingers: fingers, scale: scale)
  }

  /// One pinch update: `scale` is absolute since the begin, `angleDelta` degrees (clockwise)
  /// since the last event, `dx`, `dy` the fingers' centre's movement. The pointer stays put, as
  /// with a real touchpad pinch.
  public func pinchUpdate(scale: Double, angleDelta: Double = 0, dx: Double = 0, dy: Double = 0)
    throws
  {
    self.scale = scale
    try control.sendPinch(
      .update, fingers: fingers, scale: scale, dx: dx, dy: dy, angleDelta: angleDelta)
  }

  /// Ends the pinch (at the last scale); `cancelled` sets XIGesturePinchEventCancelled, as when
  /// libinput cancels a gesture.
  public func pinchEnd(cancelled: Bool = false) throws {
    try control.sendPinch(.end, fingers: fingers, scale: scale, flags: cancelled ? 1 : 0)
  }

  /// A whole pinch: begin, `steps` updates spaced `interval` seconds apart that reach the
  /// absolute `scale` linearly and turn `rotation` degrees in equal parts, and the end.
  public func pinch(
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

  /// A whole swipe of `fingers` fingers: begin, `steps` updates spaced `interval` seconds apart
  /// that move by `dx`, `dy` in all (in equal parts), and the end; `cancelled` sets
  /// XIGestureSwipeEventCancelled on the end, as when libinput cancels a gesture.
  public func swipe(
    fingers: Int = 3, dx: Double, dy: Double = 0, steps: Int = 10, interval: Double = 0.01,
    cancelled: Bool = false
  ) throws {
    let steps = max(steps, 1)
    try control.sendSwipe(.begin, fingers: fingers, dx: 0, dy: 0)
    for _ in 1...steps {
      usleep(UInt32(interval * 1_000_000))
      try control.sendSwipe(
        .update, fingers: fingers, dx: dx / Double(steps), dy: dy / Double(steps))
    }
    usleep(UInt32(interval * 1_000_000))
    try control.sendSwipe(.end, fingers: fingers, flags: cancelled ? 1 : 0, dx: 0, dy: 0)
  }

  /// Runs xdotool with `arguments` on this display and returns its output (as XvfbServer's,
  /// whatever its exit status: `search` exits with 1 when it finds nothing).
  @discardableResult
  public func xdotool(_ arguments: [String]) throws -> String {
    try XDisplayTools(display: display).xdotool(arguments)
  }

  /// Starts `binary` (`motion-sandbox` unless given) in a window on this display and puts the
  /// pointer over it (at `pointer` in window coordinates, or its centre): pinches go to the
  /// window under the pointer. Returns the process and its window id; the process is killed
  /// with the server.
  public func launch(
    _ arguments: [String], binary: String = AppHarness.binary,
    environment: [String: String] = [:], pointer: (x: Int, y: Int)? = nil
  ) throws -> (Subprocess, String) {
    var env = ["DISPLAY": display]
    env.merge(environment) { _, given in given }
    let app = try Subprocess(binary, arguments, environment: env)
    apps.append(app)
    let window = try XDisplayTools(display: display).waitForWindow(
      of: app, binary: binary, onlyVisible: true)
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

  deinit {
    for app in apps where app.isRunning {
      kill(app.pid, SIGKILL)
      app.wait(timeout: 5)
    }
    // Stop the server first: once our end of the control connection is closed, the driver
    // polls the dead socket in a busy loop.
    Self.stop(process, display: number)
    control.close()
    try? FileManager.default.removeItem(atPath: directory)
  }
}
