/// One spring or tween in one format: the lines to paste, or the one line saying why the format
/// cannot carry it, and how far the format's own curve is from the motion it came from.
public struct FormatExport: Sendable, Equatable, Codable {
  /// The format.
  public var format: ExportFormat
  /// The code or patch values to paste; empty when refused.
  public var lines: [String]
  /// Why this format cannot carry the motion, with the number that says so and what to change,
  /// in one line; nil when it is written.
  public var refusal: String?
  /// The largest difference the format may have from the motion, as a fraction of the
  /// distance travelled (``ExportFormat/springTolerance``, ``ExportFormat/tweenTolerance``).
  public var tolerance: Double
  /// The largest difference found between the format's curve, as it plays the printed numbers,
  /// and the motion's; nil when the format was refused before there was a curve to compare.
  public var difference: CurveDifference?
  /// The same from the release velocity of the scene's last gesture
  /// (``SpringExport/releaseVelocity``): for CSS, whose `linear()` starts from rest, how far that
  /// is from the spring's motion; nil without a release velocity, for a tween, or when refused.
  public var releaseDifference: CurveDifference?

  /// What `format` makes of a motion.
  public init(
    format: ExportFormat, lines: [String] = [], refusal: String? = nil, tolerance: Double,
    difference: CurveDifference?
  ) {
    self.format = format
    self.lines = lines
    self.refusal = refusal
    self.tolerance = tolerance
    self.difference = difference
  }

  /// Whether the format carries the motion.
  public var isWritten: Bool { refusal == nil }
}
