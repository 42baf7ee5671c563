import Foundation
import SandboxTestSupport
import Testing

/// An X server older than XInput 2.4 (before Xorg 21.1): the touchpad receiver says so in one
/// note on standard error and everything else works. Debian 12 has no such server, and Xvfb
/// cannot turn XInput off, so a preloaded shim (`Tests/Support/xi-version-cap`) makes the
/// receiver's `XIQueryVersion` ask a real Xvfb for at most 2.3, and the server answers 2.3.
@Suite(.serialized) struct TouchpadX11OldServerTests {
  /// The shim, built once per test process with the C compiler.
  static let shim: Result<String, HarnessError> = {
    let source = AppHarness.repositoryRoot + "/Tests/Support/xi-version-cap/xi_version_cap.c"
    let library = AppHarness.temporaryDirectory("xi-version-cap") + "/xi-version-cap.so"
    guard let cc = AppHarness.which("cc") ?? AppHarness.which("clang") else {
      return .failure(HarnessError("no C compiler (cc or clang) on PATH: apt-get install gcc"))
    }
    guard
      let result = try? AppHarness.run(cc, ["-shared", "-fPIC", "-o", library, source, "-ldl"]),
      result.status == 0
    else {
      return .failure(HarnessError("cannot build \(source) with \(cc) (apt-get install libxi-dev)"))
    }
    return .success(library)
  }()

  @Test func aServerWithoutXInput24GetsOneNoteAndTheAppRuns() throws {
    let library = try ServerRequirement.start("the XInput 2.3 shim") { try Self.shim.get() }
    let x = try XvfbServer()
    defer { withExtendedLifetime(x) {} }
    let dir = AppHarness.temporaryDirectory("xi23")
    let result = try AppHarness.sandbox(
      ["--scene", "pinch-lab", "--frames", "30", "--screenshot-dir", dir],
      environment: ["DISPLAY": x.display, "LD_PRELOAD": library])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(": 30 frames (x11/"), "\(result.stdout)")
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "motion-sandbox: note: the X server has XInput 2.3, touchpad pinch needs XInput 2.4 "
          + "(Xorg >= 21.1 or Xwayland); the rest of the input works"
      ], "\(lines)")
  }
}
