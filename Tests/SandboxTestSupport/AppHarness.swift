import Foundation
import Testing

/// Runs built apps (`motion-sandbox`, or the app of a package that depends on this one) and the
/// tools end-to-end tests need, and finds the files they use.
public enum AppHarness {
  /// The executable `name` built beside the test bundle by `swift build --build-tests`: this
  /// package's `motion-sandbox`, or the executable of the package whose tests run.
  public static func binary(named name: String) -> String {
    let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // `swift test` may run from inside the .xctest bundle directory.
    let candidates = [bundleDir, bundleDir.deletingLastPathComponent()].map {
      $0.appendingPathComponent(name).path
    }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
  }

  /// The `motion-sandbox` binary beside the test bundle.
  public static var binary: String { binary(named: "motion-sandbox") }

  /// The root of this repository (for its assets and its test programs' sources).
  public static var repositoryRoot: String { packageRoot(of: #filePath) }

  /// The path of one of this repository's recorded replays (`assets/replays/NAME`).
  public static func asset(_ name: String) -> String {
    "\(repositoryRoot)/assets/replays/\(name)"
  }

  /// The path of `relativePath` in the package whose source file `filePath` is: by default the
  /// package of the test that calls this (the nearest folder above it with a `Package.swift`).
  public static func packageFile(_ relativePath: String, from filePath: String = #filePath)
    -> String
  {
    "\(packageRoot(of: filePath))/\(relativePath)"
  }

  /// The nearest folder above `filePath` that holds a `Package.swift`.
  static func packageRoot(of filePath: String) -> String {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.path
      }
      folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: filePath).deletingLastPathComponent().path
  }

  /// A new empty folder in the test process's ``TestScratch/root`` (removed when the process
  /// exits); `name` makes it easy to tell apart.
  public static func temporaryDirectory(_ name: String) -> String {
    let path = TestScratch.root + "/\(name)-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Writes a recording of `lines` (a header, then events), each ended by a newline as the
  /// recorder writes them, to a file `name` in a new temporary folder; returns its path.
  public static func writeRecording(_ lines: [String], named name: String = "input.jsonl") throws
    -> String
  {
    let path = temporaryDirectory("recording") + "/" + name
    try (lines.joined(separator: "\n") + "\n").write(
      toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// How a process ended and what it wrote.
  public struct Result: Sendable {
    /// The exit status (128 + the signal's number when a signal ended it).
    public let status: Int32
    /// Its standard output.
    public let stdout: String
    /// Its standard error.
    public let stderr: String

    /// The paths of the screenshots the app reported (`screenshot: PATH` lines).
    public var screenshots: [String] { paths(after: "screenshot: ", in: stdout) }
  }

  /// Runs `executable` with `arguments` and an environment (see ``Subprocess``), waiting for it
  /// to exit; after `timeout` seconds it is killed and the test records an issue.
  @discardableResult
  public static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    timeout: Double = 120, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    let process = try Subprocess(executable, arguments, environment: environment)
    let status = process.wait(timeout: timeout)
    if status == 128 + SIGKILL {
      Issue.record(
        "\(executable) \(arguments) timed out after \(timeout) s", sourceLocation: sourceLocation)
    }
    return Result(status: status, stdout: process.stdout, stderr: process.stderr)
  }

  /// Runs `motion-sandbox` with `arguments`, waiting for it to exit.
  @discardableResult
  public static func sandbox(
    _ arguments: [String], environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Result {
    try run(binary, arguments, environment: environment, sourceLocation: sourceLocation)
  }

  /// Finds `tool` on `PATH`.
  public static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(tool)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The rest of every line of `output` that starts with `prefix` ("screenshot: ").
  static func paths(after prefix: String, in output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map {
      String($0.dropFirst(prefix.count))
    }
  }
}
