import BenchSupport

/// What an app workload that lives in its own file is given: the release sandbox, the repository
/// whose assets it uses, a scratch folder, how many runs, and where `--verbose` lines go.
struct WorkloadSetup {
  let sandbox: String
  let repository: String
  let scratch: String
  let repetitions: Int
  let log: (String) -> Void
}

/// What such a workload gives back: its budget checks and the problems it met (printed as
/// warnings at the end).
struct WorkloadOutcome {
  var checks: [BudgetCheck] = []
  var failures: [String] = []
}

/// An app workload in a file of its own, reading its ``WorkloadSetup`` by name.
protocol AppWorkload {
  var setup: WorkloadSetup { get }
}

extension AppWorkload {
  var sandbox: String { setup.sandbox }
  var repository: String { setup.repository }
  var scratch: String { setup.scratch }
  var repetitions: Int { setup.repetitions }
  func log(_ line: String) { setup.log(line) }
}
