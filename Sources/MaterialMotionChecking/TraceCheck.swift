/// The trace golden's verdict and, when it differed, the curves of the values that diverged.
public struct TraceCheck: Sendable, Codable {
  /// The golden's path.
  public var goldenPath: String
  /// What happened.
  public var outcome: GoldenOutcome
  /// The first divergence, when the trace differed.
  public var divergence: TraceDivergence?
  /// Expected against actual for every diverging number (empty when it matched).
  public var curves: [TraceCurve]
  /// Where this run's trace was written, when it differed (to diff with the golden).
  public var actualPath: String?

  /// A verdict from its parts.
  public init(
    goldenPath: String, outcome: GoldenOutcome, divergence: TraceDivergence? = nil,
    curves: [TraceCurve] = [], actualPath: String? = nil
  ) {
    self.goldenPath = goldenPath
    self.outcome = outcome
    self.divergence = divergence
    self.curves = curves
    self.actualPath = actualPath
  }
}
