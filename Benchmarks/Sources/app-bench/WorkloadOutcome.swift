import BenchSupport

/// What an app workload that lives in its own file gives back: its budget checks and the
/// problems it met (printed as warnings at the end).
struct WorkloadOutcome {
  var checks: [BudgetCheck] = []
  var failures: [String] = []
}
