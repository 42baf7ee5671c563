import BenchSupport

/// The two libraries every workload is measured on.
enum Side: CaseIterable, Sendable {
  /// MaterialMotion (this repository).
  case ours
  /// OpenCombine 0.14.0, the reference.
  case openCombine
}

/// Where results go so that the optimiser cannot drop the work that produced them. Sinks on both
/// sides add every value they receive into one of these.
final class Checksum {
  var value = 0

  @inline(__always)
  func add(_ x: Int) { value &+= x }
}

/// One prepared run of a workload on one side: everything except `run` is set up beforehand and
/// is not timed.
struct Trial {
  /// How many operations `run` performs (the unit's denominator: events, cycles, deliveries,
  /// frames).
  let operations: Int
  /// The timed part. Returns a checksum of what the sinks received.
  let run: () -> Int
  /// Untimed clean-up after `run` (unsubscribing).
  var teardown: () -> Void = {}
}

/// A workload: the same job written once per side. A workload is one small file under
/// `Workloads/`; add it to `allWorkloads` in `main.swift` to put it in the table.
struct Workload: Sendable {
  /// Short label for the table, e.g. `(a) map→filter→dedupe→sink`.
  let name: String
  /// The unit of the timing columns, e.g. `ns/event`.
  let unit: String
  /// The largest acceptable ratio ours / OpenCombine; nil for a row shown for information only.
  let budget: Double?
  /// Whether to also count mallocs per operation on both sides.
  let countsAllocations: Bool
  /// Builds a trial for `side`. `scale` is 1 for the full run and smaller for `--quick`.
  let makeTrial: @Sendable (_ side: Side, _ scale: Double) -> Trial
}

/// Measured figures for one workload.
struct WorkloadResult {
  let workload: Workload
  let repetitions: Int
  /// Every repetition's nanoseconds per operation, per side, in repetition order.
  let samples: [Side: [Double]]
  /// Whether both sides' sinks received the same values (same checksum) in every run.
  let checksumsMatch: Bool

  /// Median nanoseconds per operation, per side.
  var nanoseconds: [Side: Double] { samples.mapValues { median(of: $0) } }
  /// The ratio ours / OpenCombine of each repetition: the two sides of a repetition ran back to
  /// back (alternating which went first), so a change of load affects both sides of a pair.
  var ratios: [Double] { zip(samples[.ours]!, samples[.openCombine]!).map { $0 / $1 } }
  /// The median of the per-repetition ratios: the figure the budget is judged on.
  var ratio: Double { median(of: ratios) }
  var withinBudget: Bool { workload.budget.map { ratio <= $0 } ?? true }
}

enum Harness {
  /// Runs `trial` once and returns nanoseconds per operation and the checksum.
  static func time(_ trial: Trial) -> (nanoseconds: Double, checksum: Int) {
    let clock = ContinuousClock()
    let start = clock.now
    let checksum = trial.run()
    let elapsed = start.duration(to: clock.now)
    trial.teardown()
    let (seconds, attoseconds) = elapsed.components
    let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    return (nanoseconds / Double(trial.operations), checksum)
  }

  /// Mallocs per operation of `workload` on each side (a small run, after a warm-up run), or nil
  /// when the interposer is not loaded.
  static func countMallocs(_ workload: Workload, scale: Double) -> [Side: Double]? {
    guard let counter = AllocationCounter.shared else { return nil }
    var result: [Side: Double] = [:]
    for side in Side.allCases {
      let warmUp = workload.makeTrial(side, min(scale, 0.01))
      consume(warmUp.run())
      warmUp.teardown()
      let trial = workload.makeTrial(side, min(scale, 0.1))
      let (mallocs, checksum) = counter.countMallocs(trial.run)
      trial.teardown()
      consume(checksum)
      result[side] = Double(mallocs) / Double(trial.operations)
    }
    return result
  }

  /// Measures `workload` on both sides, `repetitions` times each, alternating which side goes
  /// first, and keeps every repetition's figures. One untimed warm-up run per side comes first.
  static func measure(
    _ workload: Workload, scale: Double, repetitions: Int, log: (String) -> Void
  ) -> WorkloadResult {
    var samples: [Side: [Double]] = [.ours: [], .openCombine: []]
    var checksumsMatch = true
    let warmUp = Side.allCases.map { time(workload.makeTrial($0, min(scale, 0.1))).checksum }
    checksumsMatch = checksumsMatch && warmUp[0] == warmUp[1]
    for repetition in 0..<repetitions {
      let order: [Side] = repetition % 2 == 0 ? [.ours, .openCombine] : [.openCombine, .ours]
      var sums: [Int] = []
      for side in order {
        let trial = workload.makeTrial(side, scale)
        let (nanoseconds, sum) = time(trial)
        samples[side]!.append(nanoseconds)
        sums.append(sum)
        consume(sum)
      }
      checksumsMatch = checksumsMatch && sums[0] == sums[1]
      let ours = samples[.ours]!.last!
      let peer = samples[.openCombine]!.last!
      log(
        "  \(workload.name) rep \(repetition + 1)/\(repetitions): ours "
          + "\(format(ours, 2)) \(workload.unit), OpenCombine "
          + "\(format(peer, 2)) \(workload.unit), ratio \(format(ours / peer, 3)), load "
          + (loadAverages().map { format($0[0], 2) } ?? "?"))
    }
    return WorkloadResult(
      workload: workload, repetitions: repetitions, samples: samples,
      checksumsMatch: checksumsMatch)
  }

  /// Keeps `value` alive as far as the optimiser is concerned.
  @inline(never)
  static func consume(_ value: Int) {
    sink &+= value
  }

  nonisolated(unsafe) static var sink = 0
}
