import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

/// The run encoder finds its runs from bit masks of the filtered row, 64 bytes to a word, not
/// byte by byte; a mistake there (a run cut at a word's end, a run of three missed) still writes
/// a valid PNG, only a longer one, which a round trip cannot see. So its zlib stream is compared,
/// byte for byte, with the one this reference makes byte by byte from the same rule: a run of
/// bytes each equal to the byte a pixel before it is taken whole from its first byte, a match
/// (split at 258) when it is three bytes or longer, literals otherwise, as is the byte after it.
@Suite struct PNGRunEncoderReferenceTests {
  /// Deflate's bit order: least significant bit first.
  struct Bits {
    var bytes: [UInt8] = []
    var pending: UInt64 = 0
    var count = 0

    mutating func put(_ value: UInt32, _ length: Int) {
      pending |= UInt64(value) << UInt64(count)
      count += length
      while count >= 8 {
        bytes.append(UInt8(truncatingIfNeeded: pending))
        pending >>= 8
        count -= 8
      }
    }

    /// A Huffman code, most significant bit first.
    mutating func code(_ code: UInt32, _ length: Int) {
      var reversed: UInt32 = 0
      for i in 0..<length { reversed |= ((code >> UInt32(i)) & 1) << UInt32(length - 1 - i) }
      put(reversed, length)
    }

    /// The fixed code of literal/length symbol `s`.
    mutating func symbol(_ s: Int) {
      switch s {
      case 0..<144: code(UInt32(0x30 + s), 8)
      case 144..<256: code(UInt32(0x190 + s - 144), 9)
      case 256..<280: code(UInt32(s - 256), 7)
      default: code(UInt32(0xC0 + s - 280), 8)
      }
    }

    /// A match of `length` (3...258) at distance `distance` (3 or 4).
    mutating func match(_ length: Int, distance: Int) {
      let bases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83,
        99, 115, 131, 163, 195, 227, 258,
      ]
      let extras = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5,
        5, 5, 0,
      ]
      let k = length == 258 ? 28 : bases.lastIndex { $0 <= length }!
      symbol(257 + k)
      if extras[k] > 0 { put(UInt32(length - bases[k]), extras[k]) }
      code(UInt32(distance - 1), 5)
    }
  }

  /// The zlib stream of the run encoder's rule for `pixels` (`channels` bytes a pixel).
  static func reference(_ pixels: [UInt8], width: Int, height: Int, channels: Int) -> [UInt8] {
    var bits = Bits()
    bits.put(1, 1)
    bits.put(1, 2)
    var (a, b): (UInt64, UInt64) = (1, 0)
    let rowBytes = width * channels
    for y in 0..<height {
      var row: [UInt8] = [2]
      for i in 0..<rowBytes {
        let above = y > 0 ? pixels[(y - 1) * rowBytes + i] : 0
        row.append(pixels[y * rowBytes + i] &- above)
      }
      func literal(_ i: Int) {
        bits.symbol(Int(row[i]))
        a += UInt64(row[i])
        b += a
      }
      let n = row.count
      var i = 0
      while i < n && i <= channels {
        literal(i)
        i += 1
      }
      while i < n {
        var j = i
        while j < n && row[j] == row[j - channels] { j += 1 }
        for k in i..<j {
          a += UInt64(row[k])
          b += a
        }
        var run = j - i
        while run >= 3 {
          var length = min(run, 258)
          if run - length > 0 && run - length < 3 { length -= 3 }
          bits.match(length, distance: channels)
          run -= length
        }
        for k in (j - run)..<j { bits.symbol(Int(row[k])) }
        if j < n { literal(j) }
        i = j + 1
      }
      (a, b) = (a % 65521, b % 65521)
    }
    bits.symbol(256)
    if bits.count > 0 { bits.put(0, 8 - bits.count) }
    let adler = UInt32(b << 16 | a)
    return [0x78, 0x01] + bits.bytes
      + (0..<4).map { UInt8(truncatingIfNeeded: adler >> (24 - 8 * $0)) }
  }

  /// Rows of runs of every length around 3 and around the words' 64 bytes, broken by short
  /// stretches of other bytes: what the masks must cut exactly where a byte does not repeat.
  static func frame(width: Int, height: Int, channels: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    var pixels: [UInt8] = []
    var colour = (0..<channels).map { _ in UInt8(truncatingIfNeeded: next()) }
    while pixels.count < width * height * channels {
      let length = [1, 1, 2, 3, 4, 20, 21, 22, 63, 64, 65, 90][next() % 12]
      if next() % 3 == 0 { colour[next() % channels] = UInt8(truncatingIfNeeded: next()) }
      for _ in 0..<length { pixels += colour }
    }
    return Array(pixels.prefix(width * height * channels))
  }

  @Test(arguments: [3, 4])
  func theStreamIsTheReferenceRulesByteForByte(channels: Int) throws {
    let folder = TestScratch.root + "/png-run-reference"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var compared = 0
    for (index, size) in [(1, 1), (2, 3), (21, 4), (22, 5), (64, 3), (85, 6), (300, 9), (701, 4)]
      .enumerated()
    {
      let (width, height) = size
      let pixels = Self.frame(
        width: width, height: height, channels: channels, seed: UInt64(index * 10 + channels))
      let path = "\(folder)/\(channels)-\(index).png"
      try PNGFile.write(
        path: path, pixels: pixels, width: width, height: height, channels: channels, level: 1,
        replacing: true)
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
      let types = PNGRunEncoderTests.chunkTypes(bytes)
      // A frame the run encoder gave up on went to libpng: nothing of the rule to compare.
      guard types.filter({ $0 == "IDAT" }).count == 1, bytes[43] & 0b111 == 0b011 else { continue }
      let length = bytes[33..<37].reduce(0) { $0 << 8 | Int($1) }
      let stream = Array(bytes[41..<(41 + length)])
      let expected = Self.reference(pixels, width: width, height: height, channels: channels)
      #expect(stream == expected, "\(width)×\(height), \(channels) channels")
      compared += 1
    }
    #expect(compared >= 6, "most frames are the run encoder's")
  }
}
