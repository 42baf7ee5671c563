import BenchSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

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

/// app-bench's command line: the programs it runs, and the flags every bench tool takes
/// (``BenchArguments``: `--quick`, `--strict`, `--repetitions`, `--only`, `--budget-log`).
struct Options {
  var sandbox = ""
  var bareLoop = ""
  var pngPeer = ""
  var replay: String?
  var cairoLoop: String?
  var imageGrid: String?
  var repository: String?
  var verbose = false
  /// The flags shared with the other bench tools.
  var common = BenchArguments([])

  var quick: Bool { common.quick }
  var repetitions: Int? { common.repetitions }

  /// The options of `arguments` (the process's by default); prints the usage and exits with
  /// status 2 on an unknown flag, a missing value or a missing program.
  static func parse(_ arguments: [String] = CommandLine.arguments) -> Options {
    var options = Options()
    var rest = arguments.dropFirst().makeIterator()
    func value() -> String {
      guard let text = rest.next() else { fail() }
      return text
    }
    func fail(_ message: String? = nil) -> Never {
      print((message.map { $0 + "\n" } ?? "") + usage)
      exit(2)
    }
    while let argument = rest.next() {
      switch argument {
      case "--sandbox": options.sandbox = value()
      case "--bare-loop": options.bareLoop = value()
      case "--png-peer": options.pngPeer = value()
      case "--replay": options.replay = value()
      case "--cairo-loop": options.cairoLoop = value()
      case "--image-grid": options.imageGrid = value()
      case "--repository": options.repository = value()
      case "--verbose": options.verbose = true
      case "--quick", "--strict": break
      case "--repetitions":
        guard (Int(value()) ?? 0) > 0 else { fail("--repetitions takes a whole number > 0") }
      case "--only", "--budget-log": _ = value()
      case "-h", "--help":
        print(usage)
        exit(0)
      default: fail("unknown argument \(argument)")
      }
    }
    if options.sandbox.isEmpty || options.bareLoop.isEmpty || options.pngPeer.isEmpty { fail() }
    options.common = BenchArguments(arguments)
    return options
  }
}

/// What the workloads written as functions (f, g, h, l) are given: the options, the scratch
/// folder and where `--verbose` lines go.
struct BenchContext {
  let options: Options
  let scratch: String
  let log: (String) -> Void

  /// `repetitions` runs, or `--repetitions`, or `quick` with `--quick`.
  func repetitions(_ full: Int, quick: Int = 1) -> Int {
    options.repetitions ?? (options.quick ? quick : full)
  }

  /// The setup of a workload in a type of its own, run in `repository`.
  func setup(repository: String, repetitions full: Int, quick: Int = 1) -> WorkloadSetup {
    WorkloadSetup(
      sandbox: URL(fileURLWithPath: options.sandbox).path, repository: repository,
      scratch: scratch, repetitions: repetitions(full, quick: quick), log: log)
  }

  /// The first folder above the sandbox binary that has `relativePath` (its checkout), or
  /// `--repository`.
  func repository(containing relativePath: String) -> String? {
    if let repository = options.repository { return URL(fileURLWithPath: repository).path }
    var directory = URL(fileURLWithPath: options.sandbox).resolvingSymlinksInPath()
    while directory.path != "/" {
      directory.deleteLastPathComponent()
      let path = directory.appendingPathComponent(relativePath).path
      if FileManager.default.fileExists(atPath: path) { return directory.path }
    }
    return nil
  }
}
