import Foundation
import SandboxTestSupport
import Testing

/// Recordings replayed with `--lottie` and `--capture`: every file valid against the Lottie
/// specification's schema (lottie-spec 1.0.1), and drawn by rlottie like the sandbox drew the
/// same run, frame by frame (`Tests/Support/lottie`: validate.py, compare.py).
///
/// The default run checks a representative set (a toss and a spring, stickers lifted with
/// elevation shadows, photos in clipping cells and opened over the grid, a container that
/// clips its content, labels); `MOTION_SANDBOX_LOTTIE_ALL=1` (`make lottie-check`) checks every
/// recording in assets/replays.
@Suite(.serialized) struct LottieReplayTests {
  /// The largest mean difference of a frame's colour channels, 0 to 255, outside the app's
  /// title lines (which are no part of the run's element tree): measured at most 2.7 over the
  /// recordings (fab-reveal's sheet and photo-album's open photo, blended a few levels apart
  /// over much of the window; elsewhere shadows and anti-aliased edges, mostly under 0.5).
  static let meanTolerance = 3.5
  /// The largest share of a frame's pixels whose largest channel differs by more than 48:
  /// measured at most 0.7 % over the recordings (push-back).
  static let shareTolerance = 0.01

  static let representative = [
    "tossable-toss.jsonl", "sticker-picker-stickers.jsonl", "photo-album-open-dismiss.jsonl",
    "fab-reveal-open-close.jsonl", "material-expansion-taps.jsonl",
    // The window resized during the run: the frames of the animation's size are compared.
    "scalable-window-resize.jsonl",
  ]

  static var recordings: [String] {
    guard ProcessInfo.processInfo.environment["MOTION_SANDBOX_LOTTIE_ALL"] == "1" else {
      return representative
    }
    let folder = AppHarness.repositoryRoot + "/assets/replays"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".jsonl") }.sorted()
  }

  static let tools = AppHarness.repositoryRoot + "/Tests/Support/lottie"

  @Test(arguments: recordings)
  func rlottieDrawsTheRunAsTheSandboxDid(recording: String) throws {
    let folder = AppHarness.temporaryDirectory("lottie-replay")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let lottie = folder + "/run.json"
    let frames = folder + "/frames"
    let run = try AppHarness.sandbox([
      "--headless", "--replay", AppHarness.asset(recording), "--lottie", lottie, "--capture",
      frames,
    ])
    try #require(run.status == 0, "\(recording): \(run.stderr)")
    let python = try #require(AppHarness.which("python3"), "python3 is not on PATH")
    let validation = try AppHarness.run(python, [Self.tools + "/validate.py", lottie])
    #expect(validation.status == 0, "\(recording): \(validation.stdout)\(validation.stderr)")
    let comparison = try AppHarness.run(
      python, [Self.tools + "/compare.py", lottie, frames], timeout: 600)
    try #require(comparison.status == 0, "\(recording): \(comparison.stderr)")
    let summary = try #require(
      comparison.stdout.split(separator: "\n").last { $0.hasPrefix("worst mean ") })
    let match = try #require(
      summary.firstMatch(
        of: /worst mean ([0-9.]+) \(frame (-?\d+)\) share ([0-9.]+) \(frame (-?\d+)\) frames (\d+)/)
    )
    let (mean, share, count) = (Double(match.1)!, Double(match.3)!, Int(match.5)!)
    #expect(count > 10, "\(recording): \(summary)")
    #expect(mean <= Self.meanTolerance, "\(recording): \(summary)")
    #expect(share <= Self.shareTolerance, "\(recording): \(summary)")
  }
}
