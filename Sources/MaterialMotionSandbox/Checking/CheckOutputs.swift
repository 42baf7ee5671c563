import MaterialMotionChecking
import MaterialMotionSDL

/// What a `check` will write, claimed under the ``OutputPolicy`` before any replay runs: each
/// recording's goldens (`GOLDENS/NAME.*`, replaced as the record mode says, never a recording
/// being checked) and artifacts (`ARTIFACTS/NAME/` and `ARTIFACTS/report.html`, never files of
/// an earlier run unless `--overwrite`). Two recordings with one NAME would write the same
/// goldens: that is a usage error.
@MainActor
struct CheckOutputs {
  let recordings: [String]
  let goldens: String
  let artifacts: String
  let overwrite: Bool

  /// Claims every output.
  ///
  /// - Throws: ``CheckUsageError`` for two recordings of one name; ``PlatformError`` for an
  ///   output the policy refuses.
  func claim() throws {
    var policy = OutputPolicy(overwrite: overwrite)
    var byName: [String: String] = [:]
    for recording in recordings {
      let name = MotionCheck.name(of: recording)
      if let other = byName[name] {
        throw CheckUsageError(
          "--replay \(other) and \(recording) are both named \(name): their goldens would be the same files (\(goldens)/\(name).*); rename one"
        )
      }
      byName[name] = recording
      policy.reads(recording, by: "--replay")
    }
    try policy.claim("\(artifacts)/report.html", by: "--artifacts")
    for recording in recordings {
      let name = MotionCheck.name(of: recording)
      try policy.claim("\(goldens)/\(name).trace.txt", by: "--goldens", replacing: true)
      try policy.claimSeries(in: "\(artifacts)/\(name)", by: "--artifacts") { _ in true }
    }
  }
}
