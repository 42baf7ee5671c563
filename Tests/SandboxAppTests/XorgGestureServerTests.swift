import Foundation
import SandboxTestSupport
import Testing

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
