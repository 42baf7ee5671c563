import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The flags every bench tool that run.sh starts takes: `--quick`, `--strict`,
/// `--repetitions N`, `--only TEXT` and `--budget-log FILE`.
public struct BenchArguments {
  /// `--quick`: less work, fewer repetitions.
  public let quick: Bool
  /// `--strict`: exit with status 1 when a budget is missed.
  public let strict: Bool
  /// `--repetitions N`, when given (a positive whole number).
  public let repetitions: Int?
  /// `--only TEXT`: only the workloads whose name contains it.
  public let only: String?
  /// `--budget-log FILE`: where one line per budget goes.
  public let budgetLog: String?

  /// The flags of this process's command line.
  public init(_ arguments: [String] = CommandLine.arguments) {
    func value(_ flag: String) -> String? {
      guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else {
        return nil
      }
      return arguments[index + 1]
    }
    quick = arguments.contains("--quick")
    strict = arguments.contains("--strict")
    repetitions = value("--repetitions").flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    only = value("--only")
    budgetLog = value("--budget-log")
  }

  /// Whether the workload called `name` runs (no `--only`, or `name` contains its text).
  public func selects(_ name: String) -> Bool {
    only.map { name.contains($0) } ?? true
  }

  /// Appends `lines` (each "within NAME" or "over NAME") to the budget log, if there is one
  /// (made when it is not there yet); false when it cannot be opened or written.
  @discardableResult
  public func logBudgets(_ lines: [String]) -> Bool {
    guard let budgetLog else { return true }
    guard let file = fopen(budgetLog, "a") else { return false }
    let written = fputs(lines.map { $0 + "\n" }.joined(), file) >= 0
    return fclose(file) == 0 && written
  }
}
