/// A label's text as the app draws it, measured for a Lottie text layer: the size of the image
/// the app draws (whose top left corner it places on whole pixels) and where the baseline is in
/// it, in points.
public struct LottieTextMetrics: Hashable, Sendable {
  /// The text's width (the image's), in points.
  public let width: Double
  /// The image's height, in points.
  public let height: Double
  /// How far below the image's top the baseline is, in points.
  public let baseline: Double
  /// The distance between two lines' baselines, in points.
  public let lineHeight: Double
  /// The font size the text is drawn at, in points (the label's, rounded to whole pixels).
  public let fontSize: Double

  /// The measurements of a text `width`×`height` points, its baseline `baseline` points below
  /// its top, lines `lineHeight` apart, drawn at `fontSize` points.
  public init(width: Double, height: Double, baseline: Double, lineHeight: Double, fontSize: Double)
  {
    self.width = width
    self.height = height
    self.baseline = baseline
    self.lineHeight = lineHeight
    self.fontSize = fontSize
  }
}
