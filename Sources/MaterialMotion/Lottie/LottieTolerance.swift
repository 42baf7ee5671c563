/// How far a Lottie animation's keyframes may stray from the frames they were reduced from
/// (``KeyframeReduction``), property by property. The defaults are below what a frame shows:
/// 0.1 point of position, size, anchor and corner radius; 0.05 % of scale (0.075 point at the
/// edge of a 300-point element); 0.02° of rotation; 0.5 % of opacity; 0.5 % of a colour
/// channel (about 1 of 255); 0.25 point of the rectangles that draw an elevation's shadow
/// (``MaterialElevation``: their edges are blurred over a point or more at any elevation).
public struct LottieTolerance: Equatable, Sendable {
  /// Points, for positions, anchors, sizes, corner radii and mask outlines.
  public var points: Double
  /// Scale, in percent (100 is the element's own size).
  public var scalePercent: Double
  /// Rotation, in degrees.
  public var degrees: Double
  /// Opacity, in percent.
  public var opacityPercent: Double
  /// A colour channel, 0 to 1.
  public var color: Double
  /// Points, for the rectangles that draw an elevation's shadow.
  public var shadowPoints: Double

  /// A tolerance of these values.
  ///
  /// - Parameters:
  ///   - points: for positions, anchors, sizes, corner radii and mask outlines.
  ///   - scalePercent: for scale, in percent.
  ///   - degrees: for rotation.
  ///   - opacityPercent: for opacity, in percent.
  ///   - color: for each colour channel, 0 to 1.
  ///   - shadowPoints: for the rectangles that draw a shadow.
  public init(
    points: Double = 0.1, scalePercent: Double = 0.05, degrees: Double = 0.02,
    opacityPercent: Double = 0.5, color: Double = 0.005, shadowPoints: Double = 0.25
  ) {
    self.points = points
    self.scalePercent = scalePercent
    self.degrees = degrees
    self.opacityPercent = opacityPercent
    self.color = color
    self.shadowPoints = shadowPoints
  }

  /// The default: 0.1 point, 0.05 % scale, 0.02°, 0.5 % opacity and colour, 0.25 point of a
  /// shadow.
  public static let standard = LottieTolerance()
}
