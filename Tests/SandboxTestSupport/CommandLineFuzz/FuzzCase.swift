import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// One command line for the fuzzer: random flags and values (valid, out of range, malformed)
/// naming files in every state of the ``FuzzWorkspace``, an environment, and maybe a signal at
/// a random moment; and what the run may change there.
public struct FuzzCase: Sendable, CustomStringConvertible {
  /// The arguments after the program's name.
  public let arguments: [String]
  /// Added to the environment.
  public let environment: [String: String]
  /// A signal to send, and after how many seconds (nil: none).
  public let signal: (number: Int32, after: Double)?
  /// Whether it is `check`.
  public let isCheck: Bool

  /// Paths (relative to the workspace) the run may create; `NAME/` allows any new file in NAME.
  let creatable: [String]
  /// Paths (relative) whose existing files the run may change (`--overwrite`, goldens).
  let changeable: [String]

  /// The case as a shell command line, with its environment and signal.
  public var description: String {
    let env = environment.map { "\($0.key)=\($0.value) " }.sorted().joined()
    let sig = signal.map { " (signal \($0.number) after \(Int($0.after * 1000)) ms)" } ?? ""
    return env + "motion-sandbox " + arguments.map { "'\($0)'" }.joined(separator: " ") + sig
  }

  static let recordings = [
    "replay.jsonl", "tiny.jsonl", "bad.jsonl", "empty.jsonl", "link.jsonl", "hard.jsonl",
    "fifo.jsonl", "missing.jsonl", "frames", "existing.png", "dangling.png",
  ]
  static let files = [
    "new.mp4", "new.gif", "new.json", "new.png", "new.jsonl", "new.txt", "newdir/x.png",
    "existing.mp4", "existing.json", "existing.png", "frames/frame-000000.png",
    "artifacts/report.html", "replay.jsonl", "link.jsonl", "hard.jsonl", "fifo.jsonl",
    "dangling.png", "frames", "tiny.jsonl",
  ]
  static let folders = [
    "frames", "empty", "shots", "newdir", "goldens", "artifacts", "existing.png",
  ]

  /// A random case in the workspace `root`.
  public static func random(root: String, using rng: inout SplitMix64) -> FuzzCase {
    var maker = Maker(root: root)
    if rng.unit() < 0.3 {
      maker.check(&rng)
    } else {
      maker.run(&rng)
    }
    if rng.unit() < 0.05 { maker.arguments.append(["--nope", "stray", "--frames"].pick(&rng)) }
    let signal: (Int32, Double)? =
      rng.unit() < 0.2 ? ([SIGINT, SIGTERM].pick(&rng), rng.unit() * 0.6) : nil
    return FuzzCase(
      arguments: maker.arguments, environment: ["CI": rng.unit() < 0.2 ? "true" : ""],
      signal: signal, isCheck: maker.isCheck, creatable: maker.creatable,
      changeable: maker.changeable)
  }

  /// Builds one case's arguments and allowances.
  private struct Maker {
    let root: String
    var arguments: [String] = []
    var isCheck = false
    var creatable: [String] = []
    var changeable: [String] = []
    var overwrite = false

    init(root: String) { self.root = root }

    func path(_ relative: String) -> String { "\(root)/\(relative)" }

    mutating func option(_ flag: String, _ values: [String], _ rng: inout SplitMix64, p: Double) {
      if rng.unit() < p { arguments += [flag, values.pick(&rng)] }
    }

    mutating func output(
      _ flag: String, _ rng: inout SplitMix64, p: Double, replaceable: Bool = true
    ) {
      guard rng.unit() < p else { return }
      let file = FuzzCase.files.pick(&rng)
      arguments += [flag, path(file)]
      creatable.append(file)
      if replaceable { changeable.append(file) }
    }

    mutating func run(_ rng: inout SplitMix64) {
      if rng.unit() < 0.9 { arguments.append("--headless") }
      option("--frames", ["1", "2", "5", "20", "0", "-1", "10000001", "x"], &rng, p: 0.9)
      option("--scene", ["tossable", "stress", "direct", "nosuch", ""], &rng, p: 0.3)
      if rng.unit() < 0.35 { arguments += ["--replay", path(FuzzCase.recordings.pick(&rng))] }
      output("--record-input", &rng, p: 0.15, replaceable: false)
      output("--video", &rng, p: 0.12)
      output("--report", &rng, p: 0.12)
      output("--report-sheet", &rng, p: 0.12)
      output("--lottie", &rng, p: 0.12)
      if rng.unit() < 0.2 {
        let folder = FuzzCase.folders.pick(&rng)
        arguments += ["--capture", path(folder)]
        creatable.append(folder + "/")
        changeable.append(folder + "/")
      }
      if rng.unit() < 0.3 {
        let folder = FuzzCase.folders.pick(&rng)
        arguments += ["--screenshot-dir", path(folder)]
        creatable.append(folder + "/")
      }
      option(
        "--set",
        ["spring.stiffness=100", "spring.stiffness=1e309", "nosuch=1", "spring.damping=-1", "="],
        &rng, p: 0.2)
      option(
        "--compare", ["spring.stiffness=10,spring.stiffness=20", "spring.mass=2", ""], &rng,
        p: 0.05)
      option("--size", ["200x150", "0x0", "100000x1", "abc"], &rng, p: 0.2)
      option("--fps", ["30", "0", "1e309", "nan"], &rng, p: 0.1)
      option("--pixel-scale", ["1", "2", "5", "-1"], &rng, p: 0.1)
      option("--png-level", ["0", "9", "10"], &rng, p: 0.05)
      option("--onion", ["1", "64", "65", "-1"], &rng, p: 0.05)
      option("--export", ["css", "origami", "kotlin"], &rng, p: 0.05)
      if rng.unit() < 0.2 { arguments.append("--overwrite") }
      if rng.unit() < 0.05 { arguments.append("--draw-every-frame") }
      if !arguments.contains("--overwrite") { changeable = [] }
    }

    mutating func check(_ rng: inout SplitMix64) {
      isCheck = true
      arguments = ["check"]
      for _ in 0..<(rng.unit() < 0.2 ? 2 : 1) where rng.unit() < 0.95 {
        arguments += ["--replay", path(["replay.jsonl", "tiny.jsonl"].pick(&rng))]
      }
      if rng.unit() < 0.2 { arguments += ["--replay", path(FuzzCase.recordings.pick(&rng))] }
      let goldens = ["goldens", "newgoldens", "existing.png", "empty"].pick(&rng)
      if rng.unit() < 0.95 { arguments += ["--goldens", path(goldens)] }
      creatable.append(goldens + "/")
      changeable.append(goldens + "/")
      option("--record", ["all", "failed", "missing", "never", "x"], &rng, p: 0.5)
      if rng.unit() < 0.6 {
        let artifacts = ["artifacts", "newartifacts", "empty"].pick(&rng)
        arguments += ["--artifacts", path(artifacts)]
        creatable.append(artifacts + "/")
        if rng.unit() < 0.3 {
          arguments.append("--overwrite")
          changeable.append(artifacts + "/")
        }
      }
      option("--frames", ["-1", "0,5", "132", "5000", "a"], &rng, p: 0.3)
      option("--mask", ["0,0,10,10", "-5,-5,10,10", "1,2,3"], &rng, p: 0.1)
      option("--scene", ["tossable", "nosuch"], &rng, p: 0.1)
      option("--set", ["spring.stiffness=900", "nosuch=1"], &rng, p: 0.15)
      option("--tolerance", ["0", "-1", "1e309"], &rng, p: 0.05)
      if !arguments.contains("--artifacts") {
        // The default artifacts folder is a new one in the temporary folder, outside.
        arguments += ["--artifacts", path("defaultartifacts")]
        creatable.append("defaultartifacts/")
      }
    }
  }
}

extension Array {
  /// A random element (the array is never empty here).
  func pick(_ rng: inout SplitMix64) -> Element {
    self[Int(rng.next() % UInt64(count))]
  }
}
