import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The name `--only` matches.
let replayName = "(h) headless replay"

/// (h) headless replay speed of the default scene, in times real time.
@MainActor func runReplaySpeed(_ bench: BenchContext) -> WorkloadOutcome {
  var outcome = WorkloadOutcome()
  let (options, scratch, log) = (bench.options, bench.scratch, bench.log)
  let repetitions = options.repetitions ?? (options.quick ? 2 : 5)
  // By default the recording in the package the sandbox was built from: the first parent
  // directory of the binary that has assets/replays.
  var replay = options.replay ?? ""
  if replay.isEmpty {
    var directory = URL(fileURLWithPath: options.sandbox).resolvingSymlinksInPath()
    while directory.path != "/" {
      directory.deleteLastPathComponent()
      let candidate = directory.appendingPathComponent(
        "assets/replays/scalable-two-finger-pinch.jsonl"
      ).path
      if FileManager.default.fileExists(atPath: candidate) {
        replay = candidate
        break
      }
    }
  }
  print("  running \(replayName)")
  var recordedFPS = 60.0
  if let text = try? String(contentsOfFile: replay, encoding: .utf8),
    let header = text.split(separator: "\n").first,
    let match = header.firstMatch(of: /"fps"\s*:\s*([0-9.]+)/), let fps = Double(match.1)
  {
    recordedFPS = fps
  }
  // Two rows: the default run, which draws only the frames it writes (here the final one), and
  // --draw-every-frame, which draws all of them as a window would (information).
  struct ReplayRow {
    let label: String
    let extra: [String]
    let countsForBudget: Bool
    var walls: [Double] = []
    var startUps: [Double] = []
    var frameCount = 0
  }
  var rows = [
    ReplayRow(label: "default (draws the final frame)", extra: [], countsForBudget: true),
    ReplayRow(
      label: "--draw-every-frame (info)", extra: ["--draw-every-frame"], countsForBudget: false),
  ]
  let environment = childEnvironment(display: nil)
  for repetition in 0..<repetitions {
    for index in rows.indices {
      let extra = rows[index].extra
      do {
        // The same replay stopped after its first frame: start-up, one frame, the final-frame
        // PNG and exit, to subtract from the full run.
        let first = try runProcess(
          options.sandbox,
          ["--replay", replay, "--headless", "--frames", "1", "--screenshot-dir", scratch] + extra,
          environment: environment, timeout: 300)
        if first.status == 0 { rows[index].startUps.append(first.seconds) }
        let finished = try runProcess(
          options.sandbox, ["--replay", replay, "--headless", "--screenshot-dir", scratch] + extra,
          environment: environment, timeout: 300)
        guard finished.status == 0, let line = finished.lastLine(containing: "motion-sandbox:"),
          let match = line.firstMatch(of: /(\d+) frames \(([^)]*)\), frame time median/),
          let count = Int(match.1)
        else {
          outcome.failures.append(
            "(h) replay \(rows[index].label) failed (status \(finished.status)): "
              + finished.output.split(separator: "\n").suffix(3).joined(separator: " / "))
          continue
        }
        rows[index].frameCount = count
        rows[index].walls.append(finished.seconds)
        log(
          "    rep \(repetition + 1)/\(repetitions) \(rows[index].label): \(count) frames in "
            + "\(format(finished.seconds, 3)) s wall; 1-frame run \(format(first.seconds, 3)) s wall"
        )
      } catch {
        outcome.failures.append("(h): \(error)")
      }
    }
  }
  var table = [
    [
      "replay", "frames", "real time", "wall (whole process) median [min–max]",
      "speed median [min–max]", "1-frame run", "loop only ≈ (wall − 1-frame run)",
      "≥ \(format(Budget.replaySpeed, 0))× real time",
    ]
  ]
  for row in rows {
    guard !row.walls.isEmpty else {
      if row.countsForBudget {
        outcome.checks.append(
          BudgetCheck(name: "(h) replay: not measured (runs failed)", within: false))
      }
      continue
    }
    let realTime = Double(row.frameCount) / recordedFPS
    let speeds = row.walls.map { realTime / $0 }
    let speed = median(of: speeds)
    let startUp = median(of: row.startUps)
    let loopWall = median(of: row.walls) - startUp
    let loopWallSpeed = (Double(row.frameCount - 1) / recordedFPS) / loopWall
    let within = speed >= Budget.replaySpeed
    table.append([
      URL(fileURLWithPath: replay).deletingPathExtension().lastPathComponent + ", " + row.label,
      "\(row.frameCount)", "\(format(realTime, 2)) s", cell(row.walls.map { $0 * 1000 }, 1, " ms"),
      cell(speeds, 1, "×"), "\(format(startUp * 1000, 1)) ms",
      loopWall > 0 ? "\(format(loopWall * 1000, 1)) ms, \(format(loopWallSpeed, 0))×" : "—",
      row.countsForBudget ? yesNo(within) : "(\(yesNo(within)))",
    ])
    if row.countsForBudget {
      outcome.checks.append(
        BudgetCheck(
          name: "(h) replay ≥ \(format(Budget.replaySpeed, 0))× real time (whole process)",
          within: within))
    }
  }
  if table.count > 1 {
    print("")
    print(
      "\(replayName): motion-sandbox --replay \(URL(fileURLWithPath: replay).lastPathComponent) "
        + "--headless (no capture)")
    printTable(table)
    print(
      "runs: \(repetitions) of each, the two rows alternating (medians); real time = frames / "
        + "\(format(recordedFPS, 0)) fps; speed = real time / wall time of the whole process "
        + "(start-up, final-frame PNG and exit included; the budget is judged on the default row); "
        + "the 1-frame run is the same command with --frames 1; a headless run draws only the "
        + "frames it writes, --draw-every-frame draws all of them as a window would")
    print("")
  }
  return outcome
}
