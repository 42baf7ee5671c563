import Testing

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
    QuietOutput.say(
      "ReplayFuzzTests: seed \(String(seed, radix: 16)) (REPLAY_FUZZ_SEED), \(count) cases; each is "
        + "written to \(run.casePath) before it runs (its number in \(run.caseNotePath)), so a "
        + "crash leaves it there: REPLAY_FUZZ_CASE=N reruns case N alone")
    let started = ContinuousClock.now
    let startedCPU = Self.processCPUSeconds()
    try QuietOutput.run(hidingRunsIn: run.directory) {
      for index in only.map({ [$0] }) ?? Array(0..<count) {
        try run.runCase(index)
      }
    }
    let seconds = Watchdog.seconds(started.duration(to: .now))
    let cpu = Self.processCPUSeconds() - startedCPU
    QuietOutput.say(
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

  /// CPU time (user and system) of the whole process so far, in seconds.
  static func processCPUSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}
