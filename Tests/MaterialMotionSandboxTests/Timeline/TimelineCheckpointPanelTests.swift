import MaterialMotion
import MaterialMotionSDL
import SandboxTestSupport
import Testing

@testable import MaterialMotionSandbox

/// A takeover from a checkpoint builds the panels back as they were: the tuning panel shown,
/// its selected row, the parameters' values, and the values it remembers of the scene shown
/// before, which a switch back after the takeover shows.
@MainActor
@Suite(.serialized) struct TimelineCheckpointPanelTests {
  /// Runs `frames` frames of `host`.
  func frames(_ count: Int, _ host: SandboxHost) throws {
    for _ in 0..<count { try host.runFrame() }
  }

  /// A run that starts in `tossable`, tunes it, switches to `stress` and tunes that, is taken
  /// over from frame 200 (from a checkpoint, or from its start when `fromCheckpoint` is false)
  /// and then switches back to `tossable`: what it shows after the takeover, and the tuning
  /// panel's row and values right after it.
  func run(fromCheckpoint: Bool) throws -> (
    frames: [(time: Double, elements: [ElementSnapshot.Appearance])], selected: Int,
    values: [String: Double], checkpoint: Int?
  ) {
    let run = try SceneRun.headless(
      scene: TossableScene.name, of: SceneCatalog(BuiltInScenes.all))
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    let recorder = FrameRecorder()
    session.output = recorder
    try frames(10, host)
    // The panel, and the square's size three steps up.
    QueuedInput.keyPress("T")
    try frames(2, host)
    for _ in 0..<3 { QueuedInput.keyPress("Right") }
    try frames(2, host)
    // Stress (the ninth scene), its third row (mass) a step up.
    QueuedInput.keyPress("9")
    try frames(2, host)
    for key in ["Down", "Down", "Right"] { QueuedInput.keyPress(key) }
    while host.frameIndex < 250 { try host.runFrame() }
    #expect(session.switcher.sceneType == StressScene.self)
    let selectedBefore = session.switcher.selectedParameter
    let valuesBefore = session.switcher.tuningPanel.tuning.values
    #expect(selectedBefore == 2)
    if !fromCheckpoint { session.checkpoints.removeAll() }
    let index = try #require(session.history.index(ofFrameNumbered: 200))
    session.scrubber.jump(to: index)
    try host.runFrame()
    let press = PlatformInput.mouse(MouseInput(.down(.left), at: Point(x: 300, y: 300)))
    #expect(session.host(host, intercepts: TimedInput(time: host.frameTime, input: press)))
    try host.runFrame()
    let selected = session.switcher.selectedParameter
    let values = session.switcher.tuningPanel.tuning.values
    #expect(values == valuesBefore)
    recorder.isRecording = true
    try frames(30, host)
    QueuedInput.keyPress("5")
    try frames(30, host)
    #expect(session.switcher.sceneType == TossableScene.self)
    return (recorder.frames, selected, values, session.lastTakeoverCheckpoint)
  }

  @Test func aTakeoverFromACheckpointBuildsThePanelsBackAsTheyWere() throws {
    let checkpointed = try run(fromCheckpoint: true)
    let replayed = try run(fromCheckpoint: false)
    // Stress made its first checkpoint once shown (tossable makes none), then one a second.
    let checkpoint = try #require(checkpointed.checkpoint)
    #expect(checkpoint > 140 && checkpoint <= 200)
    #expect(replayed.checkpoint == nil)
    #expect(checkpointed.selected == 2 && replayed.selected == 2)
    #expect(checkpointed.values == replayed.values)
    try #require(checkpointed.frames.count == 60 && replayed.frames.count == 60)
    for (a, b) in zip(checkpointed.frames, replayed.frames) {
      let differing = zip(a.elements, b.elements).filter { $0 != $1 }.count
      #expect(
        a.time == b.time && a.elements.count == b.elements.count && differing == 0,
        "at \(a.time) s, \(differing) of \(a.elements.count) elements differ from the replay's")
    }
  }
}
