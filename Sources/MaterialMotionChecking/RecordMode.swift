import FoundationEssentials

/// When goldens are written: swift-snapshot-testing's record modes, by the same four words
/// (`SnapshotTestingConfiguration.Record`), so `motion-sandbox check --record MODE` and a test's
/// `SNAPSHOT_TESTING_RECORD=MODE` mean the same thing.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write every golden anew.
  case all
  /// Write the goldens that did not match (and the missing ones).
  case failed
  /// Write only the goldens that do not exist yet (the default, except on CI).
  case missing
  /// Never write a golden (the default on CI: `CI=true`).
  case never

  /// The default: `never` when the environment has `CI=true` (or `CI=1`), else `missing`.
  public static var standard: RecordMode {
    isCI ? .never : .missing
  }

  /// Whether the environment says this is a CI run (`CI` is `true` or `1`).
  public static var isCI: Bool {
    let value = ProcessInfo.processInfo.environment["CI"]?.lowercased()
    return value == "true" || value == "1"
  }

  /// Whether a missing golden is written.
  package var writesMissing: Bool { self != .never }
  /// Whether a golden that does not match is written.
  package var writesFailed: Bool { self == .all || self == .failed }
}
