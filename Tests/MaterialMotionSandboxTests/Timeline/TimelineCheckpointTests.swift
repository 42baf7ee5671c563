import MaterialMotion
import MaterialMotionSDL
import Testing

@testable import MaterialMotionSandbox

/// What a run shows after every frame it makes live (not while it is held or rewound): every
/// element of the window's root tree as drawing reads it, in tree order.
@MainActor
final class FrameRecorder: RunOutput {
  /// The frames recorded, by the run's time.
  var frames: [(time: Double, elements: [ElementSnapshot.Appearance])] = []
  /// Whether frames are recorded.
  var isRecording = false
  /// Whether frames are drawn (a test that only reads the tree draws none).
  var draws = false

  func runDidUpdate(_ host: SandboxHost) {
    guard isRecording, !host.isFrameHeld, !host.isFastForwarding else { return }
    frames.append((host.frameTime, flattened(ElementSnapshot(of: host.root))))
  }

  func run(_ host: SandboxHost, shouldDrawFrame index: Int, isLast: Bool) -> Bool { draws }
}

/// `snapshot`'s appearances and its descendants', in tree order.
@MainActor
func flattened(_ snapshot: ElementSnapshot) -> [ElementSnapshot.Appearance] {
  [snapshot.appearance] + snapshot.children.flatMap(flattened)
}

/// Takeovers from the timeline's checkpoints: the run goes on exactly as after a takeover that
/// replays it from its start, and exactly as it went on live; what the checkpoints hold and
/// keep is bounded and lets the replaced run go.
@MainActor
@Suite(.serialized) struct TimelineCheckpointTests {
  /// A headless `stress` run on virtual time at 60 fps that draws nothing.
  func makeStressRun() throws -> (SceneRun, FrameRecorder) {
    let run = try SceneRun.headless(scene: StressScene.name, of: SceneCatalog(BuiltInScenes.all))
    let recorder = FrameRecorder()
    run.session.output = recorder
    return (run, recorder)
  }

  /// Takes the run over from the frame at position `index` of its timeline with a press on the
  /// scene.
  func takeOver(_ run: SceneRun, from index: Int) throws {
    run.session.scrubber.jump(to: index)
    try run.host.runFrame()
    let press = PlatformInput.mouse(MouseInput(.down(.left), at: Point(x: 400, y: 300)))
    let taken = run.session.host(
      run.host, intercepts: TimedInput(time: run.host.frameTime, input: press))
    #expect(taken, "the press did not take the run over")
  }

  /// 250 frames of `stress`, a takeover from frame `frame` (with its checkpoints, or with none:
  /// from the start), and 100 frames after it: what they showed, and what the run had shown
  /// live after that frame before it was taken over.
  func continuation(fromCheckpoint: Bool, frame: Int = 200, switchingAway: Bool = false) throws
    -> (
      after: [(time: Double, elements: [ElementSnapshot.Appearance])],
      live: [[ElementSnapshot.Appearance]], checkpoint: Int?
    )
  {
    let (run, recorder) = try makeStressRun()
    defer { run.close() }
    let (host, session) = (run.host, run.session)
    for _ in 0..<250 { try host.runFrame() }
    #expect(session.checkpoints.all.count >= 4, "\(session.checkpoints.all.count) checkpoints")
    if switchingAway {
      // Tossable (the fifth scene) for a moment: the scene of the checkpoints is built anew.
      run.session.switcher.perform(.showScene(4))
      try host.runFrame()
      for _ in 0..<5 { try host.runFrame() }
    }
    if !fromCheckpoint { session.checkpoints.removeAll() }
    let history = session.history
    let index = try #require(history.index(ofFrameNumbered: frame))
    let live = (index + 1..<history.frames.endIndex).map { flattened(history.snapshot(at: $0)) }
    try takeOver(run, from: index)
    recorder.isRecording = true
    for _ in 0..<100 { try host.runFrame() }
    return (recorder.frames, live, session.lastTakeoverCheckpoint)
  }

  @Test func aTakeoverFromACheckpointGoesOnAsOneFromTheStartAndAsTheRunDidLive() throws {
    let checkpointed = try continuation(fromCheckpoint: true)
    let replayed = try continuation(fromCheckpoint: false)
    // The latest checkpoint at or before frame 200: the one of frame 180 (every 60 frames).
    #expect(checkpointed.checkpoint == 180)
    #expect(replayed.checkpoint == nil)
    try #require(checkpointed.after.count == 100 && replayed.after.count == 100)
    for (a, b) in zip(checkpointed.after, replayed.after) {
      #expect(a.time == b.time)
      let differing = zip(a.elements, b.elements).filter { $0 != $1 }.count
      #expect(
        a.elements.count == b.elements.count && differing == 0,
        "at \(a.time) s, \(differing) of \(a.elements.count) elements differ from the replay's")
    }
    // The frames the run made live after frame 200, before it was taken over, are the frames
    // the takeover makes (but for the readout, which says which frame of the host it is).
    let readout = { (appearance: ElementSnapshot.Appearance) -> Bool in
      if case .label(let text, _, _, _) = appearance.content { return text.hasPrefix("frame ") }
      return false
    }
    for (made, before) in zip(checkpointed.after, checkpointed.live) {
      let differing = zip(made.elements, before).filter { $0 != $1 && !readout($0) }.count
      #expect(differing == 0, "at \(made.time) s, \(differing) elements differ from the live run's")
    }
    #expect(checkpointed.live.count == 49)
  }

  @Test func aTakeoverFromTheCheckpointsOwnFrameGoesOnAsOneFromTheStart() throws {
    let checkpointed = try continuation(fromCheckpoint: true, frame: 180)
    let replayed = try continuation(fromCheckpoint: false, frame: 180)
    #expect(checkpointed.checkpoint == 180)
    try #require(checkpointed.after.count == 100 && replayed.after.count == 100)
    for (a, b) in zip(checkpointed.after, replayed.after) {
      #expect(a.time == b.time && a.elements == b.elements, "at \(a.time) s")
    }
  }

  @Test func aTakeoverFromACheckpointOfAnotherBuildOfTheSceneBuildsItAgain() throws {
    let checkpointed = try continuation(fromCheckpoint: true, switchingAway: true)
    let replayed = try continuation(fromCheckpoint: false, switchingAway: true)
    #expect(checkpointed.checkpoint == 180)
    try #require(checkpointed.after.count == 100 && replayed.after.count == 100)
    for (a, b) in zip(checkpointed.after, replayed.after) {
      #expect(a.time == b.time && a.elements == b.elements, "at \(a.time) s")
    }
  }

  @Test func checkpointsHoldNoSceneAndATakeoverLetsTheReplacedSceneGo() throws {
    weak var checkpointedScene: AnyObject?
    weak var replacedScene: AnyObject?
    let (run, recorder) = try makeStressRun()
    defer { run.close() }
    defer { withExtendedLifetime(recorder) {} }
    let session = run.session
    do {
      checkpointedScene = session.switcher.scene as AnyObject
      for _ in 0..<130 { try run.host.runFrame() }
      // The same build of the scene is put back in place: it stays.
      try takeOver(run, from: try #require(session.history.index(ofFrameNumbered: 100)))
      try run.host.runFrame()
      #expect(session.lastTakeoverCheckpoint == 60)
      #expect(session.switcher.scene === checkpointedScene)
      // Another scene, then a takeover from a checkpoint of the first: built anew.
      session.switcher.perform(.showScene(4))
      for _ in 0..<5 { try run.host.runFrame() }
      replacedScene = session.switcher.scene as AnyObject
      try takeOver(run, from: try #require(session.history.index(ofFrameNumbered: 90)))
      try run.host.runFrame()
      #expect(session.lastTakeoverCheckpoint == 60)
      #expect(session.switcher.scene is StressScene)
    }
    #expect(!session.checkpoints.all.isEmpty, "the checkpoints before the frame went")
    #expect(checkpointedScene == nil, "a checkpoint kept the scene it was made of")
    #expect(replacedScene == nil, "the scene the takeover replaced outlived it")
  }

  @Test func checkpointsGoWithTheFramesTheTimelineLetsGo() throws {
    let (run, recorder) = try makeStressRun()
    defer { run.close() }
    defer { withExtendedLifetime(recorder) {} }
    let session = run.session
    // About 25 frames of stress.
    session.history.limitBytes = 2 << 20
    for _ in 0..<400 { try run.host.runFrame() }
    let first = try #require(session.history.frames.first).number
    #expect(first > 300, "the history kept from frame \(first)")
    #expect(session.checkpoints.all.allSatisfy { $0.frameNumber >= first })
    #expect(session.checkpoints.all.count <= 1)
    #expect(session.history.bytes <= session.history.limitBytes)
  }
}
