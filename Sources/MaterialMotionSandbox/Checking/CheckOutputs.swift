import FoundationEssentials
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

  /// The artifacts folder of a check given no `--artifacts` and no `$SNAPSHOT_ARTIFACTS`: a new
  /// folder in `temporary` (`motion-check-PID`, or `motion-check-PID-2`, `-3`… when a check with
  /// the same process number left its folder there), so that an earlier run's files are never
  /// in the way of a run that did not choose where they go.
  static func newArtifactsFolder(in temporary: String, pid: Int32) -> String {
    let base = "\(temporary)/motion-check-\(pid)"
    var (path, number) = (base, 1)
    while FileManager.default.fileExists(atPath: path) {
      number += 1
      path = "\(base)-\(number)"
    }
    return path
  }

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
