import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Debian's Chromium showing one page full screen (kiosk) on an X display, such as an
/// ``XvfbServer``'s, for tests of an HTML page in a real browser: ``screenshot()`` reads the
/// display, xdotool gives it real input. Needs `chromium` and ImageMagick's `import` (`make test`
/// installs both).
///
/// The browser runs in a session and process group of its own, with its profile, cache, home and
/// temporary files in a temporary folder (removed when it is closed): ``close()`` (called when it is released) ends it and every process it
/// started, renderers and crash handlers included.
public final class Chromium {
  /// The display it shows on (":91").
  public let display: String
  /// The browser's main process (`setsid` replaced by `chromium`: its pid is the group's).
  public let process: Subprocess
  /// The temporary folder of its profile, cache, home, temporary files and screenshots.
  public let folder: String
  private var closed = false

  /// The flags it is started with, besides the window's size and profile: full screen without
  /// the browser's own interface, no first-run or default-browser questions, no GPU, no
  /// background network, device pixels equal to CSS pixels, and no sandbox when run as root
  /// (Chromium refuses to start as root with one).
  public static var flags: [String] {
    [
      "--kiosk", "--no-first-run", "--no-default-browser-check", "--disable-gpu",
      "--ozone-platform=x11", "--force-device-scale-factor=1", "--test-type", "--noerrdialogs",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--disable-features=Translate,MediaRouter", "--password-store=basic",
      "--window-position=0,0",
    ] + (geteuid() == 0 ? ["--no-sandbox"] : [])
  }

  /// The `chromium` executable on `PATH` (Debian's; `chromium-browser` elsewhere).
  ///
  /// - Throws: ``HarnessError`` with the remedy when there is none.
  public static func executable() throws -> String {
    guard let path = AppHarness.which("chromium") ?? AppHarness.which("chromium-browser") else {
      throw HarnessError(
        "chromium is not installed: run `make test` (it installs chromium) or apt-get install chromium"
      )
    }
    return path
  }

  /// Opens `url` full screen on `display` in a window of `width`×`height` pixels (the screen's
  /// size, for a layout that does not depend on a window manager).
  ///
  /// - Throws: ``HarnessError`` when chromium, `setsid` or ImageMagick's `import` is missing or
  ///   the browser cannot start.
  public init(url: String, display: String, width: Int, height: Int) throws {
    let chromium = try Self.executable()
    guard let setsid = AppHarness.which("setsid") else {
      throw HarnessError("setsid (util-linux) is not installed")
    }
    guard AppHarness.which("import") != nil else {
      throw HarnessError(
        "ImageMagick's import is not installed: run `make test` or apt-get install imagemagick")
    }
    folder = AppHarness.temporaryDirectory("chromium")
    for sub in ["home", "profile", "cache", "tmp"] {
      try FileManager.default.createDirectory(
        atPath: "\(folder)/\(sub)", withIntermediateDirectories: true)
    }
    self.display = display
    let arguments =
      [chromium] + Self.flags + [
        "--user-data-dir=\(folder)/profile", "--disk-cache-dir=\(folder)/cache",
        "--window-size=\(width),\(height)", url,
      ]
    process = try Subprocess(
      setsid, arguments,
      environment: [
        "DISPLAY": display, "HOME": "\(folder)/home", "XDG_CONFIG_HOME": "\(folder)/home/.config",
        "XDG_CACHE_HOME": "\(folder)/home/.cache", "TMPDIR": "\(folder)/tmp",
      ])
  }

  /// What the display shows now, read with ImageMagick's `import -window root`.
  public func screenshot() throws -> Frame {
    let path = folder + "/screen.png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try AppHarness.run(
      AppHarness.which("import")!, ["-window", "root", "png:" + path],
      environment: ["DISPLAY": display], timeout: 20)
    guard result.status == 0 else {
      throw HarnessError("import could not read \(display): \(result.stderr)")
    }
    return try Frame(path: path)
  }

  /// Waits up to `timeout` seconds for a screenshot that is not of one colour, that `ready`
  /// accepts and that the next screenshot shows unchanged (the page has settled), and returns
  /// it.
  ///
  /// - Throws: ``HarnessError`` when the browser exits first or the time runs out.
  public func waitForPage(timeout: Double = 30, until ready: (Frame) -> Bool) throws -> Frame {
    let deadline = Date().addingTimeInterval(timeout)
    var candidate: Frame?
    var last = "nothing drawn"
    while Date() < deadline {
      guard process.isRunning else {
        throw HarnessError(
          "chromium exited with \(process.status ?? -1) before the page was shown: \(Self.tail(process.stderr))"
        )
      }
      let shot = try screenshot()
      if let previous = candidate, shot.differingPixels(from: previous, tolerance: 0) == 0 {
        return shot
      }
      if Self.isUniform(shot) {
        last = "the screen is of one colour"
        candidate = nil
      } else if !ready(shot) {
        last = "the page is drawn but not as expected yet"
        candidate = nil
      } else {
        candidate = shot
      }
      usleep(150_000)
    }
    throw HarnessError(
      "chromium did not show the page on \(display) within \(timeout) s (\(last)): \(Self.tail(process.stderr))"
    )
  }

  /// Whether every pixel of `frame` has the first pixel's colour.
  static func isUniform(_ frame: Frame) -> Bool {
    let first = Array(frame.pixels.prefix(4))
    return stride(from: 0, to: frame.pixels.count, by: 4).allSatisfy { i in
      frame.pixels[i] == first[0] && frame.pixels[i + 1] == first[1]
        && frame.pixels[i + 2] == first[2]
    }
  }

  /// The last lines of a process's output, for a failure's message.
  static func tail(_ text: String) -> String {
    text.split(separator: "\n").suffix(5).joined(separator: " | ")
  }

  /// Ends the browser: SIGTERM to its process group, SIGKILL to what is left after 5 s, then to
  /// any process that still names its folder (crash handlers start sessions of their own).
  public func close() {
    guard !closed else { return }
    closed = true
    // Until the main process is reaped its pid is still the group's, never another's.
    let group = process.status == nil ? process.pid : nil
    if let group { kill(-group, SIGTERM) }
    let deadline = Date().addingTimeInterval(5)
    while !leftovers(group: group).isEmpty && Date() < deadline { usleep(50_000) }
    if let group { kill(-group, SIGKILL) }
    for pid in leftovers(group: group) { kill(pid, SIGKILL) }
    process.wait(timeout: 5)
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The live processes (not zombies) of `group`, or whose command line names ``folder``.
  func leftovers(group: pid_t?) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap { name -> pid_t? in
      guard let pid = pid_t(name), pid != getpid(),
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      // After the command's name: state, parent, process group.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      guard fields.count > 2, fields[0] != "Z" else { return nil }
      if let group, pid_t(fields[2]) == group { return pid }
      let command = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
      let text = String(decoding: command.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
      return text.contains(folder) ? pid : nil
    }
  }

  deinit { close() }
}
