import Foundation
import MaterialMotionChecking
import MaterialMotionSandbox
import SnapshotTesting

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Checks `replay` against the goldens in `directory`, laid out as `motion-sandbox check` lays
/// them out: `NAME.trace.txt` and `NAME.frame-INDEX.png` (NAME: the replay's name), so the
/// same goldens serve this test and the command.
///
/// The trace (unless `trace` is false) is compared within `traceTolerance`; each frame of `frames` (drawn when the replay
/// was made; -1 is the last) by `frameComparison`. Goldens are written as swift-snapshot-testing's
/// record mode says (`record`, else `withSnapshotTesting(record:)`, else
/// `SNAPSHOT_TESTING_RECORD`, else `missing`), except on CI (`CI=true`), where they never are.
/// `isolation` is the caller's (leave the default): on the main actor, a trace failure's plot is
/// also drawn as PNG. Each failure is an issue of the calling test (Swift Testing or XCTest) naming the first
/// divergence or the differing pixels, and the artifacts and report written for it.
public func assertMotion(
  of replay: MotionReplay, goldens directory: String, trace: Bool = true, frames: [Int] = [],
  traceTolerance: Double = 0.0001, frameComparison: FrameComparison = FrameComparison(),
  record: SnapshotTestingConfiguration.Record? = nil,
  isolation: isolated (any Actor)? = #isolation, fileID: StaticString = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let mode: SnapshotTestingConfiguration.Record? = RecordMode.isCI ? .never : record
  var failures: [String] = []
  if trace,
    let failure = verifySnapshot(
      of: replay,
      as: .motionTrace(tolerance: traceTolerance, onMainActor: isolation === MainActor.shared),
      named: "trace", record: mode,
      snapshotDirectory: directory, file: filePath, testName: replay.name, line: line,
      column: column)
  {
    failures.append(failure)
  }
  for index in frames {
    let resolved = index < 0 ? replay.frameCount + index : index
    guard replay.frames[index] != nil else {
      failures.append(
        "frame \(index) of \(replay.name) was not drawn: list it in MotionReplay(frames:) (the replay made \(replay.frameCount) frames)"
      )
      continue
    }
    if let failure = verifySnapshot(
      of: replay,
      as: .frame(
        index, tolerance: frameComparison.tolerance, pixelBudget: frameComparison.pixelBudget,
        masks: frameComparison.masks), named: "frame-\(resolved)", record: mode,
      snapshotDirectory: directory, file: filePath, testName: replay.name, line: line,
      column: column)
    {
      failures.append(failure)
    }
  }
  for failure in failures {
    reportIssue(failure, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// Records `message` as an issue of the running test: Swift Testing's when one runs, else
/// XCTest's.
func reportIssue(
  _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
  #endif
  #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
  #endif
}
