import Foundation
import MaterialMotionSDL

#if canImport(Glibc)
  import Glibc
#endif

/// The command-line fuzzer: runs the real `motion-sandbox` on random ``FuzzCase``s, `jobs` at a
/// time, each in a fresh ``FuzzWorkspace``, sends their signals when due, and collects what
/// ``FuzzVerdict`` finds. The same seed makes the same cases.
public struct CommandLineFuzzer {
  /// One finding: the case (to run again by hand) and what was wrong.
  public struct Finding: CustomStringConvertible, Sendable {
    /// The case's number in its seed's sequence.
    public let index: Int
    /// The case: its command line, environment and signal.
    public let fuzzCase: FuzzCase
    /// What was wrong, one line each.
    public let problems: [String]
    /// What the run wrote to standard error.
    public let stderr: String

    /// The case as a command line to run again, then the problems and the run's stderr.
    public var description: String {
      "case \(index): \(fuzzCase)\n  " + problems.joined(separator: "\n  ")
        + "\n  stderr: \(stderr.prefix(400))"
    }
  }

  let binary: String
  let folder: String
  let replay: String
  let goldens: [String]
  /// Seconds a case may take before it counts as unbounded: 90, since a headless capture of
  /// `stress`'s 180 frames by the debug build took over 30 s on a loaded 2-core machine.
  let timeout: Double

  /// A fuzzer of `binary`, working in `folder`, with the recording `replay` and its `goldens`.
  public init(
    binary: String, folder: String, replay: String, goldens: [String], timeout: Double = 90
  ) {
    self.binary = binary
    self.folder = folder
    self.replay = replay
    self.goldens = goldens
    self.timeout = timeout
  }

  private struct Running {
    let index: Int
    let fuzzCase: FuzzCase
    let workspace: FuzzWorkspace
    let before: [String: FuzzWorkspace.Entry]
    let process: Subprocess
    let start: Date
    var signalled = false
  }

  /// Runs cases `0..<count` of `seed`, `jobs` at a time; returns the findings.
  public func run(count: Int, seed: UInt64, jobs: Int = 2) throws -> [Finding] {
    var rng = SplitMix64(seed: seed)
    // The runs' own temporary folder (TMPDIR): what a run puts there unasked (a check's default
    // artifacts folder, a log) goes with the fuzzer's folder, not into the machine's /tmp.
    let temporary = "\(folder)/tmp"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
    var findings: [Finding] = []
    var running: [Running] = []
    var next = 0
    while next < count || !running.isEmpty {
      while running.count < jobs && next < count {
        let workspace = try FuzzWorkspace(
          root: "\(folder)/w\(running.count)-\(next)", replay: replay, goldens: goldens)
        let fuzzCase = FuzzCase.random(root: workspace.root, using: &rng)
        let before = workspace.snapshot()
        let process = try Subprocess(
          binary, fuzzCase.arguments,
          environment: fuzzCase.environment.merging(["TMPDIR": temporary]) { mine, _ in mine })
        running.append(
          Running(
            index: next, fuzzCase: fuzzCase, workspace: workspace, before: before,
            process: process, start: Date()))
        next += 1
      }
      usleep(2_000)
      var still: [Running] = []
      for var run in running {
        let elapsed = Date().timeIntervalSince(run.start)
        if let signal = run.fuzzCase.signal, !run.signalled, elapsed >= signal.after {
          kill(run.process.pid, signal.number)
          run.signalled = true
        }
        if run.process.isRunning {
          if elapsed > timeout {
            kill(run.process.pid, SIGKILL)
            _ = run.process.wait(timeout: 5)
            findings.append(
              Finding(
                index: run.index, fuzzCase: run.fuzzCase,
                problems: ["still running after \(Int(timeout)) s"], stderr: run.process.stderr))
            try? FileManager.default.removeItem(atPath: run.workspace.root)
          } else {
            still.append(run)
          }
          continue
        }
        let problems = FuzzVerdict.findings(
          of: run.fuzzCase, status: run.process.status ?? -1,
          endedBySignal: run.process.endedBySignal, stderr: run.process.stderr,
          before: run.before, after: run.workspace.snapshot())
        if !problems.isEmpty {
          findings.append(
            Finding(
              index: run.index, fuzzCase: run.fuzzCase, problems: problems,
              stderr: run.process.stderr))
        } else {
          try? FileManager.default.removeItem(atPath: run.workspace.root)
        }
      }
      running = still
    }
    return findings
  }
}
