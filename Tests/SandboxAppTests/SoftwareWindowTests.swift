import Foundation
import SandboxTestSupport
import Testing

/// The software renderer in a real X11 window (a private Xvfb) puts its frames on the X server
/// itself: it starts no OpenGL driver. (SDL 2.26 would otherwise show the window's surface
/// through an OpenGL texture, which without a GPU is Mesa's llvmpipe: two more threads and an
/// upload every frame, half of a photo-album frame on the project's machine.)
@Suite(.serialized) struct SoftwareWindowTests {
  /// The names of `pid`'s threads.
  func threadNames(_ pid: pid_t) -> [String] {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.compactMap {
      try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  @Test func aSoftwareWindowStartsNoOpenGLDriver() throws {
    let x = try XvfbServer()
    let (app, _) = try x.launch(["--scene", "stress", "--renderer", "software"])
    defer {
      kill(app.pid, SIGTERM)
      app.wait(timeout: 5)
    }
    usleep(500_000)
    let names = threadNames(app.pid)
    #expect(!names.isEmpty)
    #expect(!names.contains { $0.hasPrefix("llvmpipe") }, "threads: \(names)")
    let maps = (try? String(contentsOfFile: "/proc/\(app.pid)/maps", encoding: .utf8)) ?? ""
    #expect(!maps.contains("swrast_dri") && !maps.contains("libgallium"))
  }
}
