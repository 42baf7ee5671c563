import Foundation
import SandboxTestSupport
import Testing

/// Motion is drawn at its exact sub-pixel position: the last tenths of a pixel of a spring's
/// settle show, frame by frame.
///
/// `tossable-toss` is replayed headless with every frame captured, and its square found in each:
/// the centre of its pixels weighted by how much of each it covers (its violet against the
/// background, channel by channel) must be the square's traced position (its trace golden,
/// `assets/goldens/tossable-toss.trace.txt`, to 0.0001 pt), within 0.05 px; and whenever the
/// traced position moved by 0.05 px or more from one frame to the next, the two frames must
/// differ.
@Suite struct SubpixelMotionTests {
  /// The square's traced position in every frame, from the trace golden (a frame lists only
  /// what changed since the one before).
  func tracedPositions() throws -> [(x: Double, y: Double)] {
    let path = "\(AppHarness.repositoryRoot)/assets/goldens/tossable-toss.trace.txt"
    var positions: [(x: Double, y: Double)] = []
    var current = (x: 0.0, y: 0.0)
    for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
      if line.hasPrefix("frame ") {
        if !positions.isEmpty || line.hasPrefix("frame 1 ") { positions.append(current) }
      } else if line.hasPrefix("  square.position = ") {
        let numbers = line.dropFirst("  square.position = ".count).split(separator: " ")
        current = (Double(numbers[0]) ?? .nan, Double(numbers[1]) ?? .nan)
      } else if line.hasPrefix("  square.scale = ") || line.hasPrefix("  square.rotation = ") {
        // The square is neither scaled nor turned in this recording: the test assumes it.
        let value = Double(line.split(separator: " ").last ?? "") ?? .nan
        #expect(value == (line.contains("scale") ? 1 : 0), "\(line)")
      }
    }
    positions.append(current)
    return positions
  }

  /// The coverage-weighted centre of the square in `frame`, in pixels, and whether the square
  /// lies wholly in the part of the window nothing else draws on (between the title and the
  /// visualization strip).
  func squareCentre(_ frame: Frame) -> (x: Double, y: Double, clear: Bool) {
    let background = (250.0, 250.0, 250.0)
    let violet = (98.0, 0.0, 238.0)
    var (sum, sx, sy) = (0.0, 0.0, 0.0)
    var (minY, maxY, minX, maxX) = (Int.max, 0, Int.max, 0)
    for y in 50..<563 {
      for x in 0..<frame.width {
        let (r, g, _) = frame.rgb(x, y)
        // Coverage from red and green (blue barely differs): (background − pixel) / (background − violet).
        let c =
          ((background.0 - Double(r)) + (background.1 - Double(g)))
          / ((background.0 - violet.0) + (background.1 - violet.1))
        guard c > 0.002 else { continue }
        sum += c
        sx += c * (Double(x) + 0.5)
        sy += c * (Double(y) + 0.5)
        (minX, maxX, minY, maxY) = (min(minX, x), max(maxX, x), min(minY, y), max(maxY, y))
      }
    }
    let clear = minY > 50 && maxY < 562 && minX > 0 && maxX < frame.width - 1
    return (sx / sum, sy / sum, clear)
  }

  @Test func theSquareIsDrawnWhereItsSpringIsToAHundredthOfAPixel() throws {
    let positions = try tracedPositions()
    let replay = try HeadlessReplay(AppHarness.asset("tossable-toss.jsonl"), capturingFrames: true)
    #expect(replay.frameCount == positions.count)
    var worst = (error: 0.0, frame: -1)
    var measured = 0
    var previous: (index: Int, pixels: [UInt8])?
    var unchanged: [Int] = []
    for index in 0..<min(replay.frameCount, positions.count) {
      let frame = try replay.frame(index)
      let centre = squareCentre(frame)
      let traced = positions[index]
      if centre.clear {
        measured += 1
        let error = max(abs(centre.x - traced.x), abs(centre.y - traced.y))
        if error > worst.error { worst = (error, index) }
      }
      if let previous, previous.index == index - 1 {
        let before = positions[index - 1]
        let moved = max(abs(traced.x - before.x), abs(traced.y - before.y))
        if moved >= 0.05 && frame.pixels == previous.pixels { unchanged.append(index) }
      }
      previous = (index, frame.pixels)
    }
    print("subpixel: \(measured) frames measured, worst \(worst.error) px in frame \(worst.frame)")
    #expect(measured > 60)
    #expect(worst.error <= 0.05, "frame \(worst.frame) is \(worst.error) px off its trace")
    #expect(unchanged.isEmpty, "frames \(unchanged) did not change though the square moved")
  }
}
