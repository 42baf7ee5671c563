import Foundation
import SandboxTestSupport
import Testing

/// The command-line fuzzer over the real binary: random flags, files in every state (existing,
/// linked, a FIFO, a dangling link, frames and reports of an earlier run) and signals at random
/// moments. Every run must exit with a status of the table, say what is wrong in one line of the
/// program's words, change no file but its own new outputs and leave nothing temporary.
///
/// `make test` runs a short, fixed-seed pass (`FUZZ_CLI_CASES`, default 120, `FUZZ_CLI_SEED`,
/// default 32); `make fuzz` runs 10,000 cases of a new seed. Findings are printed as command
/// lines to run again by hand.
@Suite struct CommandLineFuzzTests {
  @Test func randomCommandLinesKeepEveryPromise() throws {
    let environment = ProcessInfo.processInfo.environment
    let count = environment["FUZZ_CLI_CASES"].flatMap(Int.init) ?? 120
    let seed = environment["FUZZ_CLI_SEED"].flatMap(UInt64.init) ?? 32
    let jobs = environment["FUZZ_CLI_JOBS"].flatMap(Int.init) ?? 2
    let goldens = ["tossable-toss.trace.txt", "tossable-toss.frame-75.png"].map {
      AppHarness.repositoryRoot + "/assets/goldens/" + $0
    }
    let fuzzer = CommandLineFuzzer(
      binary: AppHarness.binary, folder: AppHarness.temporaryDirectory("cli-fuzz"),
      replay: AppHarness.asset("tossable-toss.jsonl"), goldens: goldens)
    let start = Date()
    let findings = try fuzzer.run(count: count, seed: seed, jobs: jobs)
    print(
      "command-line fuzzer: \(count) cases of seed \(seed) in \(Int(Date().timeIntervalSince(start))) s, \(findings.count) findings"
    )
    for finding in findings.prefix(20) {
      print(finding)
      Issue.record("\(finding)")
    }
  }
}
