import MaterialMotion
import MaterialMotionSDL
import Synchronization
import Testing

@testable import MaterialMotionSandbox

#if canImport(Glibc)
  import Glibc
#endif

/// The bounded fuzz run of `make test`: recordings from `assets/replays/` mutated by a seeded
/// generator (numbers at and past the edges of their ranges, huge and control-character strings,
/// lines duplicated, removed, reordered and torn, types swapped, fields dropped, versions changed,
/// and a few files with tens of thousands of events at one time), each parsed and, when valid,
/// replayed for 30 frames by the sandbox's own run in this process (`SandboxRun`, as
/// `motion-sandbox --headless --replay FILE --frames 30` runs it). A crash or a trap kills the
/// test process, which is the point: none may happen. A rejection (by the parser, or by the run
/// for what only it can check, such as scene parameters) must be one error line naming the
/// line; any other recording must replay (only a scene this app lacks may be refused).
///
/// Every case is written to ``ReplayFuzzRun/casePath`` before it runs, so a crash leaves it
/// there; `REPLAY_FUZZ_SEED`, `REPLAY_FUZZ_CASES` and `REPLAY_FUZZ_CASE` (one case) rerun it.
/// `make fuzz` runs libFuzzer on the same pipeline for as long as asked (Fuzz/).
@MainActor
struct ReplayFuzzTests {
  @Test func mutatedRecordingsNeverCrashOrHangAndEveryRejectionNamesItsLine() throws {
    let environment = { (name: String) in getenv(name).map { String(cString: $0) } }
    let seed = environment("REPLAY_FUZZ_SEED").flatMap { UInt64($0, radix: 16) } ?? 0x5EED_0011
    let count = environment("REPLAY_FUZZ_CASES").flatMap { Int($0) } ?? 2_000
    let only = environment("REPLAY_FUZZ_CASE").flatMap { Int($0) }
    let run = try ReplayFuzzRun(seed: seed)
    run.verbose = environment("REPLAY_FUZZ_VERBOSE") != nil
    run.say(
      "ReplayFuzzTests: seed \(String(seed, radix: 16)) (REPLAY_FUZZ_SEED), \(count) cases; each is "
        + "written to \(run.casePath) before it runs (its number in \(run.caseNotePath)), so a "
        + "crash leaves it there: REPLAY_FUZZ_CASE=N reruns case N alone")
    let started = ContinuousClock.now
    let startedCPU = ReplayFuzzRun.processCPUSeconds()
    try run.withQuietOutput {
      for index in only.map({ [$0] }) ?? Array(0..<count) {
        try run.runCase(index)
      }
    }
    let elapsed = ContinuousClock.now - started
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let cpu = ReplayFuzzRun.processCPUSeconds() - startedCPU
    run.say(
      "ReplayFuzzTests: \(run.cases) cases in \(Int(seconds.rounded())) s (the process used "
        + "\(Int(cpu.rounded())) s of CPU meanwhile): \(run.replayed) replayed "
        + "(\(run.unknownScenes) of them naming a scene this app lacks), \(run.rejected) rejected "
        + "with their line named; slowest case \(run.slowest.index) "
        + "(\((run.slowest.seconds * 10).rounded() / 10) s)")
    // The case files stay when a case failed (and when the process died, of course).
    if run.failures == 0 { run.removeDirectory() }
    #expect(run.cases == (only == nil ? count : 1))
    if only == nil {
      #expect(run.replayed >= count / 4, "too few mutated recordings were valid")
      #expect(run.rejected >= count / 10, "too few mutated recordings were invalid")
    }
  }
}

extension ReplayFuzzTests {
  /// Replay after replay in one process (the fuzzers' way) keeps memory flat: a run used to keep
  /// its host, scenes and final-frame buffer alive through closures it stored on the host that
  /// captured the host, and opened its fonts anew (about 0.65 MB per run), so the in-process
  /// fuzzers ran out of memory.
  @Test
  func replayAfterReplayInOneProcessKeepsMemoryFlat() throws {
    let run = try ReplayFuzzRun(seed: 0)
    let asset = "\(ReplayFuzzRun.repositoryRoot)/assets/replays/scalable-ctrl-wheel-pinch.jsonl"
    let options = try MotionSandbox.parse([
      "--headless", "--replay", asset, "--frames", "3", "--screenshot-dir", run.directory,
    ])
    let catalog = try SceneCatalog(BuiltInScenes.all)
    try run.withQuietOutput {
      for _ in 0..<5 { try SandboxRun(options: options, catalog: catalog).start() }
      let before = ReplayFuzzRun.residentBytes()
      for _ in 0..<60 { try SandboxRun(options: options, catalog: catalog).start() }
      let grown = ReplayFuzzRun.residentBytes() - before
      let why =
        "60 replays grew the resident size by \(grown >> 20) MiB: something keeps every run alive "
        + "(closures a run leaves on its host that capture the host, which SandboxRun clears "
        + "when it ends; fonts, which every window's text cache shares)"
      #expect(grown < 8 << 20, "\(why)")
    }
    run.removeDirectory()
  }
}

/// The state of one bounded fuzz run: the generator's inputs, the files, the counts and a
/// watchdog.
@MainActor
final class ReplayFuzzRun {
  let seed: UInt64
  let directory: String
  var casePath: String { "\(directory)/case.jsonl" }
  var caseNotePath: String { "\(directory)/case.txt" }
  let assets: [[String]]
  private let catalog: SceneCatalog
  private(set) var cases = 0
  private(set) var replayed = 0
  private(set) var unknownScenes = 0
  private(set) var rejected = 0
  private(set) var slowest = (index: -1, seconds: 0.0)
  /// Cases that failed (a rejection not naming its line, a valid recording that did not replay).
  private(set) var failures = 0
  private let watchdog = Watchdog()
  /// Print a line per case: its number, outcome and time (`REPLAY_FUZZ_VERBOSE`).
  var verbose = false
  /// A case running longer than this is a hang: the watchdog stops the process, naming it.
  static let hangSeconds = 60.0
  static let framesPerCase = 30

  init(seed: UInt64) throws {
    self.seed = seed
    catalog = try SceneCatalog(BuiltInScenes.all)
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    directory = "\(base ?? "/tmp")/motion-sandbox-replay-fuzz-\(getpid())"
    mkdir(directory, 0o755)
    let replays = Self.repositoryRoot + "/assets/replays"
    var assets: [[String]] = []
    for name in try Self.listDirectory(replays).sorted() where name.hasSuffix(".jsonl") {
      let text = try Self.read("\(replays)/\(name)")
      assets.append(text.split(separator: "\n").map(String.init))
    }
    #expect(assets.count >= 10, "the replay assets are in \(replays)")
    self.assets = assets
    watchdog.start(limit: Self.hangSeconds, casePath: "\(directory)/case.jsonl")
  }

  isolated deinit {
    watchdog.stop()
  }

  static var repositoryRoot: String {
    #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
      .joined(separator: "/")
  }

  static func listDirectory(_ path: String) throws -> [String] {
    guard let dir = opendir(path) else { throw PlatformError("cannot list \(path)") }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// Removes the run's folder: the case files and the replays' final frames.
  func removeDirectory() {
    for name in (try? Self.listDirectory(directory)) ?? [] { unlink("\(directory)/\(name)") }
    rmdir(directory)
  }

  nonisolated static func read(_ path: String) throws -> String {
    guard let file = fopen(path, "rb") else { throw PlatformError("cannot read \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      bytes += buffer[0..<n]
      if n < buffer.count { break }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func write(_ text: String, to path: String) throws {
    guard let file = fopen(path, "wb") else { throw PlatformError("cannot write \(path)") }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    guard bytes.isEmpty || fwrite(bytes, 1, bytes.count, file) == bytes.count else {
      throw PlatformError("cannot write \(path)")
    }
  }

  /// The process's resident size now, in bytes.
  nonisolated static func residentBytes() -> Int {
    guard let text = try? read("/proc/self/statm") else { return 0 }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// CPU time (user and system) of the whole process so far, in seconds.
  nonisolated static func processCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  nonisolated static func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }

  /// One line on the test's standard error (not filtered by ``withQuietOutput(_:)``).
  func say(_ line: String) {
    Watchdog.say(line)
  }

  /// Generates case `index`, parses it and, when valid, replays it.
  func runCase(_ index: Int) throws {
    var generator = CaseGenerator(seed: seed, index: index, assets: assets)
    let (text, fps) = generator.makeCase()
    cases += 1
    try Self.write(text, to: casePath)
    let fpsNote = fps.map { ", replayed with --fps \($0)" } ?? ""
    try Self.write(
      "case \(index) of seed \(String(seed, radix: 16))\(fpsNote)\n", to: caseNotePath)
    let since = Self.now()
    watchdog.begin(index, at: since)
    var outcome = "rejected"
    defer {
      watchdog.end()
      let seconds = Self.now() - since
      if seconds > slowest.seconds { slowest = (index, seconds) }
      if verbose {
        say(
          "case \(index): \(outcome), \(Int((seconds * 1000).rounded())) ms, \(text.utf8.count) bytes"
        )
      }
    }
    let recording: Recording
    do {
      recording = try Recording(parsing: text, name: casePath)
    } catch let error as PlatformError {
      rejected += 1
      if verbose { outcome = "rejected: \(error.description.suffix(80))" }
      if !rejectionNamesItsLine(error.description, recording: casePath) { failures += 1 }
      #expect(
        rejectionNamesItsLine(error.description, recording: casePath),
        "case \(index): a rejection must be one line naming the line: \(error.description)")
      return
    }
    // The stress scene (1,000 springs) costs ten times what the others do per frame.
    let frames = recording.header.scene == "stress" ? Self.framesPerCase / 3 : Self.framesPerCase
    let options = try options(frames: frames, fps: fps)
    replayed += 1
    outcome = "replayed \(recording.header.scene) at \(fps.map(String.init) ?? "its") fps"
    do {
      try SandboxRun(options: options, catalog: catalog).start()
    } catch let error as SandboxError where error.description.hasPrefix("unknown scene") {
      unknownScenes += 1
    } catch let error as SandboxError
      where rejectionNamesItsLine(error.description, recording: casePath)
    {
      // Checked by the run rather than the parser (a header's scene parameters are checked
      // against the scenes' own ranges): a rejection like any other.
      replayed -= 1
      rejected += 1
      if verbose { outcome = "rejected by the run: \(error.description.suffix(80))" }
    } catch {
      failures += 1
      Issue.record("case \(index): a valid recording failed to replay: \(error)")
    }
  }

  /// The command line of a case, parsed once per frame count and rate (parsing it costs more
  /// than a replay of a few frames in a debug build).
  private func options(frames: Int, fps: Int?) throws -> MotionSandbox {
    let key = "\(frames) \(fps ?? 0)"
    if let options = parsedOptions[key] { return options }
    // Every frame drawn: the renderer sees every state a mutated recording leads to.
    var arguments = [
      "--headless", "--replay", casePath, "--frames", String(frames), "--screenshot-dir", directory,
      "--draw-every-frame",
    ]
    if let fps { arguments += ["--fps", String(fps)] }
    let options = try MotionSandbox.parse(arguments)
    parsedOptions[key] = options
    return options
  }

  private var parsedOptions: [String: MotionSandbox] = [:]

  /// Runs `body` with the sandbox's per-run output filtered out: every replay prints its final
  /// frame's path and a frame-time line, a torn recording a note. Standard output and error go
  /// through pipes whose lines are passed on unless they are those, so anything else (other
  /// tests' results) still shows.
  func withQuietOutput(_ body: () throws -> Void) throws {
    let directory = self.directory
    let isSandboxChatter: @Sendable (String) -> Bool = { line in
      line.hasPrefix("final frame: \(directory)/") || line.hasPrefix("screenshot: \(directory)/")
        || line.hasPrefix("motion-sandbox: note: \(directory)/")
        || (line.hasPrefix("motion-sandbox: ") && line.contains(" frames (dummy/software), "))
    }
    var filters: [(fd: Int32, saved: Int32, thread: Thread)] = []
    fflush(nil)
    for fd in [Int32(1), 2] {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { throw PlatformError("pipe failed") }
      let saved = dup(fd)
      dup2(ends[1], fd)
      close(ends[1])
      if fd == 2 { Watchdog.stderr.withLock { $0 = saved } }
      let readEnd = ends[0]
      let thread = Thread {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        func pass(_ line: ArraySlice<UInt8>) {
          if isSandboxChatter(String(decoding: line, as: UTF8.self)) { return }
          _ = line.withUnsafeBytes { Glibc.write(saved, $0.baseAddress, $0.count) }
        }
        while true {
          let n = Glibc.read(readEnd, &buffer, buffer.count)
          if n < 0 && errno == EINTR { continue }
          if n <= 0 { break }
          pending += buffer[0..<n]
          while let newline = pending.firstIndex(of: 0x0A) {
            pass(pending[...newline])
            pending.removeFirst(newline + 1)
          }
        }
        if !pending.isEmpty { pass(pending[...]) }
        close(readEnd)
      }
      thread.start()
      filters.append((fd, saved, thread))
    }
    defer {
      fflush(nil)
      for filter in filters {
        // Closing the pipe's last write end ends the filter thread.
        dup2(filter.saved, filter.fd)
        filter.thread.join()
        if filter.fd == 2 { Watchdog.stderr.withLock { $0 = 2 } }
        close(filter.saved)
      }
      // The sandbox's run installed its interrupt handlers; the test process gets its own back.
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
    }
    try body()
  }
}

/// Stops the process, naming the case, when a case runs longer than its limit: a hang is a
/// failure, not a test run that never ends.
final class Watchdog: Sendable {
  private let state = Mutex<(index: Int, since: Double)?>(nil)
  private let stopped = Mutex(false)
  /// The test's standard error while ``ReplayFuzzRun/withQuietOutput(_:)`` filters fd 2.
  static let stderr = Mutex<Int32>(2)

  static func say(_ line: String) {
    let text = line + "\n"
    let fd = stderr.withLock { $0 }
    _ = text.withCString { Glibc.write(fd, $0, strlen($0)) }
  }

  func start(limit: Double, casePath: String) {
    Thread { [self] in
      while !stopped.withLock({ $0 }) {
        sleep(1)
        guard let (index, since) = state.withLock({ $0 }) else { continue }
        let running = ReplayFuzzRun.now() - since
        if running > limit {
          Self.say("ReplayFuzzTests: case \(index) hangs (\(Int(running)) s); it is \(casePath)")
          abort()
        }
      }
    }.start()
  }

  func begin(_ index: Int, at since: Double) { state.withLock { $0 = (index, since) } }
  func end() { state.withLock { $0 = nil } }
  func stop() { stopped.withLock { $0 = true } }
}

/// A thread that can be joined (no Foundation).
final class Thread: @unchecked Sendable {
  private var handle = pthread_t()
  private let body: @Sendable () -> Void

  init(_ body: @escaping @Sendable () -> Void) { self.body = body }

  func start() {
    let box = Unmanaged.passRetained(self).toOpaque()
    pthread_create(
      &handle, nil,
      { raw in
        let thread = Unmanaged<Thread>.fromOpaque(raw!).takeRetainedValue()
        thread.body()
        return nil
      }, box)
  }

  func join() { pthread_join(handle, nil) }
}

/// Makes one case: an asset chosen and mutated by a generator seeded with the run's seed and the
/// case's number (so any case can be made again alone).
struct CaseGenerator {
  private var random: SplitMixRandom
  private let index: Int
  private let assets: [[String]]

  init(seed: UInt64, index: Int, assets: [[String]]) {
    random = SplitMixRandom(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
    self.index = index
    self.assets = assets
  }

  /// The recording's text, and the `--fps` to replay it at (nil: the recording's own).
  mutating func makeCase() -> (text: String, fps: Int?) {
    var lines = assets.randomElement(using: &random)!
    if lines.first?.contains(#""scene":"stress""#) == true && random.chance(0.67) {
      // The stress scene costs ten times what the others do per frame: a third as often.
      lines = assets.randomElement(using: &random)!
    }
    var trailingNewline = true
    if index % 500 == 250 {
      // A few cases: thousands of events at one time.
      lines = Self.bulkCase(lines, kind: index / 500 % 4)
    } else if random.chance(0.45) {
      // Mutations that keep the recording valid (values at the edges of their ranges, bursts,
      // times squeezed together): these reach the replay.
      Self.editField(&lines[0], key: "version", &random) { _, _, _ in "2" }
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        Self.mutateKeepingValid(&lines, trailingNewline: &trailingNewline, &random)
      }
    } else {
      let mutations = 1 + (random.chance(0.5) ? 0 : Int.random(in: 1...4, using: &random))
      for _ in 0..<mutations {
        Self.mutate(&lines, trailingNewline: &trailingNewline, &random)
      }
    }
    let fps: Int? = random.chance(0.5) ? nil : [1, 2, 5, 1000].randomElement(using: &random)!
    return (lines.joined(separator: "\n") + (trailingNewline ? "\n" : ""), fps)
  }

  static func bulkCase(_ lines: [String], kind: Int) -> [String] {
    var out = [lines[0]]
    switch kind {
    case 0:
      // 70,000 mouse motions at one time (more than SDL's queue holds).
      for i in 0..<70_000 {
        out.append(#"{"t":0.1,"type":"mouse.motion","x":\#(i % 800),"y":300,"mods":[]}"#)
      }
    case 1:
      // 500 scene switches at one time.
      for i in 0..<500 {
        out.append(#"{"t":0.1,"type":"key.down","key":"\#(i % 9 + 1)","mods":[]}"#)
        out.append(#"{"t":0.1,"type":"key.up","key":"\#(i % 9 + 1)","mods":[]}"#)
      }
    case 2:
      // 20,000 ctrl + wheel steps of the largest delta at one time.
      out.append(#"{"t":0.1,"type":"mouse.motion","x":400,"y":300,"mods":["ctrl"]}"#)
      for _ in 0..<20_000 {
        out.append(
          #"{"t":0.1,"type":"mouse.wheel","x":400,"y":300,"dx":0,"dy":10000,"mods":["ctrl"]}"#)
      }
    default:
      // 30,000 finger, touchpad and multigesture events at one time.
      for i in 0..<10_000 {
        out.append(#"{"t":0,"type":"finger.down","finger":\#(i),"x":0.5,"y":0.5}"#)
        out.append(
          #"{"t":0,"type":"touchpad.pinch","phase":"update","source":"xi2","fingers":2,"scale":100,"rotation":360,"x":400,"y":300,"cancelled":false}"#
        )
        out.append(
          #"{"t":0,"type":"multigesture","x":0.5,"y":0.5,"dDist":100,"dTheta":100,"fingers":2}"#)
      }
    }
    return out
  }

  // MARK: Mutations

  static func mutate(
    _ lines: inout [String], trailingNewline: inout Bool, _ r: inout SplitMixRandom
  ) {
    guard !lines.isEmpty else {
      lines = [header]
      return
    }
    let i = Int.random(in: 0..<lines.count, using: &r)
    switch Int.random(in: 0..<100, using: &r) {
    case 0..<22:
      // A number: a boundary value, or an extreme one inside the field's range.
      editField(&lines[i], &r) { key, _, r in
        r.chance(0.5) ? boundaryNumbers.randomElement(using: &r)! : inRange(key, &r)
      }
    case 22..<30:
      editField(&lines[i], &r) { _, _, r in strangeValues.randomElement(using: &r)! }
    case 30..<36:
      editField(&lines[i], &r) { _, _, r in randomString(&r) }
    case 36..<42:
      // A valid event of any type, with extreme values inside the ranges.
      lines.insert(validEvent(t: eventTime(lines, near: i), &r), at: max(1, i))
    case 42..<47:
      // The type swapped: the fields no longer fit (or do).
      editField(&lines[i], key: "type", &r) { _, _, r in "\"\(types.randomElement(using: &r)!)\"" }
    case 47..<52:
      if var line = RecordingLine(lines[i]), !line.fields.isEmpty {
        line.fields.remove(at: Int.random(in: 0..<line.fields.count, using: &r))
        lines[i] = line.text
      }
    case 52..<56:
      // Duplicated, a few times or many.
      let copies = r.chance(0.9) ? Int.random(in: 1...3, using: &r) : 300
      lines.insert(contentsOf: Array(repeating: lines[i], count: copies), at: i)
    case 56..<59:
      lines.remove(at: i)
    case 59..<62:
      lines.swapAt(i, Int.random(in: 0..<lines.count, using: &r))
    case 62..<66:
      // Torn: a line cut anywhere, or the file cut off mid-line.
      let cut = Int.random(in: 0...lines[i].utf8.count, using: &r)
      lines[i] = String(decoding: lines[i].utf8.prefix(cut), as: UTF8.self)
      if r.chance(0.5) {
        lines.removeSubrange((i + 1)...)
        trailingNewline = false
      }
    case 66..<70:
      editField(&lines[0], key: "version", &r) { _, _, r in
        ["0", "1", "2", "3", "-1", "1.5", "\"2\"", "1e300", "2147483648"].randomElement(using: &r)!
      }
    case 70..<75:
      let key = ["size", "fps", "scene"].randomElement(using: &r)!
      editField(&lines[0], key: key, &r) { key, _, r in headerValue(key, &r) }
    case 75..<79:
      // Header extras: tuning parameters and panels, sane or not.
      editField(&lines[0], key: r.chance(0.5) ? "params" : "panels", &r) { key, _, r in
        (key == "params" ? paramsValues : panelsValues).randomElement(using: &r)!
      }
    case 79..<83:
      // Every event at one time, or times compressed towards 0 (more events per frame).
      let factor = [0.0, 0.01, 0.1].randomElement(using: &r)!
      for j in 1..<lines.count {
        editField(&lines[j], key: "t", &r) { _, value, _ in
          Double(value).map { number(($0 * factor * 1e6).rounded() / 1e6) } ?? value
        }
      }
    case 83..<86:
      // Deep nesting, or very many fields.
      let depth = [31, 32, 33, 200, 2000].randomElement(using: &r)!
      let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
      let many = (0..<Int.random(in: 100...600, using: &r)).map { "\"k\($0)\":\($0)" }
        .joined(separator: ",")
      editField(&lines[i], key: "extra", &r) { _, _, r in r.chance(0.5) ? nested : "{\(many)}" }
    case 86..<89:
      // Raw damage: a byte replaced by one that JSON or the line splitter cares about.
      var bytes = Array(lines[i].utf8)
      if !bytes.isEmpty {
        bytes[Int.random(in: 0..<bytes.count, using: &r)] = damageBytes.randomElement(using: &r)!
        lines[i] = String(decoding: bytes, as: UTF8.self)
      }
    case 89..<91:
      lines.insert(oddLines.randomElement(using: &r)!, at: i)
    case 91..<93:
      lines = lines.map { $0 + "\r" }
    case 93..<95:
      // A line just within the length limit, or past it.
      let length = r.chance(0.5) ? 4097 : 4096
      let padding = String(repeating: " ", count: max(0, length - lines[i].utf8.count))
      lines[i] = lines[i].isEmpty ? padding : String(lines[i].dropLast()) + padding + "}"
    case 95..<97:
      // A burst: the same valid event many times at one time.
      let burst = validEvent(t: eventTime(lines, near: i), &r)
      let count = Int.random(in: 10...2_000, using: &r)
      lines.insert(contentsOf: Array(repeating: burst, count: count), at: max(1, i))
    default:
      trailingNewline.toggle()
    }
  }

  static func mutateKeepingValid(
    _ lines: inout [String], trailingNewline: inout Bool, _ r: inout SplitMixRandom
  ) {
    let i = lines.count > 1 ? Int.random(in: 1..<lines.count, using: &r) : 0
    switch Int.random(in: 0..<100, using: &r) {
    case 0..<30 where i > 0:
      // A value at the edge of its range (not the time, which must not decrease).
      guard let line = RecordingLine(lines[i]) else { return }
      let type = line.fields.first { $0.key == "type" }?.value ?? ""
      let normalisedXY = type.contains("finger") || type.contains("multigesture")
      let numeric = line.fields.map(\.key).filter {
        numericKeys.contains($0) && !(normalisedXY && ($0 == "x" || $0 == "y"))
      }
      guard let key = numeric.randomElement(using: &r) else { return }
      editField(&lines[i], key: key, &r) { key, _, r in inRange(key, &r) }
    case 0..<45:
      lines.insert(validEvent(t: eventTime(lines, near: i), &r), at: max(1, i))
    case 45..<52:
      let burst = validEvent(t: eventTime(lines, near: i), &r)
      let count = Int.random(in: 10...1_000, using: &r)
      lines.insert(contentsOf: Array(repeating: burst, count: count), at: max(1, i))
    case 52..<60:
      // App keys: scene switches, pause, step, slow motion, plots, overlays, screenshots.
      let key = ["1", "2", "3", "4", "5", "6", "7", "8", "p", "n", "s", "g", "f1", "f12", "v"]
        .randomElement(using: &r)!
      let t = number(eventTime(lines, near: i))
      lines.insert(
        contentsOf: [
          #"{"t":\#(t),"type":"key.down","key":"\#(key)","mods":[]}"#,
          #"{"t":\#(t),"type":"key.up","key":"\#(key)","mods":[]}"#,
        ], at: max(1, i))
    case 60..<68:
      let factor = [0.0, 0.01, 0.1].randomElement(using: &r)!
      for j in 1..<lines.count {
        editField(&lines[j], key: "t", &r) { _, value, _ in
          Double(value).map { number(($0 * factor * 1e6).rounded() / 1e6) } ?? value
        }
      }
    case 68..<76:
      let key = ["size", "fps", "scene", "params"].randomElement(using: &r)!
      editField(&lines[0], key: key, &r) { key, _, r in
        switch key {
        case "size":
          let side = { (r: inout SplitMixRandom) in
            r.chance(0.97)
              ? Int.random(in: 1...1200, using: &r) : [1, 8192].randomElement(using: &r)!
          }
          return "[\(side(&r)),\(side(&r))]"
        case "fps": return inRange("fps", &r)
        case "scene": return "\"\(scenes.dropLast(2).randomElement(using: &r)!)\""
        default: return paramsValues.dropFirst(8).randomElement(using: &r)!
        }
      }
    case 76..<84 where i > 0:
      lines.insert(
        contentsOf: Array(repeating: lines[i], count: Int.random(in: 1...3, using: &r)), at: i)
    case 84..<88 where i > 0:
      lines.remove(at: i)
    case 88..<94:
      // Cut off mid-line, as by a crash: the torn tail is skipped.
      var last = lines.removeLast()
      last = String(
        decoding: last.utf8.prefix(Int.random(in: 1...max(1, last.utf8.count - 1), using: &r)),
        as: UTF8.self)
      lines.append(last)
      trailingNewline = false
    default:
      lines = lines.map { $0.hasSuffix("\r") ? $0 : $0 + "\r" }
    }
  }

  static let numericKeys: Set<String> = [
    "x", "y", "dx", "dy", "w", "h", "finger", "fingers", "dDist", "dTheta", "scale", "rotation",
  ]

  /// Replaces the value of field `key` (or of a random field) of `line` with
  /// `change(key, old)`; adds the field when it is missing.
  static func editField(
    _ line: inout String, key: String? = nil, _ r: inout SplitMixRandom,
    _ change: (String, String, inout SplitMixRandom) -> String
  ) {
    guard var parsed = RecordingLine(line) else { return }
    if let key {
      if let at = parsed.fields.firstIndex(where: { $0.key == key }) {
        parsed.fields[at].value = change(key, parsed.fields[at].value, &r)
      } else {
        parsed.fields.append((key, change(key, "", &r)))
      }
    } else {
      guard !parsed.fields.isEmpty else { return }
      let at = Int.random(in: 0..<parsed.fields.count, using: &r)
      parsed.fields[at].value = change(parsed.fields[at].key, parsed.fields[at].value, &r)
    }
    line = parsed.text
  }

  /// An extreme value inside the range of field `key` (README, the range table).
  static func inRange(_ key: String, _ r: inout SplitMixRandom) -> String {
    func pick(_ range: ClosedRange<Double>, whole: Bool = false) -> String {
      let edges = [range.lowerBound, range.upperBound, 0, -0.0, 1, -1].filter { range.contains($0) }
      var value =
        r.chance(0.5) ? edges.randomElement(using: &r)! : Double.random(in: range, using: &r)
      if whole { value = value.rounded() }
      return number(value)
    }
    switch key {
    case "t": return pick(RecordingLimits.time)
    case "x", "y":
      return pick(
        r.chance(0.5) ? RecordingLimits.windowCoordinate : RecordingLimits.normalisedCoordinate)
    case "dx", "dy": return pick(RecordingLimits.wheelDelta)
    // Large windows are slow to draw: most sizes stay small, a few reach the limit.
    case "w", "h": return pick(r.chance(0.97) ? 1...1200 : 1...8192, whole: true)
    case "finger": return pick(0...9_007_199_254_740_992, whole: true)
    case "fingers": return pick(0...31, whole: true)
    case "dDist", "dTheta": return pick(RecordingLimits.gestureDelta)
    case "scale": return pick(1e-45...100)
    case "rotation": return pick(RecordingLimits.pinchRotation)
    case "fps": return pick(RecordingLimits.fps)
    default: return pick(-1e6...1e6)
    }
  }

  static func headerValue(_ key: String, _ r: inout SplitMixRandom) -> String {
    switch key {
    case "size":
      func side(_ r: inout SplitMixRandom) -> String {
        r.chance(0.9)
          ? String(Int.random(in: 1...1200, using: &r)) : oddSides.randomElement(using: &r)!
      }
      return r.chance(0.9)
        ? "[\(side(&r)),\(side(&r))]"
        : ["[800]", "[800,600,1]", "800", "[\"800\",600]", "[]"]
          .randomElement(using: &r)!
    case "fps":
      return ["1", "1000", "0.5", "1001", "5e-324", "1e-300", "30", "59.94", "0"]
        .randomElement(using: &r)!
    default:
      return "\"\(scenes.randomElement(using: &r)!)\""
    }
  }

  /// A valid event line of a random type at `t`, with values at the edges of their ranges.
  static func validEvent(t: Double, _ r: inout SplitMixRandom) -> String {
    let type = types.randomElement(using: &r)!
    var fields: [(String, String)] = [("t", number(t)), ("type", "\"\(type)\"")]
    func add(_ keys: String...) { for key in keys { fields.append((key, inRange(key, &r))) } }
    func name(_ names: [String]) -> String { "\"\(names.randomElement(using: &r)!)\"" }
    let mods =
      "["
      + KeyModifiers.named.filter { _ in r.chance(0.3) }.map { "\"\($0.name)\"" }
      .joined(separator: ",") + "]"
    switch type {
    case "mouse.down", "mouse.up":
      add("x", "y")
      fields += [("button", name(["left", "middle", "right", "x1", "x2"])), ("mods", mods)]
    case "mouse.motion":
      add("x", "y")
      fields.append(("mods", mods))
    case "mouse.wheel":
      add("x", "y", "dx", "dy")
      fields.append(("mods", r.chance(0.5) ? #"["ctrl"]"# : mods))
    case "finger.down", "finger.motion", "finger.up":
      let finger =
        r.chance(0.7) ? String(Int.random(in: 0...3, using: &r)) : inRange("finger", &r)
      fields += [("finger", finger), ("x", normalised(&r)), ("y", normalised(&r))]
    case "multigesture":
      fields += [("x", normalised(&r)), ("y", normalised(&r))]
      add("dDist", "dTheta", "fingers")
    case "key.down", "key.up":
      fields += [("key", name(keys)), ("mods", mods)]
    case "window.resize":
      add("w", "h")
    default:
      fields += [
        ("phase", name(["begin", "update", "end"])), ("source", name(["xi2", "wayland"])),
      ]
      add("fingers", "scale", "rotation", "x", "y")
      fields.append(("cancelled", r.chance(0.3) ? "true" : "false"))
    }
    return RecordingLine(fields: fields).text
  }

  static func normalised(_ r: inout SplitMixRandom) -> String {
    number(
      r.chance(0.4)
        ? [-10.0, 10, 0, 1, 0.5, -0.0].randomElement(using: &r)!
        : Double.random(in: -10...10, using: &r))
  }

  /// The time of line `i` (or of the nearest event before it), so an inserted event keeps the
  /// times in order.
  static func eventTime(_ lines: [String], near i: Int) -> Double {
    for j in stride(from: min(i, lines.count - 1), through: 1, by: -1) {
      if let line = RecordingLine(lines[j]),
        let t = line.fields.first(where: { $0.key == "t" }).flatMap({ Double($0.value) })
      {
        return t
      }
    }
    return 0
  }

  static func randomString(_ r: inout SplitMixRandom) -> String {
    switch Int.random(in: 0..<8, using: &r) {
    case 0: return "\"" + String(repeating: "x", count: 64) + "\""
    case 1: return "\"" + String(repeating: "x", count: 65) + "\""
    case 2: return "\"" + String(repeating: "é", count: Int.random(in: 60...5000, using: &r)) + "\""
    case 3: return #""a\nb""#
    case 4: return "\"\u{01}\u{1B}[2J\""
    case 5: return #""\u0000\u001f\u007f""#
    case 6: return #""\ud83d\ude00""#
    default: return "\"\(keys.randomElement(using: &r)!)\""
    }
  }

  /// `value` as the recorder writes numbers: whole numbers without a fraction.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static let header =
    #"{"format":"motion-sandbox-input","version":2,"scene":"scalable","size":[800,600],"fps":60}"#
  static let types = [
    "mouse.down", "mouse.up", "mouse.motion", "mouse.wheel", "finger.down", "finger.motion",
    "finger.up", "multigesture", "key.down", "key.up", "window.resize", "touchpad.pinch",
  ]
  static let scenes = [
    "scalable", "draggable", "rotatable", "direct", "tossable", "tap", "valve", "pinch-lab",
    "stress", "no-such-scene", "",
  ]
  static let keys = [
    "escape", "f1", "f12", "v", "p", "n", "s", "g", "1", "2", "5", "7", "8", "9", "left ctrl",
    "left alt", "return", "space", "no such key", "",
  ]
  static let boundaryNumbers = [
    "0", "-0", "-1", "1", "1e10", "1e300", "-1e300", "5e-324", "2147483647", "4294967296",
    "9.3e18", "-9.3e18", "8192", "8193", "86400", "86400.000001", "1000000", "1000000.0000001",
    "10000", "100", "31", "32", "360", "9007199254740992", "9007199254740993", "65536", "1e15",
    "1.7976931348623157e308", "1e309", "-1e309", "NaN", "nan", "Infinity", "-Infinity", "1e", "-",
    "+1", ".5", "1.", "01", "0x10", "1E2", "--1", "1e-400",
  ]
  static let oddSides = [
    "1", "2", "100", "4096", "8192", "8193", "0", "-1", "3e9", "1e300", "1.5",
  ]
  static let strangeValues = [
    "null", "true", "false", "[]", "{}", "\"\"", "\"1\"", "[1,2]", "{\"a\":1}", "[[[[]]]]",
    "\"left\"", "[\"ctrl\",\"ctrl\"]", "[\"hyper\"]", "[null]", "1", "-0",
  ]
  static let paramsValues = [
    "{}", #"{"spring.stiffness":1e6}"#, #"{"spring.damping":-1e6}"#, #"{"x":0}"#, "[]",
    #"{"a b":1}"#, #"{"spring.stiffness":"1"}"#, #"{"spring.stiffness":-0}"#,
    #"{"spring.stiffness":1000,"spring.damping":0,"spring.mass":0.1}"#,
    #"{"spring.stiffness":1,"spring.damping":100,"spring.mass":10}"#,
    #"{"square.size":400,"drag.resistance":0}"#, #"{"square.size":40,"drag.resistance":400}"#,
    #"{"trace.length":1}"#, #"{"trace.length":20}"#,
  ]
  static let panelsValues = [
    #"["tuning"]"#, #"["plots"]"#, "[]", #"["tuning","tuning"]"#, "[1]", #""tuning""#,
  ]
  static let damageBytes: [UInt8] = [
    0x00, 0x0D, 0x22, 0x5C, 0x7B, 0x7D, 0x5B, 0x2C, 0x3A, 0x20, 0x09, 0x7F, 0xFF, 0x30,
  ]
  static let oddLines = ["", "   ", "\t", "\r", "{}", "[]", "null", #"{"t":1}"#]
}

/// A flat recording line as its fields in order, for field-level mutations (values are kept as
/// their JSON text).
struct RecordingLine {
  var fields: [(key: String, value: String)]

  init(fields: [(String, String)]) { self.fields = fields.map { (key: $0.0, value: $0.1) } }

  /// Splits `{"k":v,...}`; nil when `line` is not shaped like that.
  init?(_ line: String) {
    let s = Array(line.utf8)
    guard s.count >= 2, s.first == UInt8(ascii: "{"), s.last == UInt8(ascii: "}") else {
      return nil
    }
    var fields: [(key: String, value: String)] = []
    var i = 1
    let end = s.count - 1
    while i < end {
      guard s[i] == UInt8(ascii: "\"") else { return nil }
      var j = i + 1
      while j < end, s[j] != UInt8(ascii: "\"") { j += s[j] == UInt8(ascii: "\\") ? 2 : 1 }
      guard j < end, j + 1 < end, s[j + 1] == UInt8(ascii: ":") else { return nil }
      let key = String(decoding: s[(i + 1)..<j], as: UTF8.self)
      var k = j + 2
      let valueStart = k
      var depth = 0
      var inString = false
      while k < end {
        let c = s[k]
        if inString {
          if c == UInt8(ascii: "\\") {
            k += 1
          } else if c == UInt8(ascii: "\"") {
            inString = false
          }
        } else if c == UInt8(ascii: "\"") {
          inString = true
        } else if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
          depth += 1
        } else if c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
          depth -= 1
        } else if c == UInt8(ascii: ","), depth == 0 {
          break
        }
        k += 1
      }
      fields.append((key, String(decoding: s[valueStart..<min(k, end)], as: UTF8.self)))
      i = k + 1
    }
    self.fields = fields
  }

  var text: String {
    "{" + fields.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
  }
}

/// SplitMix64: small, fast and the same everywhere, so a seed names a case for good.
struct SplitMixRandom: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
