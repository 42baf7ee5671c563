import BenchSupport
import Foundation

/// Workload (w), issue 33's Lottie budgets, on the release `motion-sandbox`: a 10 s run (600
/// frames at 60 fps) written with `--lottie`, headless, the file's size and the time making and
/// writing it took (the `lottie:` line's `written in N ms`: from the timeline's frames to the
/// file on disk, the run itself not included).
/// - `sticker-picker` replaying `sticker-picker-stickers.jsonl` (without its closing Esc, so the
///   run goes on to 600 frames, resting after its last gesture): ≤ 200 KB, written in ≤ 1 s;
/// - `stress` (1,000 spring-driven squares, on their own, 600 frames): ≤ 5 MB (its time is
///   reported).
struct LottieWorkload: AppWorkload {
  static let name = "(w) Lottie of a 10 s run"
  static let stickerBytes = 200 * 1024
  static let stickerSeconds = 1.0
  static let stressBytes = 5 * 1024 * 1024

  let setup: WorkloadSetup

  func run() -> WorkloadOutcome {
    var outcome = WorkloadOutcome()
    print("  running \(Self.name)")
    let environment = childEnvironment(display: nil)
    // The recording goes on past its 437th frame, where it pressed Esc.
    let stickers = "\(scratch)/sticker-picker-stickers.jsonl"
    do {
      let text = try String(
        contentsOfFile: "\(repository)/assets/replays/sticker-picker-stickers.jsonl",
        encoding: .utf8)
      try text.split(separator: "\n").filter { !$0.contains(#""key":"escape""#) }
        .joined(separator: "\n").appending("\n")
        .write(toFile: stickers, atomically: true, encoding: .utf8)
    } catch {
      outcome.failures.append("(w): cannot copy sticker-picker-stickers.jsonl: \(error)")
    }
    let cases: [(name: String, arguments: [String], bytes: Int, seconds: Double?)] = [
      (
        "sticker-picker, sticker-picker-stickers.jsonl",
        ["--replay", stickers],
        Self.stickerBytes, Self.stickerSeconds
      ),
      ("stress, 1,000 squares", ["--scene", "stress"], Self.stressBytes, nil),
    ]
    var rows = [["run", "frames", "layers", "size", "written in ms median [min–max]", "budget"]]
    for item in cases {
      var times: [Double] = []
      var size = 0
      var frames = 0
      var layers = 0
      for repetition in 0..<repetitions {
        let path = "\(scratch)/run-\(repetition).json"
        do {
          let finished = try runProcess(
            sandbox,
            item.arguments + [
              "--headless", "--frames", "600", "--lottie", path, "--screenshot-dir", scratch,
              "--overwrite",
            ], environment: environment, timeout: 600)
          guard finished.status == 0, let line = finished.lastLine(containing: "lottie: "),
            let match = line.firstMatch(
              of: /\((\d+) frames at [0-9.]+ fps, (\d+) elements, [0-9.]+ KB, written in (\d+) ms\)/
            )
          else {
            outcome.failures.append(
              "(w) \(item.name) failed (status \(finished.status)): "
                + finished.output.split(separator: "\n").suffix(3).joined(separator: " / "))
            continue
          }
          frames = Int(match.1) ?? 0
          layers = Int(match.2) ?? 0
          times.append(Double(match.3) ?? 0)
          // The file's own size (0, a failure, when it cannot be read).
          size =
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?
            .intValue ?? 0
          guard size > 0 else {
            outcome.failures.append("(w) \(item.name): \(path) was not written")
            continue
          }
          log("(w) \(item.name) run \(repetition + 1): \(size) bytes in \(match.3) ms")
        } catch {
          outcome.failures.append("(w): \(error)")
        }
      }
      guard !times.isEmpty else {
        outcome.checks.append(BudgetCheck(name: "(w) \(item.name): not measured", within: false))
        continue
      }
      let sizeWithin = size <= item.bytes
      let kilobytes = Double(item.bytes) / 1024
      outcome.checks.append(
        BudgetCheck(
          name: "(w) Lottie of \(item.name) ≤ \(format(kilobytes, 0)) KB", within: sizeWithin))
      var budget = "≤ \(format(kilobytes, 0)) KB: \(yesNo(sizeWithin))"
      if let seconds = item.seconds {
        let timeWithin = median(of: times) <= seconds * 1000
        outcome.checks.append(
          BudgetCheck(
            name: "(w) Lottie of \(item.name) written in ≤ \(format(seconds, 0)) s",
            within: timeWithin))
        budget += ", ≤ \(format(seconds, 0)) s: \(yesNo(timeWithin))"
      }
      rows.append([
        item.name, "\(frames)", "\(layers)", "\(format(Double(size) / 1024, 1)) KB",
        cell(times, 0), budget,
      ])
    }
    print("")
    print(
      "\(Self.name): headless, 600 frames at 60 fps; the file's size and the time from the "
        + "timeline's frames to the file on disk (the run not included), median over "
        + "\(repetitions) runs")
    printTable(rows)
    print("")
    return outcome
  }
}
