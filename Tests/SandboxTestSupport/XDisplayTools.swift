import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What the X servers of the tests share: xdotool on their display, and waiting for the window
/// of an app started on it.
struct XDisplayTools {
  /// The display, as `DISPLAY` names it (":91").
  let display: String

  /// Fails with the remedy when xdotool is not installed.
  static func requireXdotool() throws {
    guard AppHarness.which("xdotool") != nil else {
      throw HarnessError(
        "xdotool is not installed: run `make test` (it installs it) or apt-get install xdotool")
    }
  }

  /// Runs xdotool with `arguments` on the display and returns its output, whatever its exit
  /// status (`search` exits with 1 when it finds nothing).
  func xdotool(_ arguments: [String], timeout: Double = 30) throws -> String {
    let result = try AppHarness.run(
      AppHarness.which("xdotool")!, arguments, environment: ["DISPLAY": display],
      timeout: timeout)
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits up to 60 s for a window of `app` (titled after `binary`'s file name, as the sandbox
  /// titles its windows) and returns its id; fails when the app exits first.
  func waitForWindow(of app: Subprocess, binary: String, onlyVisible: Bool) throws -> String {
    let name = URL(fileURLWithPath: binary).lastPathComponent
    let search = ["search"] + (onlyVisible ? ["--onlyvisible"] : []) + ["--name", "^\(name)"]
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline {
      guard app.isRunning else {
        throw HarnessError("\(name) exited before its window appeared: \(app.stderr)")
      }
      if let window = try xdotool(search, timeout: 10).split(separator: "\n").first {
        return String(window)
      }
      usleep(100_000)
    }
    throw HarnessError("the \(name) window did not appear on \(display) within 60 s: \(app.stderr)")
  }
}
