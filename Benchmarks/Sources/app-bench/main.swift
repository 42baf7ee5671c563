import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// app-bench: the app-level workloads of Benchmarks/run.sh, measured by running the release
// motion-sandbox and the peers as processes and reading what they print.
//
//   (f) stress frame time in a window (software, OpenGL/llvmpipe; headless as information)
//       against sdl-bare-loop drawing the same squares and labels, in the same run, and the
//       software frame against sdl-cairo-loop drawing them anti-aliased with Cairo
//   (g) capture at 1280x720 and 1920x1080 (and 960x540 at --pixel-scale 2) from the stress scene
//       against IMG_SavePNG on one background thread at the same size
//   (h) headless replay speed of the default scene's recorded pinch, as a whole process
//   (l) the CPU a paused window uses, against the same window running
//   (m) photo-album frame time with 100 photos in a window (software, OpenGL/llvmpipe) against
//       sdl-image-grid drawing the same textures on the same grid (PhotoAlbum.swift), and the
//       album with its photos at elevation 2 against the same without shadows
//       (PhotoAlbumShadows.swift)
//   (n) `motion-sandbox check` of every recording against its trace golden, and the in-process
//       replay's speed against a whole process; (o) a failing check's files and report
//       (MotionCheckWorkload.swift)
//   (p) compare mode's frame time against the same scene in one pane (CompareWorkload.swift)
//   (s) the stress frame with 1,000, 5,000 and 10,000 squares, per 1,000 squares, in a window
//       (software, OpenGL/llvmpipe) (StressScaling.swift)

let usage = """
  usage: app-bench --sandbox PATH --bare-loop PATH --png-peer PATH [--replay FILE]
                   [--cairo-loop PATH] [--image-grid PATH] [--repository DIR] [--quick]
                   [--repetitions N] [--only TEXT] [--verbose] [--strict] [--budget-log FILE]
    --sandbox PATH      the release motion-sandbox (run.sh builds it with --scratch-path
                        .build-benchsdl)
    --bare-loop PATH    sdl-bare-loop, the peer of (f)
    --cairo-loop PATH   sdl-cairo-loop, the anti-aliased peer of (f) (default: beside
                        --bare-loop)
    --png-peer PATH     png-save-peer, the peer of (g)
    --replay FILE       the recording (h) replays (default: assets/replays/
                        scalable-two-finger-pinch.jsonl next to the sandbox's package)
    --image-grid PATH   sdl-image-grid, the peer of (m) (default: beside --bare-loop)
    --repository DIR    the repository whose assets/images (m) shows; its runs start there
                        (default: the sandbox's package)
    --quick             fewer frames, one repetition: a smoke run
    --repetitions N     runs per side and row (default 5; 1 or 2 with --quick)
    --only TEXT         run only the workloads whose name contains TEXT, e.g. "(g)"
    --verbose           print every run's figures
    --strict            exit with status 1 when a budget is missed
    --budget-log FILE   append one line per budget ("within NAME" or "over NAME") to FILE
  """

struct Options {
  var sandbox = ""
  var bareLoop = ""
  var pngPeer = ""
  var replay: String?
  var cairoLoop: String?
  var imageGrid: String?
  var repository: String?
  var quick = false
  var repetitions: Int?
  var only: String?
  var verbose = false
  var strict = false
  var budgetLog: String?
}

func parseOptions() -> Options {
  var options = Options()
  var arguments = CommandLine.arguments.dropFirst().makeIterator()
  func value() -> String {
    guard let text = arguments.next() else {
      print(usage)
      exit(2)
    }
    return text
  }
  while let argument = arguments.next() {
    switch argument {
    case "--sandbox": options.sandbox = value()
    case "--bare-loop": options.bareLoop = value()
    case "--png-peer": options.pngPeer = value()
    case "--replay": options.replay = value()
    case "--cairo-loop": options.cairoLoop = value()
    case "--image-grid": options.imageGrid = value()
    case "--repository": options.repository = value()
    case "--quick": options.quick = true
    case "--repetitions":
      guard let n = Int(value()), n > 0 else {
        print(usage)
        exit(2)
      }
      options.repetitions = n
    case "--only": options.only = value()
    case "--verbose": options.verbose = true
    case "--strict": options.strict = true
    case "--budget-log": options.budgetLog = value()
    case "-h", "--help":
      print(usage)
      exit(0)
    default:
      print("unknown argument \(argument)\n\(usage)")
      exit(2)
    }
  }
  if options.sandbox.isEmpty || options.bareLoop.isEmpty || options.pngPeer.isEmpty {
    print(usage)
    exit(2)
  }
  return options
}

/// One budget check, for the summary line and `--budget-log`.
struct BudgetCheck {
  let name: String
  let within: Bool
}

/// Median of `values` (mean of the middle two for an even count).
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return .nan }
  let middle = sorted.count / 2
  return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

/// The width and height in the header of the PNG file at `path`, or nil when it is none.
func pngSize(_ path: String) -> (Int, Int)? {
  guard let file = fopen(path, "rb") else { return nil }
  defer { fclose(file) }
  // The 8-byte signature, then the IHDR chunk: length, "IHDR", width and height (big-endian).
  var header = [UInt8](repeating: 0, count: 24)
  guard fread(&header, 1, header.count, file) == header.count,
    header[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
    header[12..<16].elementsEqual("IHDR".utf8)
  else { return nil }
  func bigEndian(_ at: Int) -> Int { header[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
  return (bigEndian(16), bigEndian(20))
}

/// The budgets of the app workloads in this file (see Benchmarks/README.md).
enum Budget {
  /// (f): stress frame median / bare loop median, software renderer (issue 12).
  static let stressRatio = 1.15
  /// (f): stress frame median / bare loop median, OpenGL (llvmpipe) (issue 30; 1.15 before).
  static let stressOpenGLRatio = 1.0
  /// (f): stress frame median / the Cairo loop's median, software renderer (issue 30: the app's
  /// anti-aliased frame at or under a plain Cairo program's).
  static let stressCairoRatio = 1.0
  /// (f): the stress frame median, ms.
  static let stressFrame = 16.7
  /// (f) with the tuning panel and plots shown (issue 9): stress / bare loop.
  static let stressWithPanelsRatio = 1.3
  /// (f) touchpad receiver on / off, with no gesture happening (issue 8: no measurable cost).
  /// The noise between two runs of the same binary on 2 cores is a few percent.
  static let touchpadReceiverRatio = 1.05
  /// (l): a paused window with no input (issue 9: pause costs nothing), cores of CPU.
  static let pausedCores = 0.02
  /// (g): capture fps end to end at 1280x720.
  static let captureFPS = 60.0
  /// (g): capture fps end to end at 1920x1080 pixels, also drawn at --pixel-scale 2 (issue 30;
  /// 60 before).
  static let captureFullHDFPS = 120.0
  /// (g): capture fps / IMG_SavePNG fps, 1280x720 row.
  static let captureRatio = 2.0
  /// (h): real time / wall time of the whole process.
  static let replaySpeed = 40.0
}

/// `median [min–max]` with `decimals` digits (BenchSupport's `spread`), or "—" for no values.
func cell(_ values: [Double], _ decimals: Int, _ unit: String = "") -> String {
  values.isEmpty ? "—" : spread(values, decimals) + unit
}

let options = parseOptions()
let log: (String) -> Void = options.verbose ? { print($0) } : { _ in }
func selected(_ name: String) -> Bool { options.only.map { name.contains($0) } ?? true }

let stressName = "(f) stress frame vs bare SDL loop and Cairo"
let captureName = "(g) capture"
let replayName = "(h) headless replay"
let pausedName = "(l) paused window"
guard
  selected(stressName) || selected(captureName) || selected(replayName) || selected(pausedName)
    || selected(PhotoAlbumWorkload.name) || selected(PhotoAlbumShadowsWorkload.name)
    || selected(MotionCheckWorkload.name) || selected(MotionCheckWorkload.failingName)
    || selected(CompareWorkload.name) || selected(StressScalingWorkload.name)
else {
  // `--only` picked workloads of another tool (run.sh passes it to all of them).
  exit(0)
}

let scratch: String = {
  var template = Array("/tmp/motion-app-bench-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else {
    print("app-bench: cannot create a scratch directory in /tmp")
    exit(1)
  }
  return String(cString: made)
}()
Cleanup.shared.setScratch(scratch)
Cleanup.shared.installSignalHandlers()

/// Removes the scratch directory and exits.
func finish(_ status: Int32) -> Never {
  try? FileManager.default.removeItem(atPath: scratch)
  exit(status)
}

let others = OtherCPUMeter()
let loadAtStart = loadAverages()
print(
  "app-bench: release motion-sandbox against plain SDL2 peers, same run; "
    + "\(describeLoad(loadAtStart)) at start")
var checks: [BudgetCheck] = []
var failures: [String] = []
/// Rows not measured for a reason that is no failure of this run (printed as `WARNING:` lines,
/// without a budget and without exit status 1).
var skipped: [String] = []

// MARK: (f) stress frame time

if selected(stressName) {
  runStressFrames()
}

// MARK: (g) capture

if selected(captureName) {
  runCaptures()
}

// MARK: (h) replay speed

if selected(replayName) {
  runReplaySpeed()
}

// MARK: (l) paused window

if selected(pausedName) {
  runPausedWindow()
}

// MARK: (m) photo-album frame time

/// The first folder above the sandbox binary that has assets/images.
func sandboxRepository() -> String? {
  var directory = URL(fileURLWithPath: options.sandbox).resolvingSymlinksInPath()
  while directory.path != "/" {
    directory.deleteLastPathComponent()
    let images = directory.appendingPathComponent("assets/images/photo-00.png").path
    if FileManager.default.fileExists(atPath: images) { return directory.path }
  }
  return nil
}

if selected(PhotoAlbumWorkload.name) {
  if let repository = options.repository ?? sandboxRepository() {
    let bareLoop = URL(fileURLWithPath: options.bareLoop)
    let workload = PhotoAlbumWorkload(
      sandbox: URL(fileURLWithPath: options.sandbox).path,
      peer: URL(
        fileURLWithPath: options.imageGrid
          ?? bareLoop.deletingLastPathComponent().appendingPathComponent("sdl-image-grid").path
      ).path,
      repository: URL(fileURLWithPath: repository).path, scratch: scratch,
      frames: options.quick ? 120 : 600,
      repetitions: options.repetitions ?? (options.quick ? 1 : 5),
      log: log)
    let outcome = workload.run()
    checks += outcome.checks
    failures += outcome.failures
  } else {
    failures.append("(m): no assets/images found above \(options.sandbox); give --repository")
    checks.append(BudgetCheck(name: "(m) photo-album: not measured (no photos)", within: false))
  }
}

if selected(PhotoAlbumShadowsWorkload.name) {
  if let repository = options.repository ?? sandboxRepository() {
    let outcome = PhotoAlbumShadowsWorkload(
      setup: WorkloadSetup(
        sandbox: URL(fileURLWithPath: options.sandbox).path,
        repository: URL(fileURLWithPath: repository).path, scratch: scratch,
        repetitions: options.repetitions ?? (options.quick ? 1 : 5), log: log),
      frames: options.quick ? 120 : 600
    ).run()
    checks += outcome.checks
    failures += outcome.failures
  } else {
    failures.append(
      "(m) shadows: no assets/images found above \(options.sandbox); give --repository")
    checks.append(
      BudgetCheck(name: "(m) photo-album shadows: not measured (no photos)", within: false))
  }
}

// MARK: (n) and (o) motion checks

/// The first folder above the sandbox binary that has assets/goldens.
func goldensRepository() -> String? {
  var directory = URL(fileURLWithPath: options.sandbox).resolvingSymlinksInPath()
  while directory.path != "/" {
    directory.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: directory.path + "/assets/goldens") {
      return directory.path
    }
  }
  return nil
}

/// Runs a workload that uses the repository's assets with `repetitions` runs by default, or
/// says, as `label`'s warning, that there is no repository to run it in.
@MainActor func runInRepository(
  _ label: String, repetitions: Int, _ workload: (WorkloadSetup) -> WorkloadOutcome
) {
  guard let repository = options.repository ?? goldensRepository() else {
    failures.append("\(label): no assets/goldens found above \(options.sandbox); give --repository")
    return
  }
  let outcome = workload(
    WorkloadSetup(
      sandbox: options.sandbox, repository: repository, scratch: scratch,
      repetitions: options.repetitions ?? (options.quick ? 1 : repetitions), log: log))
  checks += outcome.checks
  failures += outcome.failures
}

if selected(MotionCheckWorkload.name) || selected(MotionCheckWorkload.failingName) {
  runInRepository("(n)", repetitions: 3) { MotionCheckWorkload(setup: $0).run() }
}

// MARK: (p) compare mode

if selected(CompareWorkload.name) {
  runInRepository("(p)", repetitions: 5) { CompareWorkload(setup: $0).run() }
}

// MARK: (s) stress scaling curve

if selected(StressScalingWorkload.name) {
  let outcome = StressScalingWorkload(
    setup: WorkloadSetup(
      sandbox: options.sandbox, repository: "", scratch: scratch,
      repetitions: options.repetitions ?? (options.quick ? 1 : 3), log: log),
    frames: options.quick ? 120 : 300, bareLoop: options.bareLoop
  ).run()
  checks += outcome.checks
  failures += outcome.failures
}

let loadAtEnd = loadAverages()
print("app-bench: \(describeLoad(loadAtEnd)) at end")
for line in describeOthers(others.othersCores(), what: "app-bench") { print(line) }
for line in skipped { print("WARNING: \(line)") }
for failure in failures { print("WARNING: \(failure)") }

if let path = options.budgetLog {
  var text = ""
  for check in checks { text += "\(check.within ? "within" : "over") \(check.name)\n" }
  guard let file = fopen(path, "a") else {
    print("app-bench: cannot open \(path) for --budget-log")
    finish(2)
  }
  fputs(text, file)
  fclose(file)
}

finish(!failures.isEmpty || (options.strict && checks.contains { !$0.within }) ? 1 : 0)
