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
    let text =
      header + String(repeating: "\n", count: 16 << 20)
      + #"{"t":0,"type":"mouse.motion","x":1,"y":1,"mods":[]}"# + "\n"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let app = try Subprocess(
      AppHarness.binary,
      ["--headless", "--replay", path, "--frames", "1", "--screenshot-dir", dir],
      environment: [:])
    #expect(app.wait(timeout: 120) == 0, "\(app.stderr)")
    let peak = try #require(app.peakResidentBytes)
    #expect(peak < 200 << 20, "peak resident size \(peak >> 20) MiB")
  }
}
