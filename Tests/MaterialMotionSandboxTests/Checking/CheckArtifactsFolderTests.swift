import Foundation
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// A check given no `--artifacts` writes into a new folder of the temporary directory named
/// after its process: when an earlier check with the same process number left its folder (a
/// failure's files, report.html), the new one takes the next free name instead of refusing the
/// run for files the user never chose.
@MainActor
struct CheckArtifactsFolderTests {
  @Test func aFolderLeftByAnEarlierRunWithTheSamePIDIsNotReused() throws {
    let temporary = AppHarness.temporaryDirectory("artifacts-folder")
    let first = CheckOutputs.newArtifactsFolder(in: temporary, pid: 4242)
    #expect(first == "\(temporary)/motion-check-4242")
    try FileManager.default.createDirectory(atPath: first, withIntermediateDirectories: true)
    try Data("<html>".utf8).write(to: URL(fileURLWithPath: first + "/report.html"))
    let second = CheckOutputs.newArtifactsFolder(in: temporary, pid: 4242)
    #expect(second == "\(temporary)/motion-check-4242-2")
    try FileManager.default.createDirectory(atPath: second, withIntermediateDirectories: true)
    #expect(
      CheckOutputs.newArtifactsFolder(in: temporary, pid: 4242)
        == "\(temporary)/motion-check-4242-3")
    // The earlier run's file is as it was.
    #expect(try String(contentsOfFile: first + "/report.html", encoding: .utf8) == "<html>")
  }
}
