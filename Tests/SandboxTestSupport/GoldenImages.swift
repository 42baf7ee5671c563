import Foundation
import MaterialMotionSDL
import Testing

/// Compares frames with the expected images (golden images) kept in a folder, as `NAME.png`.
///
/// A pixel matches when every channel is within the tolerance (renderer rounding). On a mismatch
/// the actual frame and a diff image (differing pixels red over a dimmed copy of the expected
/// frame) are written next to the expected one, and their paths are reported. With
/// `UPDATE_GOLDEN=1` in the environment, missing or differing expected images are (re)written.
public struct GoldenImages: Sendable {
  /// The folder of the expected images.
  public let directory: String

  /// The expected images in `directory`.
  public init(directory: String) {
    self.directory = directory
  }

  /// The expected images in the folder `folder` beside the source file `filePath`: by default,
  /// beside the test that makes this.
  public init(folder: String = "Golden", besideFile filePath: String = #filePath) {
    directory =
      URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent(folder).path
  }

  /// Compares the PNG at `actualPath` with the expected image `name`; a missing expected image
  /// or any pixel differing by more than `tolerance` is an issue of the test.
  public func check(
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
        try Self.writeRGB(of: actual, to: expectedPath)
        return
      }
      Issue.record(
        "missing golden image \(expectedPath); run the test with UPDATE_GOLDEN=1 to create it",
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
    try Self.writeRGB(of: actual, to: actualOut)
    try Self.writeRGB(
      of: Frame(rgba: diff, width: actual.width, height: actual.height), to: diffOut)
    Issue.record(
      "\(name): \(differing) pixels differ by more than \(tolerance); actual frame: \(actualOut), diff: \(diffOut)",
      sourceLocation: sourceLocation)
  }

  /// Writes `frame` without its alpha as a PNG.
  private static func writeRGB(of frame: Frame, to path: String) throws {
    var rgb = [UInt8](repeating: 0, count: frame.width * frame.height * 3)
    for p in 0..<(frame.width * frame.height) {
      rgb[p * 3] = frame.pixels[p * 4]
      rgb[p * 3 + 1] = frame.pixels[p * 4 + 1]
      rgb[p * 3 + 2] = frame.pixels[p * 4 + 2]
    }
    try PNGFile.write(
      path: path, pixels: rgb, width: frame.width, height: frame.height, level: 9,
      adaptiveFilters: true)
  }
}
