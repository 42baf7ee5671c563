import BenchSupport
import MaterialMotion

#if canImport(Glibc)
  import Glibc
#endif

// fit-bench: issue 33's fitting budget, (v). `motion-sandbox fit`'s search, `SpringFit`, on a
// 2 s curve of 120 samples: cubic-bezier(0.2, 0, 0, 1) over 1.6 s (an easing, so no spring
// matches it exactly and the refinement runs to its end) and a spring's own trace (stiffness
// 342, damping 30). Beside it, in the same run, the peer: the same number of spring curves as
// the fit's coarse grid (48 × 24) evaluated at the same 120 moments through
// `DampedHarmonicOscillator.response(at:)`, with nothing else: the floor of any search that
// looks at that many candidates. Budget: a fit takes at most 50 ms (median).

/// Seconds on the monotonic clock.
func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let times = (0..<120).map { 2 * Double($0) / 119 }
let easing = Easing(x1: 0.2, y1: 0, x2: 0, y2: 1)
let spring = DampedHarmonicOscillator(stiffness: 342, damping: 30)
let curves: [(name: String, progress: [Double])] = [
  ("cubic-bezier(0.2, 0, 0, 1) over 1.6 s", times.map { easing.value(at: min($0 / 1.6, 1)) }),
  (
    "a spring's trace (342, 30)",
    times.map { 1 - spring.response(at: $0).displacementFromDisplacement }
  ),
]

/// The peer: 48 × 24 spring curves at the 120 moments, their squared differences summed.
func grid(_ progress: [Double]) -> Double {
  var best = Double.infinity
  for i in 0..<48 {
    let omega = 0.4 * pow(1.2, Double(i))
    for j in 0..<24 {
      let zeta = 0.05 * pow(1.195, Double(j))
      let candidate = DampedHarmonicOscillator(
        stiffness: omega * omega, damping: 2 * zeta * omega, mass: 1)
      var sum = 0.0
      for (t, y) in zip(times, progress) {
        let d = 1 - candidate.response(at: t).displacementFromDisplacement - y
        sum += d * d
      }
      best = min(best, sum)
    }
  }
  return best
}

@MainActor
func run() {
  let arguments = BenchArguments()
  let name = "(v) fitting a spring to a 2 s, 120-sample curve"
  guard arguments.selects(name) else { return }
  let repetitions = arguments.repetitions ?? (arguments.quick ? 5 : 15)
  let others = OtherCPUMeter()
  print("  running \(name)")
  var rows: [[String]] = [
    ["curve", "fit ms", "peer (grid alone) ms", "× the peer", "largest error"]
  ]
  var within = true
  var checksum = 0.0
  for curve in curves {
    var (ours, peer, ratios) = ([Double](), [Double](), [Double]())
    var fit: SpringFit?
    for repetition in 0..<repetitions {
      // Alternating which side goes first, as every ratio of the benchmarks is taken.
      var pair = (ours: 0.0, peer: 0.0)
      for side in repetition % 2 == 0 ? [0, 1] : [1, 0] {
        let start = now()
        if side == 0 {
          fit = SpringFit(times: times, progress: curve.progress)
          pair.ours = now() - start
        } else {
          checksum += grid(curve.progress)
          pair.peer = now() - start
        }
      }
      ours.append(pair.ours * 1000)
      peer.append(pair.peer * 1000)
      ratios.append(pair.ours / pair.peer)
    }
    let over = median(of: ours) > 50
    within = within && !over
    rows.append([
      curve.name, spread(ours, 2) + (over ? " OVER" : ""), spread(peer, 2), spread(ratios, 2),
      format((fit?.largestError ?? .nan) * 100, 3) + " %",
    ])
  }
  print("")
  print(
    "\(name): SpringFit (grid of 48 × 24 springs, then Levenberg–Marquardt) against the grid "
      + "alone; median [min–max] over \(repetitions) runs (checksum \(format(checksum, 3)))")
  printTable(rows)
  print("budget: a fit ≤ 50 ms: \(within ? "within" : "OVER")")
  for line in describeOthers(others.othersCores(), what: "fit-bench") { print(line) }
  arguments.logBudgets(["\(within ? "within" : "over") \(name) ≤ 50 ms"])
  if !within && arguments.strict { exit(1) }
}

MainActor.assumeIsolated { run() }
