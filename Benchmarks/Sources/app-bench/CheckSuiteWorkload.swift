import BenchSupport
import Foundation

/// Workload (u), issue 32's budget: `motion-sandbox check` of every recording in assets/replays
/// against all its goldens (traces and frames), as a person runs it (a worker per core), within
/// 1.5 s wall; its peer, measured in the same run, is the same check in one process
/// (`--jobs 1`).
struct CheckSuiteWorkload: AppWorkload {
  static let name = "(u) check of the suite on every core"
  /// Seconds for the whole command.
  static let budget = 1.5

  let setup: WorkloadSetup

  func run() -> WorkloadOutcome {
    var outcome = WorkloadOutcome()
    let arguments = [
      "check", "--replay", "\(repository)/assets/replays", "--goldens",
      "\(repository)/assets/goldens", "--record", "never",
    ]
    let environment = childEnvironment(display: nil).merging(["CI": ""]) { _, new in new }
    var parallel: [Double] = []
    var single: [Double] = []
    print("  running \(Self.name)")
    for repetition in 0..<repetitions {
      for (jobs, into) in [([String](), 0), (["--jobs", "1"], 1)] {
        do {
          let finished = try runProcess(
            sandbox, arguments + jobs, environment: environment, timeout: 600)
          guard finished.status == 0 else {
            outcome.failures.append(
              "(u) check failed (status \(finished.status)): "
                + finished.output.split(separator: "\n").suffix(2).joined(separator: " / "))
            continue
          }
          if into == 0 {
            parallel.append(finished.seconds)
          } else {
            single.append(finished.seconds)
          }
        } catch {
          outcome.failures.append("(u): \(error)")
        }
      }
      log(
        "(u) run \(repetition + 1): \(parallel.last.map { format($0, 2) } ?? "-") s on every core")
    }
    let within = !parallel.isEmpty && median(of: parallel) <= Self.budget
    outcome.checks.append(
      BudgetCheck(name: "(u) check of the suite ≤ \(format(Self.budget, 1)) s", within: within))
    print("")
    print(
      "\(Self.name): motion-sandbox check --replay assets/replays --goldens assets/goldens (traces and frames), median over \(repetitions) runs"
    )
    print(
      "every core (a worker each): \(cell(parallel, 2, " s")) (budget ≤ \(format(Self.budget, 1)) s: \(yesNo(within))); "
        + "one process (--jobs 1): \(cell(single, 2, " s")); ratio "
        + format(median(of: single) / median(of: parallel), 2) + "×")
    return outcome
  }
}
