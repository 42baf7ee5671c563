import Foundation
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionChecking
@testable import MaterialMotionSandbox

/// In-process replays: the frames and motion of `motion-sandbox --replay --headless`, without a
/// subprocess.
@MainActor
struct SceneReplayTests {
  /// Replays `asset` in-process (`ReportFixture.replay`: every frame traced, the pixels of
  /// `drawn` kept).
  func replay(
    _ asset: String, settings: [String] = [], drawn: Set<Int> = []
  ) throws -> (MotionTrace, [Int: [UInt8]], SceneReplay) {
    let replay = try SceneReplay(recording: AppHarness.asset(asset), settings: settings)
    let (trace, pixels, _, _) = try ReportFixture.replay(replay, named: asset, drawn: drawn)
    return (trace, pixels, replay)
  }

  /// A drawn frame is the one the app writes for the same replay, byte for byte.
  @Test func framesAreTheAppsFrames() throws {
    let (trace, pixels, replay) = try self.replay("tossable-toss.jsonl", drawn: [40])
    #expect(trace.frames.count == replay.frameCount)
    let app = try HeadlessReplay(
      AppHarness.asset("tossable-toss.jsonl"), capturingFrames: true)
    let expected = try app.frame(40)
    let rgb = try #require(pixels[40])
    var rgba = [UInt8](repeating: 255, count: rgb.count / 3 * 4)
    for p in 0..<(rgb.count / 3) {
      for c in 0..<3 { rgba[p * 4 + c] = rgb[p * 3 + c] }
    }
    let frame = Frame(rgba: rgba, width: expected.width, height: expected.height)
    #expect(frame.differingPixels(from: expected, tolerance: 0) == 0)
    #expect(app.frameCount == replay.frameCount)
  }

  /// The trace follows the square: it starts where the scene puts it and moves when tossed.
  @Test func traceFollowsTheSquare() throws {
    let (trace, _, _) = try replay("tossable-toss.jsonl")
    let positions = trace.series(of: "square.position").compactMap { value -> [Double]? in
      if case .numbers(let xy)? = value { return Array(xy) }
      return nil
    }
    #expect(positions.count == trace.frames.count)
    #expect(Set(positions.map { $0[0] }).count > 20, "the square moves")
  }

  /// Written and read back, a trace is the same; a change beyond the tolerance is named.
  @Test func textRoundTripsAndADifferentSpringDiverges() throws {
    let (trace, _, _) = try replay("tossable-toss.jsonl")
    let read = try MotionTrace(text: trace.text)
    #expect(read == trace)
    #expect(read.firstDivergence(from: trace) == nil)
    let (stiffer, _, _) = try replay("tossable-toss.jsonl", settings: ["spring.stiffness=900"])
    let divergence = try #require(stiffer.firstDivergence(from: trace))
    #expect(divergence.context?.contains("spring.stiffness") == true, "\(divergence)")
    #expect(divergence.key == "square.position", "\(divergence)")
    #expect("\(divergence)".hasPrefix("frame \(divergence.frame), square.position: expected "))
    #expect(divergence.divergingKeys.contains("stream position.value"))
  }
}
