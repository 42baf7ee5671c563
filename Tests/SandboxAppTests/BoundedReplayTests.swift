import Foundation
import SandboxTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// No recording makes a replay's work unbounded (issue 32): what is not a regular file is refused
/// before it is opened in a way that could wait.
@Suite struct BoundedReplayTests {
  /// A FIFO with no writer used to block `--replay` forever (opening it waits for a writer).
  @Test func aFIFOOrAFolderIsRefusedAsARecordingInOneLine() throws {
    let dir = AppHarness.temporaryDirectory("fifo-replay")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fifo = dir + "/take.jsonl"
    try #require(mkfifo(fifo, 0o600) == 0)
    for (path, kind) in [(fifo, "a FIFO"), (dir, "a folder")] {
      for arguments in [
        ["--headless", "--replay", path, "--frames", "1", "--screenshot-dir", dir],
        ["check", "--replay", path, "--goldens", dir + "/goldens", "--record", "never"],
      ] where !(arguments[0] == "check" && path == dir) {
        let run = try AppHarness.run(AppHarness.binary, arguments, timeout: 30)
        #expect(run.status != 0 && run.status != 128 + SIGKILL, "\(arguments): \(run.status)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(arguments): \(run.stderr)")
        #expect(
          run.stderr.contains("\(path): \(kind), not a regular file"),
          "\(arguments): \(run.stderr)")
      }
    }
  }
}
