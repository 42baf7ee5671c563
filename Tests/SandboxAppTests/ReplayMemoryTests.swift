import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

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
    let (status, peak) = try Self.runMeasuringPeak(
      AppHarness.binary,
      ["--headless", "--replay", path, "--frames", "1", "--screenshot-dir", dir])
    #expect(status == 0)
    #expect(peak < 200 << 20, "peak resident size \(peak >> 20) MiB")
  }

  /// Runs `executable` to its end (output discarded); its exit status and peak resident size.
  static func runMeasuringPeak(_ executable: String, _ arguments: [String]) throws -> (
    status: Int32, peakBytes: Int
  ) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for fd in [Int32(1), 2] {
      posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for p in argv { free(p) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw HarnessError("cannot start \(executable): \(String(cString: strerror(spawned)))")
    }
    var raw: Int32 = 0
    var usage = rusage()
    while wait4(pid, &raw, 0, &usage) < 0 && errno == EINTR {}
    let status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
    return (status, usage.ru_maxrss * 1024)
  }
}
