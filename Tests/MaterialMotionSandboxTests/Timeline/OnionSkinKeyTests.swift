import Foundation
import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// O shows and hides the onion skin in a live run, as a viewing control: it is not recorded.
@MainActor
@Suite(.serialized) struct OnionSkinKeyTests {
  @Test func oShowsTheGhostsOfTheMotionAndHidesThemWithoutRecordingTheKey() throws {
    let path = AppHarness.temporaryDirectory("onion-key") + "/run.jsonl"
    let timeline = TimelineSessionTests()
    let (run, driver) = try timeline.makeRun(recordingPath: path)
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    let onion = session.scrubber.onion
    for _ in 0..<40 { try host.runFrame() }
    try timeline.toss(host, by: Point(x: 200, y: 0))
    #expect(!onion.isShown)
    #expect(onion.layer.children.isEmpty)
    try host.runFrame()
    QueuedInput.keyPress("O")
    try host.runFrame()
    #expect(onion.isShown)
    #expect(onion.settings == .standard)
    // 8 ghosts of the square, the newest on top, each fainter than the one above it, the
    // newest where the square was 4 frames before.
    let ghosts = Array(onion.layer.children.reversed())
    #expect(ghosts.count == 8)
    #expect(zip(ghosts, ghosts.dropFirst()).allSatisfy { $0.opacity > $1.opacity })
    func filled(_ element: Element) -> [Element] {
      (element.backgroundColor.alpha > 0 ? [element] : []) + element.children.flatMap(filled)
    }
    let newest = try #require(ghosts.first.map(filled)?.first)
    let then = host.frameTime - 4.0 / 60
    let was = try #require(driver.squares.min { abs($0.key - then) < abs($1.key - then) })
    #expect(abs(was.key - then) < 1e-9)
    #expect(newest.position == was.value)
    QueuedInput.keyPress("O")
    try host.runFrame()
    #expect(!onion.isShown)
    #expect(onion.layer.children.isEmpty)
    session.recording?.stop()
    let recorded = try String(contentsOfFile: path, encoding: .utf8)
    #expect(!recorded.contains(#""key":"O""#), "O is a viewing control: not recorded")
    #expect(recorded.contains("mouse.down"))
  }
}
