import ArgumentParser
import Foundation
import MaterialMotionChecking

/// `motion-sandbox check`: replays checked against their goldens, for people who do not write
/// Swift. Exit status 0 when every check passes, 1 when a golden differs (or, with the default
/// record mode, a missing one was written), 2 for a usage or input error (one line each).
struct CheckCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "\(ProgramName.current) check",
      abstract: "Replay recordings in-process and compare them with their goldens.",
      discussion: """
        Each recording (a file, a folder of .jsonl files, or a glob) is replayed on its fixed \
        time step with no window, and compared with the goldens named after it in --goldens: \
        NAME.trace.txt (every element's position, size, scale, rotation and opacity and every \
        visualized stream's value and state, per frame, compared within --tolerance) and each \
        NAME.frame-INDEX.png (compared per channel within --pixel-tolerance, at most \
        --pixel-budget pixels differing, --mask regions ignored; a golden drawn with another \
        font, SDL or renderer is reported as such, not compared).

        Record modes are swift-snapshot-testing's: all (write every golden), failed (write the \
        ones that differ or are missing), missing (write only missing ones; the default), \
        never (write nothing; the default when CI=true, and CI never writes goldens). With \
        the default mode a golden written for the first time fails the run (check again to \
        compare with it); with --record given, writing is what was asked and does not fail.

        What differs goes to --artifacts: this run's trace, a plot of the diverging values, \
        expected, actual and diff frames, and report.html, one self-contained page.

        Exit status: 0 all passed, 1 a golden differs, 2 a usage or input error.
        """)
  }

  @Option(help: "Replay every recording in this scene instead of the recording's own.")
  var scene: String?

  @Option(
    name: .customLong("replay"),
    help: ArgumentHelp(
      "A recording, a folder of them (*.jsonl) or a glob (quote it); repeatable.", valueName: "path"
    ))
  var replays: [String] = []

  @Option(help: ArgumentHelp("The folder of the goldens.", valueName: "dir"))
  var goldens: String

  @Option(
    help: ArgumentHelp(
      "When goldens are written: all, failed, missing or never (default: missing; never when CI=true).",
      valueName: "mode"))
  var record: String?

  @Option(
    help: ArgumentHelp(
      "Where the files of a failure and report.html go (default: $SNAPSHOT_ARTIFACTS, else a new folder in /tmp).",
      valueName: "dir"))
  var artifacts: String?

  @Option(
    name: .customLong("set"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Set a scene parameter for every replay (repeatable).", valueName: "name=value"))
  var assignments: [String] = []

  @Option(
    help: ArgumentHelp(
      "Frames to write frame goldens for when goldens are written: indices separated by commas, -1 the last (e.g. 30,60,-1).",
      valueName: "list"))
  var frames: String?

  @Option(
    parsing: .unconditional, help: "How far a trace number may be from the golden's (0 to 1000).")
  var tolerance: Double = 0.0001

  @Option(
    parsing: .unconditional, help: "How far a pixel's channel may be from the golden's (0 to 255).")
  var pixelTolerance: Int = 2

  @Option(parsing: .unconditional, help: "How many pixels may differ (0 to 100,000,000).")
  var pixelBudget: Int = 0

  @Option(
    help: ArgumentHelp(
      "A region of pixels to ignore, X,Y,WIDTH,HEIGHT (repeatable).", valueName: "rect"))
  var mask: [String] = []

  @Option(
    parsing: .unconditional,
    help:
      "Draw the frames at N pixels a point, 1 to 4 (an 800x600 recording at 2 gives 1600x1200 frames); a frame golden records its scale."
  )
  var pixelScale: Double = 1

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Draw the frames compared and reported with an onion skin: ghosts of N earlier frames' moving elements, older ones fainter (1 to 64; default none, as goldens are drawn).",
      valueName: "n"))
  var onion: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Frames between two ghosts of --onion (1 to 60, default 4).", valueName: "k"))
  var onionStep: Int?

  @Flag(
    help:
      "After each replay's line, print its frames, how long the replay took (and its frames per second) and how long comparing and writing took."
  )
  var timings = false

  func validate() throws {
    if !(tolerance >= 0 && tolerance <= 1000) {
      throw ValidationError("--tolerance must be from 0 to 1000 (got \(tolerance))")
    }
    if !(0...255).contains(pixelTolerance) {
      throw ValidationError("--pixel-tolerance must be from 0 to 255 (got \(pixelTolerance))")
    }
    if !(pixelScale >= 1 && pixelScale <= 4) {
      throw ValidationError("--pixel-scale must be from 1 to 4 (got \(pixelScale))")
    }
    if !(0...100_000_000).contains(pixelBudget) {
      throw ValidationError("--pixel-budget must be from 0 to 100,000,000 (got \(pixelBudget))")
    }
    _ = try OnionSettings.parse(count: onion, step: onionStep)
    if replays.isEmpty {
      throw ValidationError("give at least one --replay (a recording, a folder or a glob)")
    }
    if let record, RecordMode(rawValue: record) == nil {
      throw ValidationError("--record must be all, failed, missing or never (got \"\(record)\")")
    }
    _ = try masks()
    _ = try frameList()
  }

  /// `--mask` as pixel rectangles.
  func masks() throws -> [PixelMask] {
    try mask.map { text in
      let parts = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
      guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2],
        let h = parts[3],
        (0...16384).contains(x), (0...16384).contains(y), (1...16384).contains(w),
        (1...16384).contains(h)
      else {
        throw ValidationError(
          "--mask \(text): expected X,Y,WIDTH,HEIGHT in pixels (0 to 16384, sizes from 1)")
      }
      return PixelMask(x: x, y: y, width: w, height: h)
    }
  }

  /// `--frames` as indices.
  func frameList() throws -> [Int] {
    guard let frames else { return [] }
    return try frames.split(separator: ",").map { part in
      guard let index = Int(part.trimmingCharacters(in: .whitespaces)),
        (-10_000_000...10_000_000).contains(index)
      else {
        throw ValidationError(
          "--frames \(frames): expected frame indices separated by commas, e.g. 30,60,-1")
      }
      return index
    }
  }

  /// Runs the checks; returns the exit status.
  @MainActor
  func run(catalog: SceneCatalog) throws -> Int32 {
    let mode = record.flatMap(RecordMode.init(rawValue:)) ?? .standard
    if RecordMode.isCI, mode != .never {
      printError(
        "\(ProgramName.current) check: error: CI=true: goldens are never written on CI; record them locally (--record \(mode.rawValue)) and commit them"
      )
      return 2
    }
    let recordings: [String]
    do {
      recordings = try ReplayList.expand(replays)
    } catch {
      printError("\(ProgramName.current) check: error: \(error)")
      return 2
    }
    let artifacts =
      self.artifacts ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
      ?? NSTemporaryDirectory() + "motion-check-\(getpid())"
    let check = MotionCheck(
      goldens: goldens, record: mode, artifacts: artifacts, scene: scene, settings: assignments,
      traceTolerance: tolerance,
      frameComparison: FrameComparison(
        tolerance: pixelTolerance, pixelBudget: pixelBudget, masks: try masks()),
      recordFrames: try frameList(), scenes: catalog.all, pixelScale: pixelScale,
      onion: try OnionSettings.parse(count: onion, step: onionStep))
    return CheckRun(check: check, explicitRecord: record != nil, timings: timings).run(recordings)
  }
}
