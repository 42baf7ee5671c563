/// A frame golden's verdict, with the images a reviewer compares.
public struct FrameCheck: Sendable, Codable {
  /// The frame's index in the replay.
  public var index: Int
  /// The golden's path.
  public var goldenPath: String
  /// What happened.
  public var outcome: GoldenOutcome
  /// Pixels differing by more than the tolerance (outside the masks).
  public var differingPixels: Int
  /// How many differing pixels pass.
  public var pixelBudget: Int
  /// The per-channel tolerance.
  public var tolerance: Int
  /// This run's frame, when it differed: a PNG in the artifacts folder.
  public var actualPath: String?
  /// The golden, copied beside it.
  public var expectedPath: String?
  /// The difference image: differing pixels red over a dimmed copy of the golden, masks blue.
  public var diffPath: String?

  /// A verdict from its parts.
  public init(
    index: Int, goldenPath: String, outcome: GoldenOutcome, differingPixels: Int = 0,
    pixelBudget: Int = 0, tolerance: Int = 0, actualPath: String? = nil,
    expectedPath: String? = nil, diffPath: String? = nil
  ) {
    self.index = index
    self.goldenPath = goldenPath
    self.outcome = outcome
    self.differingPixels = differingPixels
    self.pixelBudget = pixelBudget
    self.tolerance = tolerance
    self.actualPath = actualPath
    self.expectedPath = expectedPath
    self.diffPath = diffPath
  }
}
