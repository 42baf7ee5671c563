import Foundation
import MaterialMotionSDL
import SandboxBenchmarkSupport
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// The state of one bounded fuzz run: the generator's inputs, the files, the counts and a
/// watchdog.
@MainActor
final class ReplayFuzzRun {
  let seed: UInt64
  /// The run's folder: the case files and the replays' final frames.
  let directory: String
  var casePath: String { "\(directory)/case.jsonl" }
  var caseNotePath: String { "\(directory)/case.txt" }
  /// The recordings of `assets/replays/`, as lines: what the generator mutates.
  let assets: [[String]]
  private let catalog: SceneCatalog
  private(set) var cases = 0
  private(set) var replayed = 0
  private(set) var unknownScenes = 0
  private(set) var rejected = 0
  private(set) var slowest = (index: -1, seconds: 0.0)
  /// Cases that failed (a rejection not naming its line, a valid recording that did not replay).
  private(set) var failures = 0
  private let watchdog = Watchdog()
  /// Print a line per case: its number, outcome and time (`REPLAY_FUZZ_VERBOSE`).
  var verbose = false
  /// A case running longer than this is a hang: the watchdog stops the process, naming it.
  static let hangSeconds = 60.0
  static let framesPerCase = 30

  init(seed: UInt64) throws {
    self.seed = seed
    catalog = try SceneCatalog(BuiltInScenes.all)
    directory = AppHarness.temporaryDirectory("replay-fuzz")
    let replays = AppHarness.repositoryRoot + "/assets/replays"
    var assets: [[String]] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: replays).sorted()
    where name.hasSuffix(".jsonl") {
      let text = try String(contentsOfFile: "\(replays)/\(name)", encoding: .utf8)
      assets.append(text.split(separator: "\n").map(String.init))
    }
    #expect(assets.count >= 10, "the replay assets are in \(replays)")
    self.assets = assets
    watchdog.start(limit: Self.hangSeconds, casePath: "\(directory)/case.jsonl")
  }

  isolated deinit {
    watchdog.stop()
  }

  /// Removes the run's folder: the case files and the replays' final frames.
  func removeDirectory() {
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// Generates case `index`, parses it and, when valid, replays it.
  func runCase(_ index: Int) throws {
    var generator = CaseGenerator(seed: seed, index: index, assets: assets)
    let (text, fps) = generator.makeCase()
    cases += 1
    try text.write(toFile: casePath, atomically: false, encoding: .utf8)
    let fpsNote = fps.map { ", replayed with --fps \($0)" } ?? ""
    try "case \(index) of seed \(String(seed, radix: 16))\(fpsNote)\n".write(
      toFile: caseNotePath, atomically: false, encoding: .utf8)
    let since = ContinuousClock.now
    watchdog.begin(index, at: since)
    var outcome = "rejected"
    defer {
      watchdog.end()
      let seconds = Watchdog.seconds(since.duration(to: .now))
      if seconds > slowest.seconds { slowest = (index, seconds) }
      if verbose {
        QuietOutput.say(
          "case \(index): \(outcome), \(Int((seconds * 1000).rounded())) ms, \(text.utf8.count) bytes"
        )
      }
    }
    let recording: Recording
    do {
      recording = try Recording(parsing: text, name: casePath)
    } catch let error as PlatformError {
      rejected += 1
      if verbose { outcome = "rejected: \(error.description.suffix(80))" }
      if !rejectionNamesItsLine(error.description, recording: casePath) { failures += 1 }
      #expect(
        rejectionNamesItsLine(error.description, recording: casePath),
        "case \(index): a rejection must be one line naming the line: \(error.description)")
      return
    }
    // The stress scene (1,000 springs) costs ten times what the others do per frame.
    let frames = recording.header.scene == "stress" ? Self.framesPerCase / 3 : Self.framesPerCase
    let options = try options(frames: frames, fps: fps)
    replayed += 1
    outcome = "replayed \(recording.header.scene) at \(fps.map(String.init) ?? "its") fps"
    defer { removeFinalFrames(in: directory) }
    do {
      try SandboxRun(options: options, catalog: catalog).start()
    } catch let error as SandboxError where error.description.hasPrefix("unknown scene") {
      unknownScenes += 1
    } catch let error as SandboxError
      where rejectionNamesItsLine(error.description, recording: casePath)
    {
      // Checked by the run rather than the parser (a header's scene parameters are checked
      // against the scenes' own ranges): a rejection like any other.
      replayed -= 1
      rejected += 1
      if verbose { outcome = "rejected by the run: \(error.description.suffix(80))" }
    } catch {
      failures += 1
      Issue.record("case \(index): a valid recording failed to replay: \(error)")
    }
  }

  /// The command line of a case, parsed once per frame count and rate (parsing it costs more
  /// than a replay of a few frames in a debug build).
  private func options(frames: Int, fps: Int?) throws -> SandboxOptions {
    let key = "\(frames) \(fps ?? 0)"
    if let options = parsedOptions[key] { return options }
    // Every frame drawn: the renderer sees every state a mutated recording leads to.
    var arguments = [
      "--headless", "--replay", casePath, "--frames", String(frames), "--screenshot-dir", directory,
      "--draw-every-frame",
    ]
    if let fps { arguments += ["--fps", String(fps)] }
    let options = try SandboxOptions.parse(arguments)
    parsedOptions[key] = options
    return options
  }

  private var parsedOptions: [String: SandboxOptions] = [:]
}
