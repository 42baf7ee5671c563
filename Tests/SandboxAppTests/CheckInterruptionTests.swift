import Foundation
import SandboxTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A `check` stopped by SIGINT or SIGTERM tells the truth: it writes no golden of a replay cut
/// short (every golden it wrote is the whole replay's, byte for byte the committed one), reports
/// no false failure, says in one line how far it got, and exits 130 or 143, never 0 or 1.
@Suite(.serialized) struct CheckInterruptionTests {
  let replays = AppHarness.asset("")

  /// Starts `check` over every recording and sends `signal` once it has checked `after` replays
  /// (its stdout has that many lines).
  func interrupt(
    _ arguments: [String], with signal: Int32, after lines: Int
  ) throws -> (status: Int32, stdout: String, stderr: String) {
    let app = try Subprocess(
      AppHarness.binary, ["check", "--replay", replays] + arguments, environment: ["CI": ""])
    let deadline = Date().addingTimeInterval(60)
    while app.isRunning, Date() < deadline,
      app.stdout.split(separator: "\n").count < lines
    {
      usleep(2_000)
    }
    kill(app.pid, signal)
    let status = app.wait(timeout: 60)
    return (status, app.stdout, app.stderr)
  }

  @Test func anInterruptedRecordingWritesOnlyWholeGoldens() throws {
    let goldens = AppHarness.temporaryDirectory("check-interrupted-record")
    let run = try interrupt(
      ["--goldens", goldens, "--record", "all"], with: SIGINT, after: 2)
    #expect(run.status == 130, "\(run.stdout) \(run.stderr)")
    #expect(!run.stdout.contains("passed"), "no summary claims a pass: \(run.stdout)")
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(run.stderr)")
    #expect(lines.first?.contains("check: interrupted during ") == true, "\(run.stderr)")
    let written = try FileManager.default.contentsOfDirectory(atPath: goldens).filter {
      $0.hasSuffix(".trace.txt")
    }
    #expect(!written.isEmpty && written.count < 32, "\(written)")
    for file in written {
      let committed = AppHarness.repositoryRoot + "/assets/goldens/" + file
      #expect(
        FileManager.default.contentsEqual(atPath: goldens + "/" + file, andPath: committed),
        "\(file) is the whole replay's trace")
    }
  }

  @Test func aTerminatedComparisonReportsNoFalseFailure() throws {
    let run = try interrupt(
      ["--goldens", AppHarness.repositoryRoot + "/assets/goldens", "--record", "never"],
      with: SIGTERM, after: 1)
    #expect(run.status == 143, "\(run.stdout) \(run.stderr)")
    #expect(!run.stdout.contains("FAIL"), "\(run.stdout)")
    #expect(run.stderr.contains("check: terminated during "), "\(run.stderr)")
    #expect(run.stderr.contains("nothing of "), "\(run.stderr)")
  }
}
