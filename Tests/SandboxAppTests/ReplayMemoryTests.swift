import Foundation
import SandboxTestSupport
import Testing

/// A recording may be up to 64 MiB; what the reader needs for it must not grow per line. A file
/// of 16 MiB of empty lines used to take 0.6 GB (an array of every line), 64 MiB 2.2 GB.
@Suite struct ReplayMemoryTests {
  @Test func millionsOfEmptyLinesReplayInLittleMemory() throws {
    let dir = AppHarness.temporaryDirectory("blank-lines")
    let path = dir + "/blank.jsonl"
    let header =
      #"{"format":"motion-sandbox-input","version":2,"scene":"scalable","size":[200,100],"fps":60}"#
    // Written a MiB at a time: 16 MiB held at once would grow this test process's resident
    // size under the in-process memory tests running beside it.
    #expect(FileManager.default.createFile(atPath: path, contents: Data((header + "\n").utf8)))
    let file = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try file.seekToEnd()
    let blank = Data(repeating: UInt8(ascii: "\n"), count: 1 << 20)
    for _ in 0..<16 { try file.write(contentsOf: blank) }
    try file.write(
      contentsOf: Data(#"{"t":0,"type":"mouse.motion","x":1,"y":1,"mods":[]}"#.utf8 + [10]))
    try file.close()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let app = try Subprocess(
      AppHarness.binary,
      ["--headless", "--replay", path, "--frames", "1", "--screenshot-dir", dir],
      environment: [:])
    #expect(app.wait(timeout: 120) == 0, "\(app.stderr)")
    let peak = try #require(app.peakResidentBytes)
    #expect(peak < 128 << 20, "peak resident size \(peak >> 20) MiB")
  }
}
