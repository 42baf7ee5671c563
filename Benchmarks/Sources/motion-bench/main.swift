import BenchSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every workload in the table, in order. A new workload is one file under `Workloads/` that
/// defines a `Workload`, plus one entry here.
let allWorkloads: [Workload] = [
  pipelineWorkload,
  subscribeCycleWorkload,
  fanOutWorkload,
  propertyFrameWorkload,
  userChainWorkload,
  userArrayChainWorkload,
]

/// The workloads with no OpenCombine counterpart, timed frame by frame against an absolute
/// budget; they follow the ratio rows in the table.
let allFrameWorkloads: [FrameWorkload] = [
  motionFrameWorkload
]

let usage = """
  usage: motion-bench [--quick] [--repetitions N] [--only TEXT] [--strict] [--verbose]
                      [--allocations-only] [--side ours|opencombine] [--budget-log FILE]
    --quick             a tenth of the work and 3 repetitions: a smoke run
    --repetitions N     timed repetitions per side and workload (default 5; median is reported)
    --only TEXT         run only the workloads whose name contains TEXT, e.g. "(b)"
    --strict            exit with status 1 when a ratio is over budget
    --verbose           print every repetition
    --allocations-only  print only the mallocs per operation of the workloads that count them;
                        needs LD_PRELOAD=.build/release/libMallocInterposerSwift.so (run.sh
                        runs the timing pass without it, then this pass with it)
    --side S            time one side only and print its figures (for profiling)
    --budget-log FILE   append one line per budget ("within NAME" or "over NAME") to FILE
                        (run.sh sums them up across its passes)
  """

var scale = 1.0
var repetitions: Int?
var only: String?
var strict = false
var verbose = false
var allocationsOnly = false
var onlySide: Side?
var budgetLog: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--quick": scale = 0.1
  case "--repetitions":
    guard let text = arguments.next(), let n = Int(text), n > 0 else {
      print(usage)
      exit(2)
    }
    repetitions = n
  case "--only":
    guard let text = arguments.next() else {
      print(usage)
      exit(2)
    }
    only = text
  case "--strict": strict = true
  case "--verbose": verbose = true
  case "--allocations-only": allocationsOnly = true
  case "--budget-log":
    guard let path = arguments.next() else {
      print(usage)
      exit(2)
    }
    budgetLog = path
  case "--side":
    switch arguments.next() {
    case "ours": onlySide = .ours
    case "opencombine": onlySide = .openCombine
    default:
      print(usage)
      exit(2)
    }
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    print("unknown argument \(argument)\n\(usage)")
    exit(2)
  }
}
let repetitionCount = repetitions ?? (scale < 1 ? 3 : 5)
let workloads = allWorkloads.filter { only == nil || $0.name.contains(only!) }
let frameWorkloads = allFrameWorkloads.filter { only == nil || $0.name.contains(only!) }
if workloads.isEmpty && frameWorkloads.isEmpty {
  // `--only` picked workloads of another tool (run.sh passes it to all of them).
  exit(0)
}

let log: (String) -> Void = verbose ? { print($0) } : { _ in }

if allocationsOnly {
  let counted = workloads.filter(\.countsAllocations)
  if counted.isEmpty && frameWorkloads.isEmpty { exit(0) }
  var rows = [["workload", "ours mallocs/op", "OpenCombine mallocs/op"]]
  for workload in counted {
    guard let mallocs = Harness.countMallocs(workload, scale: scale) else {
      print("allocations: not counted: the malloc interposer is not preloaded (see --help)")
      exit(1)
    }
    rows.append([
      workload.name, format(mallocs[.ours]!, 2), format(mallocs[.openCombine]!, 2),
    ])
  }
  for workload in frameWorkloads {
    guard let mallocs = FrameHarness.countMallocs(workload, scale: scale) else {
      print("allocations: not counted: the malloc interposer is not preloaded (see --help)")
      exit(1)
    }
    rows.append(["\(workload.name) (per frame)", format(mallocs, 1), "—"])
  }
  printTable(rows)
  exit(0)
}

if let side = onlySide {
  for workload in workloads {
    var samples: [Double] = []
    for _ in 0..<repetitionCount {
      let (nanoseconds, checksum) = Harness.time(workload.makeTrial(side, scale))
      Harness.consume(checksum)
      samples.append(nanoseconds)
    }
    print(
      "\(workload.name): median \(format(median(of: samples), 2)), min "
        + "\(format(samples.min()!, 2)) \(workload.unit) (\(side))")
  }
  if side == .ours {
    for workload in frameWorkloads {
      let result = FrameHarness.measure(
        workload, scale: scale, repetitions: repetitionCount, log: log)
      print(
        "\(workload.name): median \(format(result.median, 3)) ms/frame, p99 "
          + "\(format(result.p99, 3)) ms/frame (ours)")
    }
  }
  exit(0)
}

if AllocationCounter.shared != nil {
  print("note: the malloc interposer is loaded; timings include its overhead")
}
let others = OtherCPUMeter()
let loadAtStart = loadAverages()
print(
  "motion-bench: MaterialMotion vs OpenCombine 0.14.0, release build, scale \(scale), "
    + "\(repetitionCount) interleaved repetitions per row; \(describeLoad(loadAtStart)) at start")
var results: [WorkloadResult] = []
for workload in workloads {
  if !verbose { print("  running \(workload.name)") }
  results.append(
    Harness.measure(workload, scale: scale, repetitions: repetitionCount, log: log))
}
var frameResults: [FrameResult] = []
for workload in frameWorkloads {
  if !verbose { print("  running \(workload.name)") }
  frameResults.append(
    FrameHarness.measure(workload, scale: scale, repetitions: repetitionCount, log: log))
}
let loadAtEnd = loadAverages()

print("")
var rows = [
  [
    "workload", "ours median [min–max]", "OpenCombine median [min–max]",
    "ratio median [min–max]", "budget", "within budget",
  ]
]
for result in results {
  let unit = result.workload.unit
  rows.append([
    result.workload.name,
    "\(spread(result.samples[.ours]!, 2)) \(unit)",
    "\(spread(result.samples[.openCombine]!, 2)) \(unit)",
    spread(result.ratios, 3),
    result.workload.budget.map { "≤ \(format($0, 2))" } ?? "(info)",
    result.workload.budget == nil ? "—" : result.withinBudget ? "yes" : "no",
  ])
}
for result in frameResults {
  rows.append([
    result.workload.name,
    "\(spread(result.medians, 3)) ms/frame (p99 \(format(result.p99, 3)))",
    "—",
    "—",
    "≤ \(format(result.workload.budgetMilliseconds, 1)) ms",
    result.withinBudget ? "yes" : "no",
  ])
}
printTable(rows)

print("")
print(
  "each row: \(repetitionCount) repetitions, the two sides back to back in each, alternating which "
    + "goes first; the ratio is taken per repetition and the budget is judged on the median ratio; "
    + "[min–max] is the spread over the repetitions")
print("machine: \(describeLoad(loadAtStart)) at start, \(describeLoad(loadAtEnd)) at end")
for line in describeOthers(others.othersCores(), what: "motion-bench") { print(line) }
for result in frameResults {
  print(
    "\(result.workload.name.prefix(3)) frames: \(result.framesPerRepetition) timed frames per "
      + "repetition, each timed alone; the cell is the median over repetitions of each "
      + "repetition's median (and p99); no OpenCombine counterpart, budget is absolute")
  print(result.summary)
  for problem in result.problems { print("WARNING: \(problem)") }
}
let mismatched = results.filter { !$0.checksumsMatch }.map(\.workload.name)
if !results.isEmpty {
  print(
    "checksums: "
      + (mismatched.isEmpty
        ? "equal on both sides for every run"
        : "DIFFER for \(mismatched.joined(separator: ", "))")
      + " (sink total \(Harness.sink))")
}

if let budgetLog {
  var lines = ""
  for result in results where result.workload.budget != nil {
    lines += "\(result.withinBudget ? "within" : "over") \(result.workload.name)\n"
  }
  for result in frameResults {
    lines += "\(result.withinBudget ? "within" : "over") \(result.workload.name)\n"
  }
  appendText(lines, to: budgetLog)
}

let anyOver = results.contains { !$0.withinBudget } || frameResults.contains { !$0.withinBudget }
if !mismatched.isEmpty || (strict && anyOver) {
  exit(1)
}

/// Appends `text` to the file at `path` (created if missing).
func appendText(_ text: String, to path: String) {
  guard let file = fopen(path, "a") else {
    print("cannot open \(path) for --budget-log")
    exit(2)
  }
  fputs(text, file)
  fclose(file)
}
