import Foundation
import SandboxTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// No recording makes a replay's work unbounded (issue 32): an event past the longest replay is
/// refused before anything runs, and what is not a regular file is refused before it is opened in
/// a way that could wait.
@Suite struct BoundedReplayTests {
  /// A two-line recording whose one event is at `t: 86400` used to replay 5.18 million frames
  /// (killed at 20 s and 750 MB), in `check` as in `--replay`.
  @Test func anEventPastAnHourIsRefusedInOneLineByReplayAndCheck() throws {
    let dir = AppHarness.temporaryDirectory("day-replay")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/day.jsonl"
    try
      ([
        #"{"format":"motion-sandbox-input","version":2,"scene":"direct","size":[800,600],"fps":60}"#,
        #"{"t":86400,"type":"mouse.motion","x":1,"y":1,"mods":[]}"#, "",
      ].joined(separator: "\n")).write(toFile: path, atomically: true, encoding: .utf8)
    for arguments in [
      ["--headless", "--replay", path, "--screenshot-dir", dir],
      ["check", "--replay", path, "--goldens", dir + "/goldens", "--record", "all"],
    ] {
      // Not as on CI, where `check --record all` is refused before the recording is read.
      let run = try AppHarness.run(
        AppHarness.binary, arguments, environment: ["CI": ""], timeout: 60)
      #expect(run.status != 0 && run.status != 128 + SIGKILL, "\(arguments): \(run.status)")
      #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
      #expect(
        run.stderr.contains(
          "\(path) line 2: t 86400 s is past 3600 s, the longest a replay may run"),
        "\(arguments): \(run.stderr)")
    }
    // Nothing was written for it: no golden, no final frame.
    #expect(!FileManager.default.fileExists(atPath: dir + "/goldens/day.trace.txt"))
    #expect(
      (try FileManager.default.contentsOfDirectory(atPath: dir)).filter { $0.hasSuffix(".png") }
        .isEmpty)
  }

  /// 20,000 fingers down at once in `direct` used to take 11 s for 103 frames (every touch
  /// event cost each recognizer a step per finger down); past the fingers the translator
  /// follows (31), a finger is ignored.
  @Test func twentyThousandFingersAtOnceReplay() throws {
    let dir = AppHarness.temporaryDirectory("many-fingers")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    var lines = [
      #"{"format":"motion-sandbox-input","version":2,"scene":"direct","size":[800,600],"fps":60}"#
    ]
    for (t, type) in [(0.1, "down"), (0.2, "motion"), (0.3, "up")] {
      for id in 0..<20_000 {
        let x = 0.3 + 0.4 * Double(id % 200) / 200 + (type == "motion" ? 0.01 : 0)
        lines.append(
          #"{"t":\#(t),"type":"finger.\#(type)","finger":\#(id),"x":\#(x),"y":0.5}"#)
      }
    }
    let path = dir + "/fingers.jsonl"
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    let run = try AppHarness.run(
      AppHarness.binary, ["--headless", "--replay", path, "--screenshot-dir", dir], timeout: 120)
    #expect(run.status == 0, "\(run.stderr)")
  }

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
