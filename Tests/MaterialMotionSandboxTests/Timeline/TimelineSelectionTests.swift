import CSDL2
import Foundation
import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// The timeline's selection over a live run, driven through SDL's queue as live input is:
/// Shift and a drag along the bar select frames, drawn on the bar with their length; W's
/// animation is those frames alone; a plain click on the bar scrubs and keeps them; Shift and a
/// click let them go, and the whole run is written again.
@MainActor
@Suite(.serialized) struct TimelineSelectionTests {
  /// A headless tossable run on virtual time at 60 fps, its timeline shown (H) after `frames`
  /// frames.
  func makeRun(frames: Int) throws -> SceneRun {
    let run = try SceneRun.headless(
      scene: TossableScene.name, of: SceneCatalog(BuiltInScenes.all), width: 800, height: 600)
    for _ in 0..<frames { try run.host.runFrame() }
    QueuedInput.keyPress("H")
    try run.host.runFrame()
    return run
  }

  /// The point `fraction` of the way along the timeline's track.
  func onBar(_ session: SandboxSession, _ fraction: Double) -> Point {
    let track = session.scrubber.bar.trackFrame
    return Point(x: (track.minX + track.width * fraction).rounded(), y: track.midY.rounded())
  }

  /// A press on the bar at `from`, a drag to `to` and a release there, Shift held if `shift`.
  func drag(
    _ run: SceneRun, from: Double, to: Double, shift: Bool
  ) throws {
    let session = run.session
    if shift { QueuedInput.key("Left Shift", down: true, modifiers: UInt16(KMOD_LSHIFT.rawValue)) }
    QueuedInput.mouseButton(down: true, at: onBar(session, from))
    if to != from {
      QueuedInput.mouseMotion(to: onBar(session, (from + to) / 2))
      QueuedInput.mouseMotion(to: onBar(session, to))
    }
    QueuedInput.mouseButton(down: false, at: onBar(session, to))
    if shift { QueuedInput.key("Left Shift", down: false) }
    try run.host.runFrame()
    try run.host.runFrame()
  }

  /// The animation W writes now, parsed, and the line that says so.
  func writeLottie(_ session: SandboxSession, _ folder: String, _ name: String) throws -> (
    animation: [String: Any], line: String
  ) {
    let path = folder + "/" + name
    let line = try session.writeLottie(to: path, replacing: false)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let animation = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (animation, line)
  }

  @Test func shiftAndADragSelectTheFramesWWrites() throws {
    let folder = TestScratch.root + "/timeline-selection"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try makeRun(frames: 120)
    defer { run.close() }
    let (session, scrubber) = (run.session, run.session.scrubber)
    let all = scrubber.history.frames
    #expect(scrubber.selectedFrames == nil)
    #expect(scrubber.bar.selected.isHidden)

    // Shift and a drag from a quarter of the way along to three quarters.
    try drag(run, from: 0.25, to: 0.75, shift: true)
    let range = try #require(scrubber.selectedFrames)
    let (start, span) = (
      all[all.startIndex].time, all[all.endIndex - 1].time - all[all.startIndex].time
    )
    #expect(abs(all[range.lowerBound].time - (start + span / 4)) <= 2.0 / 60)
    #expect(abs(all[range.upperBound - 1].time - (start + span * 3 / 4)) <= 2.0 / 60)
    #expect((55...65).contains(range.count), "\(range.count) frames selected")
    // The playhead followed the drag; the band covers the selection on the bar.
    #expect(scrubber.position == range.upperBound - 1)
    let band = scrubber.bar.selected
    #expect(!band.isHidden)
    let barLeft = scrubber.bar.element.frame.minX
    #expect(abs(barLeft + band.frame.minX - onBar(session, 0.25).x) <= 2)
    #expect(abs(barLeft + band.frame.maxX - onBar(session, 0.75).x) <= 2)
    #expect(scrubber.selectionText?.contains("\(range.count) frames") == true)

    // The held timeline lets W through to the run (as Esc, F1 and F12), and takes other keys.
    #expect(scrubber.isScrubbing)
    for (key, taken) in [("W", false), ("F12", false), ("C", true)] {
      let press = TimedInput(time: 0, input: .key(KeyInput(key, .down)))
      #expect(
        scrubber.intercepts(press, tuningShown: false, pickerShown: false, sceneCount: 1)
          == taken, "\(key)")
    }
    // W writes the selected frames alone, numbered from the first.
    let selected = try writeLottie(session, folder, "selected.json")
    #expect(selected.animation["op"] as? Double == Double(range.count), "\(selected.line)")
    let first = all[range.lowerBound].number
    #expect(selected.line.contains("(\(range.count) frames at 60 fps"), "\(selected.line)")
    #expect(selected.line.contains("the timeline's selection: frames \(first) to "))

    // A plain click on the bar shows the frame there and keeps the selection.
    try drag(run, from: 0.9, to: 0.9, shift: false)
    #expect(scrubber.selectedFrames == range)
    #expect(scrubber.position.map { $0 > range.upperBound } == true)

    // Shift and a click without a drag: no selection, and the whole run is written.
    try drag(run, from: 0.5, to: 0.5, shift: true)
    #expect(scrubber.selectedFrames == nil)
    #expect(scrubber.bar.selected.isHidden)
    let whole = try writeLottie(session, folder, "whole.json")
    #expect(whole.animation["op"] as? Double == Double(all.count), "\(whole.line)")
    #expect(!whole.line.contains("the timeline's selection"))
  }

  /// A drag backwards selects the same way; going back to the run keeps the selection.
  @Test func aSelectionDraggedBackwardsIsKeptLive() throws {
    let run = try makeRun(frames: 60)
    defer { run.close() }
    let scrubber = run.session.scrubber
    try drag(run, from: 0.8, to: 0.2, shift: true)
    let range = try #require(scrubber.selectedFrames)
    #expect(scrubber.position == range.lowerBound)
    QueuedInput.keyPress("P")
    try run.host.runFrame()
    #expect(!scrubber.isScrubbing)
    #expect(scrubber.selectedFrames == range)
  }
}
