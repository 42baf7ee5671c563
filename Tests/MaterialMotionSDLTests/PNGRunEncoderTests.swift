import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

/// `PNGFile.write` at level 1, the capture's default: the run encoder writes a frame of flat
/// colours and shapes (one IDAT chunk, one fixed-code deflate block), libpng at zlib's level 1 a
/// frame it cannot bring under a quarter of its size (noise: IDAT chunks of 8 KiB); either way
/// libpng reads back exactly the pixels written, RGB and RGBA, at sizes down to one pixel.
@Suite struct PNGRunEncoderTests {
  /// A frame like the sandbox's: a background, squares at scattered places with soft edges, and
  /// a band of text-like noise; `channels` bytes a pixel.
  static func frame(width: Int, height: Int, channels: Int, noise: Double = 0) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    var pixels = [UInt8](repeating: 0, count: width * height * channels)
    for y in 0..<height {
      for x in 0..<width {
        let base = (y * width + x) * channels
        var value: [UInt8] = [240, 240, 235, 255]
        if (x / 17 + y / 13) % 5 == 0 { value = [98, 0, UInt8(200 + x % 3), 255] }
        if x % 17 == 0 || y % 13 == 0 { value[0] = UInt8(truncatingIfNeeded: 120 + x) }
        if Double.random(in: 0..<1, using: &generator) < noise {
          value = (0..<4).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        for c in 0..<channels { pixels[base + c] = value[c] }
      }
    }
    return pixels
  }

  /// The PNG's chunks, by type, in order.
  static func chunkTypes(_ bytes: [UInt8]) -> [String] {
    var types: [String] = []
    var at = 8
    while at + 8 <= bytes.count {
      let length = bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self))
      at += 12 + length
    }
    return types
  }

  @Test(arguments: [3, 4])
  func framesRoundTripThroughTheRightEncoder(channels: Int) throws {
    let folder = TestScratch.root + "/png-run-encoder"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let cases: [(width: Int, height: Int, noise: Double, runs: Bool)] = [
      (640, 360, 0, true), (1, 1, 0, true), (1, 9, 0, true), (9, 1, 0, true), (259, 3, 0, true),
      (300, 200, 1, false),
    ]
    for (index, item) in cases.enumerated() {
      let pixels = Self.frame(
        width: item.width, height: item.height, channels: channels, noise: item.noise)
      let path = "\(folder)/\(channels)-\(index).png"
      try PNGFile.write(
        path: path, pixels: pixels, width: item.width, height: item.height,
        channels: channels, level: 1, replacing: true)
      let back = try PNGFile.readRGBA(path: path)
      #expect(back.width == item.width && back.height == item.height)
      var same = true
      for pixel in 0..<(item.width * item.height) {
        for c in 0..<channels where back.pixels[pixel * 4 + c] != pixels[pixel * channels + c] {
          same = false
        }
        if channels == 3 && back.pixels[pixel * 4 + 3] != 255 { same = false }
      }
      #expect(same, "\(item.width)×\(item.height), \(channels) channels: pixels differ")
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      let idats = Self.chunkTypes(bytes).filter { $0 == "IDAT" }.count
      if item.runs {
        // One IDAT, its deflate block final and of fixed codes (bits 1, 01).
        #expect(idats == 1, "\(item.width)×\(item.height)")
        #expect(bytes[43] & 0b111 == 0b011, "\(item.width)×\(item.height): \(bytes[43])")
      } else {
        #expect(idats > 1, "noise went to libpng, in 8 KiB chunks")
      }
    }
  }
}
