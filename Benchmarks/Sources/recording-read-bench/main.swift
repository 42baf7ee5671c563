import BenchSupport
import Foundation
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

// recording-read-bench: issue 32's reading budget, (t). A recording just under the format's
// largest file (64 MiB), made of the repository's own recordings' event lines (assets/replays,
// every kind the app records) over and over with times that never decrease, is read the way
// `--replay` and `check` read one: `InputReplayer(path:)` (the file read whole, then every line
// scanned, every field range-checked, every event made; the lines after the header in parts, one
// per core). Beside it, in the same run, the floor:
// the same file read whole and its lines counted (`wc -l` in process: read(2) and memchr).
// Budget: reading the 64 MiB recording takes at most 1 s (median).

/// The file's size: the format's largest less a line, so it is accepted.
let targetBytes = RecordingLimits.maximumFileBytes - RecordingLimits.maximumLineBytes

/// The repository's recordings' event lines (`t` first, as the recorder writes them).
func assetEventLines() -> [String] {
  let repository = "/" + #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
  let folder = repository + "/assets/replays"
  guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
    fatalError("no folder \(folder)")
  }
  var lines: [String] = []
  for name in names.sorted() where name.hasSuffix(".jsonl") {
    guard let text = try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8) else {
      fatalError("cannot read \(folder)/\(name)")
    }
    lines += text.split(separator: "\n").dropFirst().map(String.init)
  }
  return lines
}

/// Writes the recording to `path`: a header, then the assets' events over and over, the first
/// field (`t`) of each replaced so that times rise evenly from 0 to 3,000 s.
func writeRecording(to path: String) -> (bytes: Int, lines: Int) {
  let events = assetEventLines()
  let header = RecordingHeader(
    scene: "draggable", width: 800, height: 600, fps: 60,
    version: Recording.readableVersions
      .upperBound)
  var text = Recording.line(for: header) + "\n"
  let bodies = events.map { line -> Substring in
    line.dropFirst(
      line.firstIndex(of: ",").map { line.distance(from: line.startIndex, to: $0) } ?? 0)
  }
  var count = 0
  let averageLine = bodies.reduce(0) { $0 + $1.utf8.count } / bodies.count + 16
  let expected = targetBytes / averageLine
  let span = 3000.0
  while true {
    let body = bodies[count % bodies.count]
    let t = (span * Double(count) / Double(expected) * 1e6).rounded(.down) / 1e6
    let line = "{\"t\":\(min(t, span))" + body + "\n"
    guard text.utf8.count + line.utf8.count <= targetBytes else { break }
    text += line
    count += 1
  }
  guard let file = fopen(path, "wb"), fputs(text, file) >= 0, fclose(file) == 0 else {
    fatalError("cannot write \(path)")
  }
  return (text.utf8.count, count + 1)
}

/// Seconds on the monotonic clock.
func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// CPU seconds this process has used (user and system).
func cpuSeconds() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

/// The floor: the file read whole (as the reader reads it) and its lines counted.
func countLines(_ path: String) -> Int {
  let fd = open(path, O_RDONLY)
  precondition(fd >= 0, "cannot open \(path)")
  defer { close(fd) }
  var status = stat()
  fstat(fd, &status)
  let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(status.st_size), alignment: 16)
  defer { buffer.deallocate() }
  var filled = 0
  while filled < buffer.count {
    let n = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
    guard n > 0 else { break }
    filled += n
  }
  var lines = 0
  var at = buffer.baseAddress!
  var left = filled
  while left > 0, let newline = memchr(at, 0x0A, left) {
    lines += 1
    let next = newline + 1
    left -= at.distance(to: next)
    at = next
  }
  return lines
}

@MainActor
func run() {
  let arguments = BenchArguments()
  let name = "(t) reading a 64 MiB recording"
  guard arguments.selects(name) else { return }
  let repetitions = arguments.repetitions ?? (arguments.quick ? 3 : 7)
  let others = OtherCPUMeter()
  let path = "/tmp/recording-read-bench-\(getpid()).jsonl"
  defer { unlink(path) }
  print("  running \(name)")
  let (bytes, lines) = writeRecording(to: path)
  var ours: [Double] = []
  var floor: [Double] = []
  var ratios: [Double] = []
  var cpu: [Double] = []
  var events = 0
  for repetition in 0..<repetitions {
    // Alternating which side goes first, as every ratio of the benchmarks is taken.
    var pair = (ours: 0.0, floor: 0.0)
    for side in repetition % 2 == 0 ? [0, 1] : [1, 0] {
      let start = now()
      if side == 0 {
        let startCPU = cpuSeconds()
        guard let replayer = try? InputReplayer(path: path) else { fatalError("rejected") }
        events = replayer.eventCount
        pair.ours = now() - start
        cpu.append(cpuSeconds() - startCPU)
      } else {
        precondition(countLines(path) == lines)
        pair.floor = now() - start
      }
    }
    ours.append(pair.ours)
    floor.append(pair.floor)
    ratios.append(pair.ours / pair.floor)
  }
  let megabytes = Double(bytes) / Double(1 << 20)
  let within = median(of: ours) <= 1
  print("")
  print(
    "\(name): \(format(megabytes, 1)) MiB, \(lines) lines (\(events) events from assets/replays), "
      + "read by InputReplayer(path:) (read, scanned, every field checked, every event made) "
      + "against the file read and its lines counted; median [min–max] over \(repetitions) runs")
  printTable([
    ["reading s", "its CPU s (all threads)", "MB/s", "read and count lines s", "× that"],
    [
      spread(ours, 3) + (within ? "" : " OVER"), spread(cpu, 3),
      spread(ours.map { Double(bytes) / 1e6 / $0 }, 0), spread(floor, 3), spread(ratios, 1),
    ],
  ])
  print("budget: reading a 64 MiB recording ≤ 1 s: \(within ? "within" : "OVER")")
  for line in describeOthers(others.othersCores(), what: "recording-read-bench") { print(line) }
  arguments.logBudgets(["\(within ? "within" : "over") \(name) ≤ 1 s"])
  if !within && arguments.strict { exit(1) }
}

MainActor.assumeIsolated { run() }
