import MaterialMotionTesting
import SandboxTestSupport
import SnapshotTesting
import XCTest

/// The strategies from XCTest: the same replay and goldens as ReplayGoldenTests, through
/// `verifySnapshot` and `assertMotion` (a failure would be an XCTest failure). XCTest on Linux
/// cannot run a `@MainActor` test method; it runs tests on the main thread, so the test body
/// enters the main actor with `MainActor.assumeIsolated`.
final class XCTestUsageTests: XCTestCase {
  func testTossableTraceAndLastFrameFromXCTest() throws {
    try MainActor.assumeIsolated { try Self.check() }
  }

  @MainActor
  private static func check() throws {
    let replay = try MotionReplay(recording: AppHarness.asset("tossable-toss.jsonl"), frames: [-1])
    let goldens = ReplayGoldenTests.goldens
    XCTAssertNil(
      verifySnapshot(
        of: replay, as: .motionTrace, named: "trace", record: .never, snapshotDirectory: goldens,
        testName: replay.name))
    XCTAssertNil(
      verifySnapshot(
        of: replay, as: .frame(-1), named: "frame-\(replay.frameCount - 1)", record: .never,
        snapshotDirectory: goldens, testName: replay.name))
    assertMotion(of: replay, goldens: goldens, frames: [-1])
  }
}
