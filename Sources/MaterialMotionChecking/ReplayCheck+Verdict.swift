extension ReplayCheck {
  /// A replay's verdict in one word, as ``CheckReport``'s summary shows it; the cases go from
  /// the worst to the best.
  public enum Verdict: String, Sendable, CaseIterable {
    /// The trace or a frame differed from its golden.
    case failed
    /// A golden comes from another environment and was not compared (nothing differed).
    case otherEnvironment = "other environment"
    /// A golden was written (nothing differed, nothing was from another environment).
    case recorded
    /// The trace and every frame matched.
    case passed
  }

  /// The replay's verdict: failed when anything differed, else other environment when a golden
  /// could not be compared, else recorded when a golden was written, else passed.
  public var verdict: Verdict {
    let outcomes = (trace.map { [$0.outcome] } ?? []) + frames.map(\.outcome)
    func any(_ test: (GoldenOutcome) -> Bool) -> Bool { outcomes.contains(where: test) }
    if any({ if case .differed = $0 { return true } else { return false } }) { return .failed }
    if any({ if case .otherEnvironment = $0 { return true } else { return false } }) {
      return .otherEnvironment
    }
    if any({ if case .recorded = $0 { return true } else { return false } }) { return .recorded }
    return .passed
  }
}
