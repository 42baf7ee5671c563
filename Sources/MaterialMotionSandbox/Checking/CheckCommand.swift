import ArgumentParser
import FoundationEssentials
import Glibc
import MaterialMotionChecking
import MaterialMotionSDL

/// `motion-sandbox check`: replays checked against their goldens, for people who do not write
/// Swift. Exit status as ``ExitStatus`` says: 0 when every check passes, 1 when a golden differs
/// (or, with the default record mode, a missing one was written), 2 when a recording or golden
/// cannot be used or a file cannot be written, 64 for a usage error, 130 or 143 when interrupted
/// (one line each).
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
        expected, actual and diff frames, and report.html, one self-contained page. Files of \
        an earlier run there are never replaced unless --overwrite is given, and two \
        recordings with one name (whose goldens would be the same files) are refused.

        A replay's goldens and artifacts are written once it has run to its end, all together: \
        SIGINT or SIGTERM stops the check after the replay it came in, which writes nothing, \
        and the check says how far it got.

        \(ExitStatus.help)
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
    parsing: .unconditional,
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
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "A region of pixels to ignore, X,Y,WIDTH,HEIGHT (repeatable).", valueName: "rect"))
  var mask: [String] = []

  @Flag(help: "Replace the files of an earlier run in --artifacts (never a golden or a recording).")
  var overwrite = false

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

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Replays checked at once, each in a process of its own, with the same lines, order and report (1 to 64; default: one per core).",
      valueName: "n"))
  var jobs: Int?

  @Option(
    help: ArgumentHelp(
      "Check the K-th of N shares of the replays (1/4, 2/4, ...): replay I of the list is in share I mod N + 1, so the N shares are the whole list, each replay in one.",
      valueName: "k/n"))
  var shard: String?

  /// A worker of a parallel check (``CheckJobs``): outcomes as JSON lines, nothing else.
  @Flag(help: .hidden)
  var worker = false

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
    if let jobs, !(1...64).contains(jobs) {
      throw ValidationError("--jobs must be from 1 to 64 (got \(jobs))")
    }
    _ = try shareOfTheReplays()
  }

  /// `--shard K/N` as (K, N), 1 ≤ K ≤ N ≤ 100,000; nil when not given.
  func shareOfTheReplays() throws -> (index: Int, count: Int)? {
    guard let shard else { return nil }
    let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), (1...100_000).contains(n),
      (1...n).contains(k)
    else {
      throw ValidationError(
        "--shard \(shard): expected K/N with 1 ≤ K ≤ N ≤ 100,000, e.g. 2/4 for the second of four shares"
      )
    }
    return (k, n)
  }

  /// `text` without the spaces and tabs at its ends.
  static func trimmed(_ text: Substring) -> Substring {
    let isBlank = { (character: Character) in character == " " || character == "\t" }
    guard let first = text.firstIndex(where: { !isBlank($0) }) else { return "" }
    return text[first...text.lastIndex(where: { !isBlank($0) })!]
  }

  /// `--mask` as pixel rectangles.
  func masks() throws -> [PixelMask] {
    try mask.map { text in
      let parts = text.split(separator: ",").map { Int(Self.trimmed($0)) }
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
      guard let index = Int(Self.trimmed(part)),
        (-10_000_000...10_000_000).contains(index)
      else {
        throw ValidationError(
          "--frames \(frames): expected frame indices separated by commas, e.g. 30,60,-1")
      }
      return index
    }
  }

  /// Runs the checks (`arguments`: the command line after `check`, for the workers of a
  /// parallel check); returns the exit status (``ExitStatus``).
  @MainActor
  func run(catalog: SceneCatalog, arguments: [String]) throws -> Int32 {
    let mode = record.flatMap(RecordMode.init(rawValue:)) ?? .standard
    if RecordMode.isCI, mode != .never {
      printError(
        "\(ProgramName.current) check: error: CI=true: goldens are never written on CI; record them locally (--record \(mode.rawValue)) and commit them"
      )
      return ExitStatus.usage
    }
    // Before anything is replayed: a signal from here on stops the check after its replay.
    Interrupts.install()
    let recordings: [String]
    let artifacts =
      self.artifacts ?? ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
      ?? CheckOutputs.newArtifactsFolder(
        in: FileManager.default.temporaryDirectory.path, pid: getpid())
    do {
      try checkSceneAndSettings(catalog)
      let all = try ReplayList.expand(replays)
      if let (k, n) = try shareOfTheReplays() {
        recordings = all.indices.filter { $0 % n == k - 1 }.map { all[$0] }
      } else {
        recordings = all
      }
      if !worker {
        try CheckOutputs(
          recordings: recordings, goldens: goldens, artifacts: artifacts, overwrite: overwrite
        ).claim()
      }
    } catch let usage as CheckUsageError {
      printError("\(ProgramName.current) check: error: \(usage.message)")
      return ExitStatus.usage
    } catch {
      printError("\(ProgramName.current) check: error: \(error)")
      return ExitStatus.cannotRun
    }
    var check = MotionCheck(
      goldens: goldens, record: mode, artifacts: artifacts, scene: scene, settings: assignments,
      traceTolerance: tolerance,
      frameComparison: FrameComparison(
        tolerance: pixelTolerance, pixelBudget: pixelBudget, masks: try masks()),
      recordFrames: try frameList(), scenes: catalog.all, pixelScale: pixelScale,
      onion: try OnionSettings.parse(count: onion, step: onionStep))
    check.overwrite = overwrite
    let run = CheckRun(check: check, explicitRecord: record != nil, timings: timings)
    if worker {
      // One worker a core already: drawing on more threads would only make them wait.
      ElementRenderer.rasterThreads = 1
      return run.work(recordings)
    }
    let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let jobs = CheckJobs(
      count: min(self.jobs ?? max(1, cores), 64),
      arguments: CheckJobs.workerArguments(arguments, artifacts: artifacts))
    return run.run(recordings, jobs: jobs)
  }

  /// `--scene` and `--set`, checked once for every replay: a name no scene has is a usage
  /// error, said once (not once a replay).
  @MainActor
  private func checkSceneAndSettings(_ catalog: SceneCatalog) throws {
    if let scene {
      do {
        _ = try RunPlan.sceneType(named: scene, in: catalog)
      } catch {
        throw CheckUsageError("\(error)")
      }
    }
    do {
      _ = try ParameterAssignments(catalog: catalog).parse(flags: assignments)
    } catch {
      throw CheckUsageError("\(error)")
    }
  }
}
