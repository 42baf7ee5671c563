import Foundation
import SandboxTestSupport
import Testing

/// `--record-input` writes a new file and nothing else: an existing file, and above all the
/// recording being replayed (under any name that reaches it), stays as it was, with one line
/// saying why. (It used to truncate the file, the one being replayed included.)
@Suite(.serialized) struct RecordingFileTests {
  let replay = AppHarness.asset("tossable-toss.jsonl")

  /// A copy of the toss recording in a new folder; its path and text.
  func copyOfTheToss() throws -> (path: String, text: String) {
    let path = AppHarness.temporaryDirectory("record-file") + "/take.jsonl"
    let text = try String(contentsOfFile: replay, encoding: .utf8)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (path, text)
  }

  func expectRefused(
    _ arguments: [String], saying text: String, keeps file: (path: String, text: String),
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try AppHarness.sandbox(["--headless", "--frames", "5"] + arguments)
    #expect(result.status == 2, "\(arguments)", sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "one line: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(
      lines.first?.contains(text) == true, "\(result.stderr)", sourceLocation: sourceLocation)
    #expect(
      try String(contentsOfFile: file.path, encoding: .utf8) == file.text,
      "the file is intact", sourceLocation: sourceLocation)
  }

  @Test func anExistingFileIsNeverOverwritten() throws {
    let take = try copyOfTheToss()
    try expectRefused(
      ["--record-input", take.path], saying: "--record-input \(take.path): the file exists",
      keeps: take)
  }

  @Test func theRecordingBeingReplayedIsNeverWrittenUnderAnyName() throws {
    let take = try copyOfTheToss()
    let dir = (take.path as NSString).deletingLastPathComponent
    let symlink = dir + "/link.jsonl"
    let hardLink = dir + "/hard.jsonl"
    try FileManager.default.createSymbolicLink(atPath: symlink, withDestinationPath: take.path)
    try FileManager.default.linkItem(atPath: take.path, toPath: hardLink)
    for (replayed, recorded) in [
      (take.path, take.path), (symlink, take.path), (take.path, symlink), (hardLink, take.path),
    ] {
      try expectRefused(
        ["--replay", replayed, "--record-input", recorded],
        saying: "--record-input \(recorded) is the file --replay reads", keeps: take)
    }
  }

  /// A new file gets every event: a replay recorded again has the same events, line for line
  /// (its header says version 2 where the asset says 1).
  @Test func aReplayRecordedToANewFileHasTheSameEvents() throws {
    let path = AppHarness.temporaryDirectory("record-new") + "/again.jsonl"
    _ = try HeadlessReplay(replay, arguments: ["--record-input", path])
    func events(_ file: String) throws -> [Substring] {
      try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").dropFirst().map {
        $0
      }
    }
    #expect(try events(path) == events(replay))
  }
}
