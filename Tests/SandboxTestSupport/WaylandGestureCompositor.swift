import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A private headless Wayland compositor (wlroots 0.15, Tests/Support/wayland-gesture-compositor)
/// for tests that need real `zwp_pointer_gestures_v1` pinches: started with its own
/// XDG_RUNTIME_DIR, driven through its control socket, stopped (with every app it launched) when
/// the test ends. Built once per test process; needs libwlroots-dev, wayland-protocols,
/// libwayland-bin, libxkbcommon-dev and libpixman-1-dev.
public final class WaylandGestureCompositor {
  /// The WAYLAND_DISPLAY name of the compositor's socket in `runtimeDirectory`.
  public let waylandDisplay: String
  /// The compositor's private XDG_RUNTIME_DIR (mode 0700).
  public let runtimeDirectory: String
  private let process: Subprocess
  private let control: Int32
  private var received: [UInt8] = []
  private var apps: [Subprocess] = []

  /// The compositor binary, or why it cannot be built (once per test process).
  private static let built: Result<String, HarnessError> = build()

  private static func build() -> Result<String, HarnessError> {
    let script = AppHarness.repositoryRoot + "/Tests/Support/wayland-gesture-compositor/build.sh"
    let out = AppHarness.temporaryDirectory("wayland-compositor-build")
    guard let result = try? AppHarness.run("/bin/sh", [script, out], timeout: 300) else {
      return .failure(HarnessError("cannot run \(script)"))
    }
    let binary = out + "/wayland-gesture-compositor"
    guard result.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
      // build.sh's own checks print one line naming the package to install; a compiler error
      // is shown whole.
      let output = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
      return .failure(
        HarnessError(
          "cannot build the Wayland test compositor with \(script): "
            + (output.isEmpty ? "exit status \(result.status)" : output)
            + " (Debian 12: apt-get install libwlroots-dev wayland-protocols libwayland-bin"
            + " libxkbcommon-dev libpixman-1-dev)"))
    }
    return .success(binary)
  }

  /// Starts the compositor; `pointerGestures: false` starts one that offers no
  /// `zwp_pointer_gestures_v1` (as weston 10), to test what a client says then; `scale` is its
  /// output's scale (`wl_output.scale`, as a high-density display has).
  public init(pointerGestures: Bool = true, scale: Int = 1) throws {
    let binary = try Self.built.get()
    // A short folder of our own in /tmp (mkdtemp makes it 0700), whatever TMPDIR is: the
    // sockets' paths must fit in 108 bytes.
    var template = Array("/tmp/motion-sandbox-wayland-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else {
      throw HarnessError("cannot create a folder in /tmp: \(String(cString: strerror(errno)))")
    }
    runtimeDirectory = String(cString: made)
    let controlPath = runtimeDirectory + "/control"
    var environment = ["XDG_RUNTIME_DIR": runtimeDirectory]
    if !pointerGestures { environment["GESTURE_COMPOSITOR_NO_GESTURES"] = "1" }
    if scale != 1 { environment["GESTURE_COMPOSITOR_SCALE"] = "\(scale)" }
    process = try Subprocess(binary, [controlPath], environment: environment)
    var name: String?
    let deadline = Date().addingTimeInterval(20)
    while name == nil && process.isRunning && Date() < deadline {
      name = process.stdout.split(separator: "\n").first { $0.hasPrefix("ready ") }
        .map { String($0.dropFirst("ready ".count)) }
      if name == nil { usleep(20_000) }
    }
    guard let name else {
      kill(process.pid, SIGKILL)
      process.wait(timeout: 5)
      throw HarnessError(
        "the Wayland test compositor did not start: \(process.stderr.isEmpty ? "no output" : process.stderr)"
      )
    }
    waylandDisplay = name
    control = try connectToUnixSocket(controlPath, what: "the Wayland test compositor")
  }

  /// Sends one command line and returns the compositor's reply line. While waiting, `app` (if
  /// given) must stay alive.
  @discardableResult
  private func send(_ line: String, timeout: Double = 30, app: Subprocess? = nil) throws -> String {
    let bytes = Array((line + "\n").utf8)
    let written = bytes.withUnsafeBytes { write(control, $0.baseAddress, $0.count) }
    guard written == bytes.count else {
      throw HarnessError("the Wayland test compositor's control socket is gone: \(process.stderr)")
    }
    let deadline = Date().addingTimeInterval(timeout)
    while true {
      if let newline = received.firstIndex(of: UInt8(ascii: "\n")) {
        let reply = String(decoding: received[..<newline], as: UTF8.self)
        received.removeSubrange(...newline)
        if reply.hasPrefix("error") {
          throw HarnessError("the Wayland test compositor refused `\(line)`: \(reply)")
        }
        return reply
      }
      if let app, !app.isRunning {
        throw HarnessError("the sandbox exited while waiting for `\(line)`: \(app.stderr)")
      }
      guard process.isRunning else {
        throw HarnessError("the Wayland test compositor exited: \(process.stderr)")
      }
      guard Date() < deadline else {
        throw HarnessError(
          "the Wayland test compositor did not answer `\(line)` within \(timeout) s")
      }
      var fds = pollfd(fd: control, events: Int16(POLLIN), revents: 0)
      guard poll(&fds, 1, 100) > 0 else { continue }
      var chunk = [UInt8](repeating: 0, count: 256)
      let got = chunk.withUnsafeMutableBytes { read(control, $0.baseAddress, $0.count) }
      guard got > 0 else {
        throw HarnessError(
          "the Wayland test compositor closed its control socket: \(process.stderr)")
      }
      received += chunk[..<got]
    }
  }

  /// Waits until a toplevel is mapped (it then has keyboard focus and the pointer at its
  /// centre) and returns its size in surface coordinates (window points). Fails early if `app`
  /// exits first.
  @discardableResult
  public func waitForWindow(of app: Subprocess? = nil, timeout: Double = 60) throws -> (
    width: Int, height: Int
  ) {
    let reply = try send("wait-window", timeout: timeout, app: app)
    let parts = reply.split(separator: " ")
    guard parts.count == 3, parts[0] == "window", let width = Int(parts[1]),
      let height = Int(parts[2])
    else { throw HarnessError("unexpected reply to wait-window: \(reply)") }
    return (width, height)
  }

  /// Moves the pointer to surface-local `x`, `y` of the mapped window (motion + frame).
  public func pointer(x: Double, y: Double) throws {
    try send("pointer \(x) \(y)")
  }

  /// Starts a touchpad pinch with `fingers` fingers (scale 1) on the mapped window.
  public func pinchBegin(fingers: Int = 2) throws {
    try send("pinch-begin \(fingers)")
  }

  /// One pinch update: `scale` is absolute since the begin; `rotation` is degrees clockwise since
  /// the last event; `dx`, `dy` the fingers' centre's movement.
  public func pinchUpdate(dx: Double = 0, dy: Double = 0, scale: Double, rotation: Double = 0)
    throws
  {
    try send("pinch-update \(dx) \(dy) \(scale) \(rotation)")
  }

  /// Ends the pinch; `cancelled` ends it as cancelled, as when the compositor cancels a gesture.
  public func pinchEnd(cancelled: Bool = false) throws {
    try send("pinch-end \(cancelled ? 1 : 0)")
  }

  /// A whole touchpad swipe of `fingers` fingers on the mapped window: begin, `steps` updates
  /// `interval` seconds apart that move by `dx`, `dy` in all (in equal parts), and the end
  /// (`cancelled` ends it as cancelled).
  public func swipe(
    fingers: Int = 3, dx: Double, dy: Double = 0, steps: Int = 10, interval: Double = 0.016,
    cancelled: Bool = false
  ) throws {
    let steps = max(steps, 1)
    try send("swipe-begin \(fingers)")
    for _ in 1...steps {
      usleep(UInt32(interval * 1_000_000))
      try send("swipe-update \(dx / Double(steps)) \(dy / Double(steps))")
    }
    usleep(UInt32(interval * 1_000_000))
    try send("swipe-end \(cancelled ? 1 : 0)")
  }

  /// Starts a touchpad hold (fingers resting) with `fingers` fingers on the mapped window.
  public func holdBegin(fingers: Int = 2) throws {
    try send("hold-begin \(fingers)")
  }

  /// Ends the hold; `cancelled` when the fingers moved on into another gesture.
  public func holdEnd(cancelled: Bool = false) throws {
    try send("hold-end \(cancelled ? 1 : 0)")
  }

  /// Presses and releases the key of an xkb keysym name (Escape, F12, a, ...).
  public func key(_ keysym: String) throws {
    try send("key \(keysym)")
  }

  /// Starts `binary` (`motion-sandbox` unless given) as a native Wayland client of this
  /// compositor (no DISPLAY); it is killed with the compositor.
  public func launch(
    _ arguments: [String], binary: String = AppHarness.binary,
    environment: [String: String] = [:]
  ) throws -> Subprocess {
    var env = [
      "SDL_VIDEODRIVER": "wayland", "WAYLAND_DISPLAY": waylandDisplay,
      "XDG_RUNTIME_DIR": runtimeDirectory,
    ]
    env.merge(environment) { _, given in given }
    let app = try Subprocess(binary, arguments, environment: env)
    apps.append(app)
    return app
  }

  deinit {
    for app in apps where app.isRunning {
      kill(app.pid, SIGKILL)
      app.wait(timeout: 5)
    }
    close(control)
    if process.isRunning {
      kill(process.pid, SIGTERM)
      process.wait(timeout: 5)
    }
    try? FileManager.default.removeItem(atPath: runtimeDirectory)
  }
}
