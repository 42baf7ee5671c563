import Foundation
import MaterialMotionSDL
import Testing

/// Runs the built `motion-sandbox` binary and X tools for end-to-end tests.
enum AppHarness {
  /// The `motion-sandbox` binary next to the test bundle (built by `swift build --build-tests`).
  static var binary: String {
    let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var candidates = [bundleDir.appendingPathComponent("motion-sandbox").path]
    // `swift test` may run from inside the .xctest bundle directory.
    candidates.append(
      bundleDir.deletingLastPathComponent().appendingPathComponent("motion-sandbox").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }

  /// The repository root (for assets).
  static var repositoryRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  /// A new empty temporary folder.
  static func temporaryDirectory(_ name: String) -> String {
    let path =
      NSTemporaryDirectory()
      + "motion-sandbox-tests-\(getpid())-\(name)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs `executable` with `arguments` and an environment, waiting for it to exit.
  @discardableResult
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    timeout: Double = 120
  ) throws -> Result {
    let process = try Subprocess(executable, arguments, environment: environment)
    let status = process.wait(timeout: timeout)
    if status == 128 + SIGKILL {
      Issue.record("\(executable) \(arguments) timed out after \(timeout) s")
    }
    return Result(status: status, stdout: process.stdout, stderr: process.stderr)
  }

  /// Runs the sandbox with `arguments`.
  @discardableResult
  static func sandbox(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    try run(binary, arguments, environment: environment)
  }

  /// The path of a replay asset.
  static func asset(_ name: String) -> String {
    "\(repositoryRoot)/assets/replays/\(name)"
  }

  /// Finds `tool` on PATH.
  static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}

/// An RGBA image read from a PNG, with the measurements the tests need.
struct Frame {
  let pixels: [UInt8]
  let width: Int
  let height: Int

  init(path: String) throws {
    let image = try PNGFile.readRGBA(path: path)
    pixels = image.pixels
    width = image.width
    height = image.height
  }

  func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
    let i = (y * width + x) * 4
    return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]))
  }

  /// The bounding box of pixels within `tolerance` of `color`, or nil.
  func boundingBox(of color: (Int, Int, Int), tolerance: Int = 8) -> (
    minX: Int, minY: Int, maxX: Int, maxY: Int
  )? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<height {
      for x in 0..<width {
        let p = rgb(x, y)
        guard abs(p.0 - color.0) <= tolerance, abs(p.1 - color.1) <= tolerance,
          abs(p.2 - color.2) <= tolerance
        else { continue }
        if let b = box {
          box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
        } else {
          box = (x, y, x, y)
        }
      }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
  }

  /// How many pixels differ from `other`'s by more than `tolerance` in any channel (every pixel
  /// when the sizes differ).
  func differingPixels(from other: Frame, tolerance: Int = 2) -> Int {
    guard width == other.width, height == other.height else { return width * height }
    var differing = 0
    for i in stride(from: 0, to: pixels.count, by: 4)
    where (0..<3).contains(where: {
      abs(Int(pixels[i + $0]) - Int(other.pixels[i + $0])) > tolerance
    }) {
      differing += 1
    }
    return differing
  }

  /// The purple square's bounding box (#6200EE).
  var square: (minX: Int, minY: Int, maxX: Int, maxY: Int)? { boundingBox(of: (0x62, 0x00, 0xEE)) }
}
