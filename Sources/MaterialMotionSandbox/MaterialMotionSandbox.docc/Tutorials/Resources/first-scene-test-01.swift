import Foundation
import MaterialMotionSDL
import Testing

/// Runs the built `my-scenes` app headless on the recorded replay and checks what it drew.
struct SlideSceneTests {
  /// The `my-scenes` binary beside the test bundle (built by `swift build --build-tests`).
  static var binary: String {
    let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [bundleDir, bundleDir.deletingLastPathComponent()].map {
      $0.appendingPathComponent("my-scenes").path
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }

  /// `Examples/MyScenes`.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Runs `my-scenes` with `arguments`; returns its exit status and standard output.
  func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// Three taps (recorded live under Xvfb, then Esc) send the square right, left and right again:
  /// the final frame shows it 200×200 around (600, 300), and the window's background where it
  /// started.
  @Test func threeTapsLeaveTheSquareOnTheRight() throws {
    let dir = NSTemporaryDirectory() + "my-scenes-tests-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let replay = Self.packageRoot.appendingPathComponent("replays/slide-taps.jsonl").path
    let result = try run(["--replay", replay, "--headless", "--screenshot-dir", dir])
    #expect(result.status == 0, "\(result.output)")

    let path = dir + "/my-scenes-slide-final.png"
    #expect(result.output.contains("final frame: \(path)"))
    let image = try PNGFile.readRGBA(path: path)
    #expect(image.width == 800 && image.height == 600)
    func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let i = (y * image.width + x) * 4
      return (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]))
    }
    func isTeal(_ x: Int, _ y: Int) -> Bool {
      let (r, g, b) = rgb(x, y)
      return abs(r - 0x01) <= 2 && abs(g - 0x87) <= 2 && abs(b - 0x86) <= 2
    }

    // The square's bounding box: every teal pixel in the frame.
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, Int.min, Int.min)
    for y in 0..<image.height {
      for x in 0..<image.width where isTeal(x, y) {
        (minX, minY) = (min(minX, x), min(minY, y))
        (maxX, maxY) = (max(maxX, x), max(maxY, y))
      }
    }
    #expect(
      abs(minX - 500) <= 1 && abs(maxX - 699) <= 1 && abs(minY - 200) <= 1
        && abs(maxY - 399) <= 1,
      "teal spans x \(minX)...\(maxX), y \(minY)...\(maxY)")
    #expect(isTeal(600, 300))
    let (r, g, b) = rgb(200, 300)
    #expect(r == 0xFA && g == 0xFA && b == 0xFA, "background at the start: \(r) \(g) \(b)")
  }

  /// `--list-scenes` shows the built-in scenes, then ours as number 10.
  @Test func listScenesShowsBuiltInAndCustomScenes() throws {
    let result = try run(["--list-scenes"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count == 10, "\(lines)")
    #expect(lines.first?.hasPrefix("1  scalable ") == true)
    #expect(lines.contains { $0.hasPrefix("9  stress ") })
    #expect(
      lines.last
        == "10  slide       Tap anywhere: the square slides to the other side with a tween.")
  }
}
