/// Material's elevation shadows: for each level from 0 to 24 dp, three CSS box shadows in black,
/// the umbra (opacity 0.2), the penumbra (0.14) and the ambient shadow (0.12), as
/// material-components-web publishes them (`packages/mdc-elevation/_elevation-theme.scss`,
/// `$umbra-map`, `$penumbra-map`, `$ambient-map`). Each entry is the shadow's y offset, its blur
/// radius and its spread, in dp; no level has an x offset.
///
/// A CSS blur radius is a Gaussian of half its size as standard deviation (CSS Backgrounds and
/// Borders, "Blurring Shadow Edges"). An elevation between two levels (a spring on its way from
/// 2 to 8) gets every value interpolated between theirs.
public enum MaterialElevation {
  /// One shadow of a level: its y offset, blur radius and spread, in dp.
  public struct Shadow: Equatable, Sendable {
    /// How far down the shadow is.
    public let y: Double
    /// Its CSS blur radius (twice the Gaussian's standard deviation).
    public let blur: Double
    /// How far it reaches out beyond the shape on every side (less when negative).
    public let spread: Double
  }

  /// The three shadows' opacities: umbra, penumbra, ambient.
  public static let opacities = [0.2, 0.14, 0.12]

  /// Levels 0 to 24, each its umbra, penumbra and ambient shadow.
  public static let levels: [[Shadow]] = [
    ((0, 0, 0), (0, 0, 0), (0, 0, 0)), ((2, 1, -1), (1, 1, 0), (1, 3, 0)),
    ((3, 1, -2), (2, 2, 0), (1, 5, 0)), ((3, 3, -2), (3, 4, 0), (1, 8, 0)),
    ((2, 4, -1), (4, 5, 0), (1, 10, 0)), ((3, 5, -1), (5, 8, 0), (1, 14, 0)),
    ((3, 5, -1), (6, 10, 0), (1, 18, 0)), ((4, 5, -2), (7, 10, 1), (2, 16, 1)),
    ((5, 5, -3), (8, 10, 1), (3, 14, 2)), ((5, 6, -3), (9, 12, 1), (3, 16, 2)),
    ((6, 6, -3), (10, 14, 1), (4, 18, 3)), ((6, 7, -4), (11, 15, 1), (4, 20, 3)),
    ((7, 8, -4), (12, 17, 2), (5, 22, 4)), ((7, 8, -4), (13, 19, 2), (5, 24, 4)),
    ((7, 9, -4), (14, 21, 2), (5, 26, 4)), ((8, 9, -5), (15, 22, 2), (6, 28, 5)),
    ((8, 10, -5), (16, 24, 2), (6, 30, 5)), ((8, 11, -5), (17, 26, 2), (6, 32, 5)),
    ((9, 11, -5), (18, 28, 2), (7, 34, 6)), ((9, 12, -6), (19, 29, 2), (7, 36, 6)),
    ((10, 13, -6), (20, 31, 3), (8, 38, 7)), ((10, 13, -6), (21, 33, 3), (8, 40, 7)),
    ((10, 14, -6), (22, 35, 3), (8, 42, 7)), ((11, 14, -7), (23, 36, 3), (9, 44, 8)),
    ((11, 15, -7), (24, 38, 3), (9, 46, 8)),
  ].map { level in
    [level.0, level.1, level.2].map { Shadow(y: $0.0, blur: $0.1, spread: $0.2) }
  }

  /// The shadows of `elevation` dp (clamped to 0...24), interpolated between the levels around
  /// it.
  public static func shadows(at elevation: Double) -> [Shadow] {
    let e = elevation.isFinite ? min(24, max(0, elevation)) : 0
    let low = Int(e.rounded(.down))
    let high = min(24, low + 1)
    let t = e - Double(low)
    return (0..<3).map { k in
      let (a, b) = (levels[low][k], levels[high][k])
      return Shadow(
        y: a.y + (b.y - a.y) * t, blur: a.blur + (b.blur - a.blur) * t,
        spread: a.spread + (b.spread - a.spread) * t)
    }
  }
}
