import Foundation
import MaterialMotionSDL
import Testing

/// Compares frames with expected images kept in `Tests/SandboxAppTests/Golden/`.
///
/// A pixel matches when every channel is within `tolerance` (renderer rounding). On a mismatch
/// the actual frame and a diff image (differing pixels red over a dimmed copy of the expected
/// frame) are written next to the expected one, and their paths are reported. With
/// `UPDATE_GOLDEN=1` in the environment, missing or differing expected images are (re)written.
enum GoldenImage {
  static var directory: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
      .path
  }

  static func check(
    _ actualPath: String, against name: String, tolerance: Int = 2,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expectedPath = "\(directory)/\(name).png"
    let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
    let actual = try Frame(path: actualPath)
    guard FileManager.default.fileExists(atPath: expectedPath), !update else {
      if update {
        try FileManager.default.createDirectory(
          atPath: directory, withIntermediateDirectories: true)
        try writeRGB(actual.pixels, width: actual.width, height: actual.height, to: expectedPath)
        return
      }
      Issue.record(
        "missing golden image \(expectedPath); run UPDATE_GOLDEN=1 swift test --filter GoldenFrameTests to create it",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try Frame(path: expectedPath)
    guard expected.width == actual.width, expected.height == actual.height else {
      Issue.record(
        "\(name): size \(actual.width)x\(actual.height) differs from the expected \(expected.width)x\(expected.height)",
        sourceLocation: sourceLocation)
      return
    }
    var differing = 0
    var diff = [UInt8](repeating: 0, count: actual.width * actual.height * 4)
    for i in stride(from: 0, to: actual.pixels.count, by: 4) {
      var same = true
      for c in 0..<3 where abs(Int(actual.pixels[i + c]) - Int(expected.pixels[i + c])) > tolerance
      { same = false }
      if same {
        for c in 0..<3 { diff[i + c] = UInt8(128 + Int(expected.pixels[i + c]) / 2) }
      } else {
        differing += 1
        diff[i] = 255
      }
      diff[i + 3] = 255
    }
    guard differing > 0 else { return }
    let actualOut = "\(directory)/\(name).actual.png"
    let diffOut = "\(directory)/\(name).diff.png"
    try writeRGB(actual.pixels, width: actual.width, height: actual.height, to: actualOut)
    try writeRGB(diff, width: actual.width, height: actual.height, to: diffOut)
    Issue.record(
      "\(name): \(differing) pixels differ by more than \(tolerance); actual frame: \(actualOut), diff: \(diffOut)",
      sourceLocation: sourceLocation)
  }

  private static func writeRGB(_ rgba: [UInt8], width: Int, height: Int, to path: String) throws {
    var rgb = [UInt8](repeating: 0, count: width * height * 3)
    for p in 0..<(width * height) {
      rgb[p * 3] = rgba[p * 4]
      rgb[p * 3 + 1] = rgba[p * 4 + 1]
      rgb[p * 3 + 2] = rgba[p * 4 + 2]
    }
    try PNGFile.write(
      path: path, pixels: rgb, width: width, height: height, level: 9, adaptiveFilters: true)
  }
}
