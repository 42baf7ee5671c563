/// A rectangle of pixels, from the top-left corner: a region a frame comparison ignores.
public struct PixelMask: Sendable, Equatable {
  /// The left edge, in pixels.
  public var x: Int
  /// The top edge, in pixels.
  public var y: Int
  /// The width, in pixels.
  public var width: Int
  /// The height, in pixels.
  public var height: Int

  /// The rectangle from (`x`, `y`), `width` × `height` pixels.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Whether the pixel at (`px`, `py`) is inside.
  func contains(_ px: Int, _ py: Int) -> Bool {
    px >= x && px < x + width && py >= y && py < y + height
  }
}

/// How a frame is compared with its golden: a pixel differs when a channel differs by more than
/// ``tolerance``; the frame matches when at most ``pixelBudget`` pixels outside the ``masks``
/// differ. Frames drawn in another ``RenderEnvironment`` are not compared pixel by pixel.
public struct FrameComparison: Sendable, Equatable {
  /// The most a channel may differ, 0 to 255.
  public var tolerance: Int
  /// How many differing pixels still match.
  public var pixelBudget: Int
  /// Regions ignored (a clock, a frame-time readout).
  public var masks: [PixelMask]

  /// A comparison with `tolerance` per channel, `pixelBudget` differing pixels allowed and
  /// `masks` ignored.
  public init(tolerance: Int = 2, pixelBudget: Int = 0, masks: [PixelMask] = []) {
    self.tolerance = max(0, min(255, tolerance))
    self.pixelBudget = max(0, pixelBudget)
    self.masks = masks
  }

  /// What comparing a frame with its golden found.
  public enum Result: Sendable, Equatable {
    /// Within the tolerance and the budget.
    case matched(differingPixels: Int)
    /// More pixels differ than the budget allows; `diff` shows where (differing pixels red
    /// over a dimmed copy of the golden, masked regions blue).
    case differed(differingPixels: Int, diff: FrameImage)
    /// The sizes differ: nothing else was compared.
    case otherSize(String)
    /// The golden was drawn in another environment: its pixels were not compared.
    case otherEnvironment(String)
  }

  /// Compares `actual` with `golden`.
  public func compare(_ actual: FrameImage, with golden: FrameImage) -> Result {
    if let here = actual.environment, let there = golden.environment,
      let difference = here.differences(from: there)
    {
      return .otherEnvironment(
        "the golden was drawn in another environment (\(difference)); record the frame goldens again here, or rely on the trace golden"
      )
    }
    guard actual.width == golden.width, actual.height == golden.height else {
      return .otherSize(
        "this frame is \(actual.width)×\(actual.height) pixels, the golden \(golden.width)×\(golden.height)"
      )
    }
    var differing = 0
    var diff = [UInt8](repeating: 0, count: golden.rgb.count)
    let tolerance = self.tolerance
    actual.rgb.withUnsafeBufferPointer { a in
      golden.rgb.withUnsafeBufferPointer { g in
        for y in 0..<golden.height {
          for x in 0..<golden.width {
            let i = (y * golden.width + x) * 3
            if !masks.isEmpty, masks.contains(where: { $0.contains(x, y) }) {
              diff[i] = UInt8(Int(g[i]) / 3)
              diff[i + 1] = UInt8(Int(g[i + 1]) / 3)
              diff[i + 2] = 200
              continue
            }
            let same =
              abs(Int(a[i]) - Int(g[i])) <= tolerance
              && abs(Int(a[i + 1]) - Int(g[i + 1])) <= tolerance
              && abs(Int(a[i + 2]) - Int(g[i + 2])) <= tolerance
            if same {
              for c in 0..<3 { diff[i + c] = UInt8(128 + Int(g[i + c]) / 2) }
            } else {
              differing += 1
              diff[i] = 255
            }
          }
        }
      }
    }
    if differing <= pixelBudget { return .matched(differingPixels: differing) }
    return .differed(
      differingPixels: differing,
      diff: FrameImage(
        width: golden.width, height: golden.height, rgb: diff, environment: nil))
  }
}
