import BenchSupport
import Foundation

/// Workload (s), issue 30's scaling curve: the `stress` frame with 1,000, 5,000 and 10,000
/// squares (`--set stress.squares=N`; 100 of them visualized in every case), in a window of our
/// own Xvfb, on the software renderer and on OpenGL (llvmpipe, no vsync): the median frame time
/// and what it comes to per 1,000 squares, beside `sdl-bare-loop --squares N` in the same
/// window and renderer (plain SDL rectangles, not anti-aliased, a trivial motion: the floor of
/// what any program drawing N squares through SDL's renderer pays here). Its one budget: 10,000
/// squares on OpenGL under 16.7 ms a frame; every other figure is information.
struct StressScalingWorkload: AppWorkload {
  static let name = "(s) stress scaling curve"
  /// The square counts of the curve, in order.
  static let counts = [1000, 5000, 10_000]
  /// The budget: the median frame with `budgetCount` squares on OpenGL, ms.
  static let frameBudget = 16.7
  static let budgetCount = 10_000

  let setup: WorkloadSetup
  let frames: Int
  /// The `sdl-bare-loop` peer.
  let bareLoop: String

  private struct Variant {
    let label: String
    let arguments: [String]
    /// Whether its `budgetCount` row holds the budget.
    let judged: Bool
  }

  func run() -> WorkloadOutcome {
    var outcome = WorkloadOutcome()
    let variants = [
      Variant(label: "software", arguments: ["--renderer", "software"], judged: false),
      Variant(
        label: "OpenGL (llvmpipe)", arguments: ["--renderer", "opengl", "--no-vsync"], judged: true
      ),
    ]
    let budgetName =
      "(s) stress, \(grouped(Self.budgetCount)) squares, OpenGL (llvmpipe), X11 window: < "
      + "\(format(Self.frameBudget, 1)) ms"
    guard let xvfb = findExecutable("Xvfb") else {
      outcome.failures.append("(s): Xvfb not found; not measured")
      outcome.checks.append(BudgetCheck(name: "\(budgetName): not measured", within: false))
      return outcome
    }
    let server: XServer
    do {
      server = try XServer.start(xvfb: xvfb)
    } catch {
      outcome.failures.append("(s): \(error); not measured")
      outcome.checks.append(BudgetCheck(name: "\(budgetName): not measured", within: false))
      return outcome
    }
    defer { server.stop() }
    print("  (s) Xvfb \(server.display) (1024x768x24) started")
    let environment = childEnvironment(display: server.display)

    var rows = [
      [
        "renderer", "squares", "driver/renderer", "frame median [min–max] ms",
        "p99 (median) ms", "ms per 1,000 squares", "added ms per 1,000 more",
        "bare loop, same N, ms", "× bare loop", "< \(format(Self.frameBudget, 1)) ms",
      ]
    ]
    for variant in variants {
      print("  running \(Self.name): \(variant.label)")
      var medians: [Int: [Double]] = [:]
      var p99s: [Int: [Double]] = [:]
      var peers: [Int: [Double]] = [:]
      var ratios: [Int: [Double]] = [:]
      var source = ""
      for repetition in 0..<repetitions {
        // Alternate the order of the counts, so that a drift of the machine does not bend the
        // curve one way.
        for count in repetition % 2 == 0 ? Self.counts : Self.counts.reversed() {
          guard
            let line = runStress(
              squares: count, variant, environment, failures: &outcome.failures)
          else { continue }
          medians[count, default: []].append(line.median)
          p99s[count, default: []].append(line.p99)
          source = line.source
          log(
            "    \(variant.label) rep \(repetition + 1)/\(repetitions) \(grouped(count)) squares "
              + "(\(line.source)): median \(line.median) ms, p99 \(line.p99) ms")
          if let peer = runBareLoop(
            squares: count, variant, environment, failures: &outcome.failures)
          {
            peers[count, default: []].append(peer.median)
            ratios[count, default: []].append(line.median / peer.median)
            log("      bare loop \(grouped(count)) squares: median \(peer.median) ms")
          }
        }
      }
      var previous: (count: Int, frame: Double)?
      for count in Self.counts {
        let values = medians[count] ?? []
        let judged = variant.judged && count == Self.budgetCount
        guard !values.isEmpty else {
          if judged {
            outcome.checks.append(
              BudgetCheck(name: "\(budgetName): not measured (runs failed)", within: false))
          }
          previous = nil
          continue
        }
        let frame = median(of: values)
        let within = frame < Self.frameBudget
        let added = previous.map {
          format((frame - $0.frame) / (Double(count - $0.count) / 1000), 3)
        }
        rows.append([
          variant.label, grouped(count), source, cell(values, 1),
          format(median(of: p99s[count] ?? []), 1), format(frame / (Double(count) / 1000), 3),
          added ?? "—", peers[count].map { cell($0, 1) } ?? "—",
          ratios[count].map { cell($0, 2) } ?? "—", judged ? yesNo(within) : "(\(yesNo(within)))",
        ])
        if judged { outcome.checks.append(BudgetCheck(name: budgetName, within: within)) }
        previous = (count, frame)
      }
    }
    print("")
    print(
      "\(Self.name): motion-sandbox --scene stress --set stress.squares=N --frames \(frames) at "
        + "800x600 in an Xvfb window (100 streams visualized at every N); frame time = events + "
        + "motion + drawing + present, without pacing sleeps")
    printTable(rows)
    print(
      "runs: \(repetitions) per count and renderer, the counts' order alternating; cells are "
        + "median [min–max] over runs; per 1,000 squares = the frame / (N / 1,000); added = the "
        + "frame's growth from the count above, per 1,000 squares more; bare loop = sdl-bare-loop "
        + "--squares N (plain SDL rectangles, same renderer), × bare loop = per-run ratio; the budget is the "
        + "\(grouped(Self.budgetCount))-square OpenGL row, the other rows (in parentheses) are information"
    )
    print("")
    return outcome
  }

  /// Runs `stress` once with `squares` squares; nil (with the reason in `failures`) when it
  /// failed.
  private func runStress(
    squares: Int, _ variant: Variant, _ environment: [String: String],
    failures: inout [String]
  ) -> FrameTimeLine? {
    runSandboxFrames(
      sandbox,
      [
        "--scene", "stress", "--set", "stress.squares=\(squares)", "--frames", "\(frames)",
        "--screenshot-dir", scratch,
      ] + variant.arguments, frames: frames, environment: environment, timeout: 600,
      label: "(s) \(variant.label) \(grouped(squares)) squares", failures: &failures)?.line
  }

  /// Runs `sdl-bare-loop` once with `squares` squares on the variant's renderer; nil (with the
  /// reason in `failures`) when it failed.
  private func runBareLoop(
    squares: Int, _ variant: Variant, _ environment: [String: String],
    failures: inout [String]
  ) -> FrameTimeLine? {
    runSandboxFrames(
      bareLoop, ["--squares", "\(squares)", "--frames", "\(frames)"] + variant.arguments,
      frames: frames, environment: environment, timeout: 600,
      label: "(s) bare loop \(variant.label) \(grouped(squares)) squares", marker: "sdl-bare-loop:",
      failures: &failures)?.line
  }
}

/// `n` with a comma between groups of three digits: 10,000.
private func grouped(_ n: Int) -> String {
  let digits = String(n.magnitude)
  var text = ""
  for (i, digit) in digits.enumerated() {
    if i > 0 && (digits.count - i) % 3 == 0 { text.append(",") }
    text.append(digit)
  }
  return (n < 0 ? "-" : "") + text
}
