import Foundation
import Testing

/// A recording replayed headless by a built app, run to its end, and what it drew: its final
/// frame, its screenshots and, when asked for, every frame.
///
/// ```swift
/// let replay = try HeadlessReplay(AppHarness.asset("tap-taps.jsonl"), capturingFrames: true)
/// let square = try #require(try replay.frame(-1).square)
/// ```
public struct HeadlessReplay: Sendable {
  /// How the app ended and what it printed.
  public let result: AppHarness.Result
  /// The folder the final frame and any screenshots are written to (`--screenshot-dir`).
  public let directory: String
  /// The folder every frame is captured to (`--capture`), when capturing.
  public let framesDirectory: String?

  /// Replays `recording` with `binary` (`motion-sandbox` unless given) and `--headless`, its
  /// outputs in a new temporary folder, capturing every frame when `capturingFrames` is true;
  /// `arguments` are added to the command line. The test records an issue when the app does
  /// not exit with status 0, or when a capture drops a frame.
  public init(
    _ recording: String, binary: String = AppHarness.binary, capturingFrames: Bool = false,
    arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let name = URL(fileURLWithPath: recording).deletingPathExtension().lastPathComponent
    directory = AppHarness.temporaryDirectory("replay-\(name)")
    framesDirectory = capturingFrames ? directory + "/frames" : nil
    var command = ["--replay", recording, "--headless", "--screenshot-dir", directory]
    if let framesDirectory { command += ["--capture", framesDirectory] }
    result = try AppHarness.run(binary, command + arguments, sourceLocation: sourceLocation)
    if result.status != 0 {
      Issue.record(
        "the replay of \(recording) exited with status \(result.status): \(result.stderr)",
        sourceLocation: sourceLocation)
    }
    if capturingFrames && !result.stdout.contains(", 0 dropped") {
      Issue.record(
        "the capture of \(recording) dropped frames: \(result.stdout)",
        sourceLocation: sourceLocation)
    }
  }

  /// How many frames were captured.
  public var frameCount: Int {
    guard let framesDirectory else { return 0 }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: framesDirectory)) ?? []
    return files.filter { $0.hasSuffix(".png") }.count
  }

  /// The path of captured frame `index` (from 0; a negative index counts from the end, -1 being
  /// the last frame).
  public func framePath(_ index: Int) -> String {
    let resolved = index < 0 ? frameCount + index : index
    let digits = String(resolved)
    let name = "frame-\(String(repeating: "0", count: max(0, 6 - digits.count)))\(digits).png"
    return "\(framesDirectory ?? directory)/\(name)"
  }

  /// Captured frame `index` (a negative index counts from the end, -1 being the last frame).
  public func frame(_ index: Int) throws -> Frame {
    try Frame(path: framePath(index))
  }

  /// The first captured frame whose file differs, byte for byte, from `other`'s frame of the
  /// same index, or nil when none does (of the frames both captured).
  public func firstDifferingFrame(comparedWith other: HeadlessReplay) -> Int? {
    (0..<min(frameCount, other.frameCount)).first {
      !FileManager.default.contentsEqual(atPath: framePath($0), andPath: other.framePath($0))
    }
  }

  /// The path of the final frame, as the app reported it (`final frame: PATH`).
  public var finalFramePath: String? {
    AppHarness.paths(after: "final frame: ", in: result.stdout).first
  }

  /// The final frame the app wrote.
  public func finalFrame() throws -> Frame {
    guard let path = finalFramePath else {
      throw HarnessError("the replay reported no final frame: \(result.stdout) \(result.stderr)")
    }
    return try Frame(path: path)
  }

  /// The paths of the screenshots taken during the replay (F12 in the recording), in order.
  public var screenshots: [String] { result.screenshots }
}
