import CSDL2
import MaterialMotion
import SandboxTestSupport
import Testing

@testable import MaterialMotionSDL

/// Edges drawn by the renderer against exact coverage: each shape drawn alone, black on white, at
/// a fractional position, and every pixel's darkness compared with the fraction of the pixel the
/// shape covers: exact for the rectangle, and measured by 64 × 64 samples a pixel for the others
/// (every pixel that 16 × 16 samples find partly covered).
///
/// Tolerances, in levels of 255, for the worst pixel and for the mean over the partly covered
/// pixels (each the measured value, rounded up):
/// - an unrotated rectangle: 1 (coverage along each axis is exact; corners are the product);
/// - a circle, a rounded rectangle, a circular clip, a rotated square: 16, mean 4 (a one-pixel
///   ramp across the edge, centred on it, as Skia and NanoVG draw; where the edge crosses a
///   pixel at 45° its area is not a ramp, by up to 11 levels, and a sharp corner adds a few).
@MainActor
@Suite(.serialized) struct CoverageAccuracyTests {
  /// What a shape covers, in the root's points, for the reference.
  typealias Inside = (Double, Double) -> Bool

  /// Draws `build`'s element under a white 200×160 root, headless, and returns, over every
  /// pixel, the largest difference between its darkness and `inside`'s exact coverage, and how
  /// many pixels are partly covered.
  func worstDifference(
    _ build: (Element) -> Void, inside: Inside,
    exactCoverage: ((Int, Int) -> Double)? = nil
  ) throws -> (levels: Int, partial: Int, mean: Double, worst: String) {
    let window = try SDLWindow(
      title: "coverage", width: 200, height: 160, headless: true, renderer: .software)
    defer { window.close() }
    let cache = try TextCache(
      renderer: window.renderer, fontPath: FontLocator.locate(override: nil))
    let renderer = ElementRenderer(renderer: window.renderer, textCache: cache)
    let root = Element(frame: Rect(x: 0, y: 0, width: 200, height: 160))
    build(root)
    renderer.draw(root, background: .white)
    let frame = try Frame(window: window)
    var worst = 0
    var partial = 0
    var total = 0.0
    var at = ""
    func fraction(_ x: Int, _ y: Int, _ n: Int) -> Double {
      var covered = 0
      for j in 0..<n {
        for i in 0..<n
        where inside(
          Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n))
        {
          covered += 1
        }
      }
      return Double(covered) / Double(n * n)
    }
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        var exact = exactCoverage?(x, y) ?? fraction(x, y, 16)
        if exact > 0 && exact < 1 {
          partial += 1
          if exactCoverage == nil { exact = fraction(x, y, 64) }
        }
        let expected = 255 * exact
        let drawn = 255 - frame.rgb(x, y).1
        let difference = abs(Double(drawn) - expected)
        if exact > 0 && exact < 1 { total += difference }
        if Int(difference.rounded(.up)) > worst {
          worst = Int(difference.rounded(.up))
          at = "(\(x), \(y)): drawn \(drawn), exact \(expected)"
        }
      }
    }
    let mean = total / Double(max(partial, 1))
    print("coverage: worst \(worst) levels at \(at); mean \(mean) over \(partial) partial pixels")
    return (worst, partial, mean, at)
  }

  /// Whether (`x`, `y`) is inside a `w`×`h` rounded rectangle with `r` corners centred at
  /// (`cx`, `cy`) and turned by `angle`.
  func roundedRect(
    _ x: Double, _ y: Double, cx: Double, cy: Double, w: Double, h: Double, r: Double,
    angle: Double = 0
  ) -> Bool {
    let (dx, dy) = (x - cx, y - cy)
    let qx = abs(dx * cos(angle) + dy * sin(angle))
    let qy = abs(-dx * sin(angle) + dy * cos(angle))
    if qx > w / 2 || qy > h / 2 { return false }
    let zx = qx - (w / 2 - r)
    let zy = qy - (h / 2 - r)
    return zx <= 0 || zy <= 0 || zx * zx + zy * zy <= r * r
  }

  func black(_ frame: Rect, radius: Double = 0, rotation: Double = 0) -> Element {
    let e = Element(frame: frame)
    e.backgroundColor = .black
    e.cornerRadius = radius
    e.rotation = rotation
    return e
  }

  @Test func anUnrotatedRectangleAtAFractionalPlaceIsExact() throws {
    let result = try worstDifference(
      { $0.addChild(black(Rect(x: 30.3, y: 20.65, width: 101.45, height: 70.2))) },
      inside: { x, y in x >= 30.3 && x <= 131.75 && y >= 20.65 && y <= 90.85 },
      exactCoverage: { x, y in
        func overlap(_ p: Int, _ lo: Double, _ hi: Double) -> Double {
          max(0, min(Double(p) + 1, hi) - max(Double(p), lo))
        }
        return overlap(x, 30.3, 131.75) * overlap(y, 20.65, 90.85)
      })
    #expect(result.partial > 300)
    #expect(result.levels <= 1, "\(result.worst)")
  }

  @Test func aCircleIsWithinSixteenLevels() throws {
    let result = try worstDifference(
      { $0.addChild(black(Rect(x: 60.37, y: 40.81, width: 80, height: 80), radius: 40)) },
      inside: { x, y in (x - 100.37) * (x - 100.37) + (y - 80.81) * (y - 80.81) <= 1600 })
    #expect(result.partial > 200)
    #expect(result.levels <= 16 && result.mean <= 4, "\(result.worst), mean \(result.mean)")
  }

  @Test func aRoundedRectangleIsWithinSixteenLevels() throws {
    let result = try worstDifference(
      { $0.addChild(black(Rect(x: 20.5, y: 30.25, width: 150.3, height: 90.6), radius: 14)) },
      inside: {
        roundedRect($0, $1, cx: 20.5 + 75.15, cy: 30.25 + 45.3, w: 150.3, h: 90.6, r: 14)
      })
    #expect(result.partial > 400)
    #expect(result.levels <= 16 && result.mean <= 4, "\(result.worst), mean \(result.mean)")
  }

  @Test func aRotatedSquareIsWithinSixteenLevels() throws {
    let angle = 0.37
    let result = try worstDifference(
      { $0.addChild(black(Rect(x: 60.2, y: 40.7, width: 80, height: 80), rotation: angle)) },
      inside: { roundedRect($0, $1, cx: 100.2, cy: 80.7, w: 80, h: 80, r: 0, angle: angle) })
    #expect(result.partial > 300)
    #expect(result.levels <= 16 && result.mean <= 4, "\(result.worst), mean \(result.mean)")
  }

  @Test func aCircularClipIsWithinSixteenLevels() throws {
    let result = try worstDifference(
      { root in
        let clip = Element(frame: Rect(x: 50.6, y: 30.3, width: 90, height: 90))
        clip.cornerRadius = 45
        clip.clipsToBounds = true
        clip.addChild(black(Rect(x: -20, y: -20, width: 200, height: 200)))
        root.addChild(clip)
      }, inside: { x, y in (x - 95.6) * (x - 95.6) + (y - 75.3) * (y - 75.3) <= 2025 })
    #expect(result.partial > 200)
    #expect(result.levels <= 16 && result.mean <= 4, "\(result.worst), mean \(result.mean)")
  }
}
