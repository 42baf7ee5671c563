import BenchSupport
import Foundation

/// Workload (p), issue 22's compare-mode budget, on the release `motion-sandbox`: the frame time
/// of a scene shown twice side by side (`--compare "" ""`, a 1600 × 600 window of two 800 × 600
/// panes) against the same scene in one 800 × 600 window, its peer in the same run. Headless,
/// software renderer, every frame drawn; the median frame time each run prints.
/// - `stress` (1,000 spring-driven squares, 100 visualized streams a pane): the budget's row;
/// - `tossable` replaying `tossable-toss.jsonl`: a light scene, reported (its frames take well
///   under a millisecond, printed to 0.1 ms, too coarse for a ratio to hold a budget).
struct CompareWorkload: AppWorkload {
  static let name = "(p) compare mode frame time"
  /// The most a compared frame may take, as a multiple of one pane's.
  static let budget = 2.1

  let setup: WorkloadSetup

  func run() -> WorkloadOutcome {
    var outcome = WorkloadOutcome()
    print("  running \(Self.name)")
    let environment = childEnvironment(display: nil)
    let cases: [(name: String, arguments: [String], counts: Bool)] = [
      ("stress, 600 frames", ["--scene", "stress", "--frames", "600"], true),
      (
        "tossable, tossable-toss.jsonl",
        ["--replay", "\(repository)/assets/replays/tossable-toss.jsonl"], false
      ),
    ]
    var rows = [["scene", "one pane ms", "compare ms", "ratio median [min–max]", "budget"]]
    for item in cases {
      var single: [Double] = []
      var both: [Double] = []
      var ratios: [Double] = []
      for repetition in 0..<repetitions {
        let common =
          item.arguments + ["--headless", "--draw-every-frame", "--screenshot-dir", scratch]
        guard let one = medianFrameTime(common, environment, &outcome.failures),
          let two = medianFrameTime(common + ["--compare", "", ""], environment, &outcome.failures)
        else { continue }
        single.append(one)
        both.append(two)
        ratios.append(two / one)
        log("(p) \(item.name) run \(repetition + 1): \(one) ms, compare \(two) ms")
      }
      let within = !ratios.isEmpty && median(of: ratios) <= Self.budget
      if item.counts {
        outcome.checks.append(
          BudgetCheck(
            name: "(p) compare mode frame ≤ \(format(Self.budget, 1))× one pane (\(item.name))",
            within: within))
      }
      rows.append([
        item.name, cell(single, 1), cell(both, 1), cell(ratios, 2) + "×",
        item.counts ? "≤ \(format(Self.budget, 1))×: \(yesNo(within))" : "reported",
      ])
    }
    print("")
    print(
      "\(Self.name): headless, software renderer, every frame drawn; median frame time per run, "
        + "median over \(repetitions) runs; compare = two 800 × 600 panes (1600 × 600)")
    printTable(rows)
    return outcome
  }

  /// The median frame time a run prints, in milliseconds.
  private func medianFrameTime(
    _ arguments: [String], _ environment: [String: String], _ failures: inout [String]
  ) -> Double? {
    guard
      let finished = try? runProcess(
        sandbox, arguments, environment: environment, timeout: 300),
      finished.status == 0,
      let line = finished.lastLine(containing: "frame time median"),
      let match = line.firstMatch(of: /frame time median ([0-9.]+) ms/),
      let value = Double(match.1)
    else {
      failures.append("(p): a run of \(arguments.joined(separator: " ")) failed")
      return nil
    }
    return value
  }
}
