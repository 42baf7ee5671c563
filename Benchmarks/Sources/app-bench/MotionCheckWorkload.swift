import BenchSupport
import Foundation

/// Workloads (n) and (o), issue 21's budgets, on the release `motion-sandbox check`:
/// - (n) every recording of assets/replays checked against its trace golden (the frame goldens
///   left out), wall time of the whole command within 20 s; per replay, the in-process replay's
///   frames per second against the same recording replayed by a whole `--replay --headless`
///   process (its peer, measured in the same run);
/// - (o) a failing check (tossable-toss with a stiffer spring, its trace and two frame goldens
///   differing): comparing and writing the artifacts, the curve plot and the report under 2 s.
struct MotionCheckWorkload: AppWorkload {
  static let name = "(n) motion check of every replay"
  static let failingName = "(o) failing check's artifacts"
  /// (n): seconds for the whole command.
  static let allBudget = 20.0
  /// (o): seconds to compare and write a failure's files and the report.
  static let artifactsBudget = 2.0

  let setup: WorkloadSetup

  func run() -> WorkloadOutcome {
    var outcome = WorkloadOutcome()
    let replays = "\(repository)/assets/replays"
    let goldens = "\(scratch)/trace-goldens"
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: "\(repository)/assets/goldens")) ?? []
    try? FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    for file in files where file.hasSuffix(".trace.txt") {
      try? FileManager.default.copyItem(
        atPath: "\(repository)/assets/goldens/\(file)", toPath: "\(goldens)/\(file)")
    }
    let environment = childEnvironment(display: nil).merging(["CI": ""]) { _, new in new }
    var walls: [Double] = []
    var inProcess: [String: [Double]] = [:]
    var wholeProcess: [String: [Double]] = [:]
    var frames: [String: Int] = [:]
    print("  running \(Self.name)")
    for repetition in 0..<repetitions {
      do {
        let finished = try runProcess(
          sandbox,
          ["check", "--replay", replays, "--goldens", goldens, "--timings", "--record", "never"],
          environment: environment, timeout: 600)
        guard finished.status == 0 else {
          outcome.failures.append(
            "(n) check failed (status \(finished.status)): "
              + finished.output.split(separator: "\n").suffix(3).joined(separator: " / "))
          continue
        }
        walls.append(finished.seconds)
        var name = ""
        for line in finished.output.split(separator: "\n") {
          if let match = line.firstMatch(of: /^PASS ([^ ]+)/) { name = String(match.1) }
          if let match = line.firstMatch(
            of: /timing: (\d+) frames replayed in (\d+) ms \((\d+) frames\/s\)/)
          {
            inProcess[name, default: []].append(Double(match.3)!)
            frames[name] = Int(match.1)
          }
        }
        log("(n) run \(repetition + 1): \(format(finished.seconds, 2)) s")
        // The peer: each recording replayed by a whole process, headless.
        for name in frames.keys.sorted() {
          let run = try runProcess(
            sandbox,
            ["--replay", "\(replays)/\(name).jsonl", "--headless", "--screenshot-dir", scratch],
            environment: environment, timeout: 300)
          if run.status == 0, let count = frames[name] {
            wholeProcess[name, default: []].append(Double(count) / run.seconds)
          }
        }
      } catch {
        outcome.failures.append("(n): \(error)")
      }
    }
    var rows = [["replay", "frames", "in-process frames/s", "whole process frames/s", "ratio"]]
    var ratios: [Double] = []
    for name in frames.keys.sorted() {
      let mine = median(of: inProcess[name] ?? [])
      let peer = median(of: wholeProcess[name] ?? [])
      ratios.append(mine / peer)
      rows.append([
        name, "\(frames[name] ?? 0)", cell(inProcess[name] ?? [], 0),
        cell(wholeProcess[name] ?? [], 0),
        format(mine / peer, 1) + "×",
      ])
    }
    let within = !walls.isEmpty && median(of: walls) <= Self.allBudget
    let faster = !ratios.isEmpty && ratios.allSatisfy { $0 > 1 }
    outcome.checks.append(
      BudgetCheck(
        name: "(n) check of every replay ≤ \(format(Self.allBudget, 0)) s", within: within))
    outcome.checks.append(
      BudgetCheck(
        name: "(n) in-process replay faster than a whole process, every replay", within: faster))
    print("")
    print(
      "\(Self.name): motion-sandbox check --replay assets/replays --goldens (the \(files.filter { $0.hasSuffix(".trace.txt") }.count) trace goldens) --timings"
    )
    print(
      "whole command: \(cell(walls, 2, " s")) (budget ≤ \(format(Self.allBudget, 0)) s: \(yesNo(within))); "
        + "in-process replay against `--replay FILE --headless` as a whole process (start-up and "
        + "exit included), frames per second, median over \(repetitions) runs; ratio median "
        + "\(format(median(of: ratios), 1))× (min \(format(ratios.min() ?? .nan, 1))×)")
    printTable(rows)
    outcome.checks += failing(environment: environment, failures: &outcome.failures)
    return outcome
  }

  /// (o): a check that fails, its files and report written.
  private func failing(environment: [String: String], failures: inout [String]) -> [BudgetCheck] {
    print("  running \(Self.failingName)")
    let goldens = "\(scratch)/failing-goldens"
    let replay = "\(repository)/assets/replays/tossable-toss.jsonl"
    try? FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
    for file in [
      "tossable-toss.trace.txt", "tossable-toss.frame-75.png", "tossable-toss.frame-131.png",
    ] {
      try? FileManager.default.copyItem(
        atPath: "\(repository)/assets/goldens/\(file)", toPath: "\(goldens)/\(file)")
    }
    var compare: [Double] = []
    var report: [Double] = []
    var walls: [Double] = []
    for index in 0..<repetitions {
      let artifacts = "\(scratch)/artifacts-\(index)"
      guard
        let finished = try? runProcess(
          sandbox,
          [
            "check", "--replay", replay, "--goldens", goldens, "--set", "spring.stiffness=900",
            "--artifacts", artifacts, "--timings", "--record", "never",
          ],
          environment: environment, timeout: 120),
        finished.status == 1,
        let timing = finished.output.firstMatch(of: /compared and written in (\d+) ms/),
        let written = finished.output.firstMatch(of: /report written in (\d+) ms/)
      else {
        failures.append("(o): the failing check did not fail as expected")
        continue
      }
      compare.append(Double(timing.1)! / 1000)
      report.append(Double(written.1)! / 1000)
      walls.append(finished.seconds)
    }
    let totals = zip(compare, report).map { $0 + $1 }
    let within = !totals.isEmpty && median(of: totals) < Self.artifactsBudget
    print("")
    print(
      "\(Self.failingName): check tossable-toss --set spring.stiffness=900 against its trace and "
        + "frames 75 and 131: comparing and writing this run's trace, the curve plot, expected / "
        + "actual / diff frames \(cell(compare, 3, " s")), the report \(cell(report, 3, " s")); "
        + "total \(cell(totals, 3, " s")) (budget < \(format(Self.artifactsBudget, 0)) s: "
        + "\(yesNo(within))); the whole command \(cell(walls, 2, " s"))")
    return [
      BudgetCheck(
        name: "(o) failing check's files and report < \(format(Self.artifactsBudget, 0)) s",
        within: within)
    ]
  }
}
