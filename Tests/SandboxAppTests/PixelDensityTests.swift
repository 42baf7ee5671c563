import Foundation
import SandboxTestSupport
import Testing

/// Frames at any pixel density: headless runs with `--pixel-scale`, and a window on a Wayland
/// output of scale 2.
@Suite(.serialized) struct PixelDensityTests {
  /// The width in pixels of the violet square in `frame` (its pixels at least half covered).
  func squareWidth(_ frame: Frame) -> Int? {
    guard let box = frame.boundingBox(of: (98, 0, 238), tolerance: 60) else { return nil }
    return box.maxX - box.minX + 1
  }

  /// How many of the square's edge pixels are partly covered: sharp edges at any scale have
  /// a one-pixel anti-aliased rim, not a blur.
  func blurredColumns(_ frame: Frame, row: Int) -> Int {
    (0..<frame.width).filter { x in
      let g = frame.rgb(x, row).1
      return g > 20 && g < 230
    }.count
  }

  /// `--pixel-scale 2`: the frames are twice the size, the square twice as many pixels, its
  /// edges as sharp (a rim of at most one pixel each side), the text drawn at twice the size.
  @Test func aHeadlessRunAtScaleTwoIsTwiceTheSizeAndSharp() throws {
    let one = try HeadlessReplay(AppHarness.asset("tossable-toss.jsonl"))
    let two = try HeadlessReplay(
      AppHarness.asset("tossable-toss.jsonl"), arguments: ["--pixel-scale", "2"])
    let (a, b) = (try one.finalFrame(), try two.finalFrame())
    #expect(a.width == 800 && a.height == 600)
    #expect(b.width == 1600 && b.height == 1200)
    let (wa, wb) = (try #require(squareWidth(a)), try #require(squareWidth(b)))
    #expect(wa == 200 && wb == 400, "\(wa) and \(wb) pixels")
    #expect(blurredColumns(a, row: 300) <= 2 && blurredColumns(b, row: 600) <= 2)
    // The title's glyphs, rasterised at twice the size: four times the ink (the darkness summed
    // over the title line), to within the glyphs' own hinting (measured 4.54).
    func ink(_ frame: Frame, rows: Int) -> Double {
      var total = 0.0
      for y in 0..<rows {
        for x in 0..<frame.width { total += Double(250 - min(250, frame.rgb(x, y).1)) }
      }
      return total
    }
    let ratio = ink(b, rows: 60) / max(1, ink(a, rows: 30))
    #expect(ratio > 3.5 && ratio < 5, "the title's ink at scale 2 / scale 1: \(ratio)")
  }

  @Test func aBadPixelScaleIsOneLine() throws {
    for (arguments, message) in [
      (["--headless", "--pixel-scale", "5"], "--pixel-scale must be from 1 to 4 (got 5.0)"),
      (["--headless", "--pixel-scale", "x"], "--pixel-scale"),
    ] {
      let result = try AppHarness.sandbox(arguments + ["--frames", "1"])
      #expect(result.status != 0)
      let lines = result.stderr.split(separator: "\n")
      #expect(lines.count == 1 && lines[0].contains(message), "\(result.stderr)")
    }
  }

  /// A window on a Wayland output of scale 2 (the test compositor's) draws at the device's
  /// resolution with OpenGL: its frames are 1600×1200 for 800×600 points, and the 200-point
  /// square is 400 pixels.
  @Test func aWindowOnAScaleTwoOutputDrawsAtTheDevicesResolution() throws {
    let compositor = try ServerRequirement.start("the wlroots test compositor") {
      try WaylandGestureCompositor(scale: 2)
    }
    defer { withExtendedLifetime(compositor) {} }
    let dir = AppHarness.temporaryDirectory("wayland-scale-2")
    let app = try compositor.launch([
      "--scene", "tossable", "--renderer", "opengl", "--capture", dir, "--frames", "5",
    ])
    let status = app.wait(timeout: 60)
    #expect(status == 0, "the sandbox exited with \(status): \(app.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasSuffix(".png")
    }.sorted()
    let frame = try Frame(path: dir + "/" + #require(files.last))
    #expect(frame.width == 1600 && frame.height == 1200)
    #expect(squareWidth(frame) == 400)
  }
}
