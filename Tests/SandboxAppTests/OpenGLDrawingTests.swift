import Foundation
import SandboxTestSupport
import Testing

/// The OpenGL renderer draws in batches from a text atlas (the draw list canvas of
/// `ElementRenderer`), the software renderer one call per shape and label. The same replay in a
/// real X11 window (a private Xvfb, Mesa's llvmpipe for OpenGL) must give the same frames with
/// either.
@Suite(.serialized) struct OpenGLDrawingTests {
  /// Replays `asset` in a window with `renderer`, capturing every frame; returns the folder.
  func replay(_ asset: String, renderer: String, on x: XvfbServer, extra: [String] = []) throws
    -> String
  {
    let dir = AppHarness.temporaryDirectory("\(asset)-\(renderer)")
    let result = try AppHarness.sandbox(
      ["--replay", AppHarness.asset(asset), "--renderer", renderer, "--capture", dir] + extra,
      environment: ["DISPLAY": x.display])
    #expect(result.status == 0, "replay with \(renderer) failed: \(result.stderr)")
    #expect(result.stdout.contains("(x11/\(renderer))"), "\(result.stdout)")
    return dir
  }

  func frames(_ dir: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter {
      $0.hasSuffix(".png")
    }.sorted().map { "\(dir)/\($0)" }
  }

  /// `tap` (labels on the strip, springs, the tap ripple fading) and `tossable` with the tuning
  /// panel (its labels and sliders over the scene): no rotated shapes and no lines, the two
  /// things the renderers anti-alias and rasterise their own way.
  @Test(arguments: [("tap-taps.jsonl", [String]()), ("tossable-tuning.jsonl", [])])
  func openGLFramesMatchSoftwareFrames(asset: String, extra: [String]) throws {
    let x = try XvfbServer()
    defer { withExtendedLifetime(x) {} }
    let gl = frames(try replay(asset, renderer: "opengl", on: x, extra: extra))
    let software = frames(try replay(asset, renderer: "software", on: x, extra: extra))
    #expect(gl.count == software.count && gl.count > 10)
    // Every 40th frame and the last (comparing all takes minutes in a debug build). The two
    // renderers round the blending of anti-aliased text edges differently, by up to 5 levels;
    // a misplaced label, a wrong atlas slot or a shape drawn out of order differs by far more.
    var worst = (frame: "", pixels: 0)
    let picked = Array(stride(from: 0, to: gl.count, by: 40)) + [gl.count - 1]
    for i in picked where i < software.count {
      let differing = try Frame(path: gl[i]).differingPixels(
        from: try Frame(path: software[i]), tolerance: 6)
      if differing > worst.pixels { worst = (gl[i], differing) }
    }
    #expect(worst.pixels == 0, "\(worst.pixels) pixels differ in \(worst.frame)")
  }
}
