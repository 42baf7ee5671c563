import Foundation
import MaterialMotionTesting
import SandboxTestSupport
import Testing

/// Every recording in assets/replays against its goldens in assets/goldens: the trace of every
/// replay, and chosen frames (-1: the last). `make goldens` records them again on purpose.
@MainActor
@Suite struct ReplayGoldenTests {
  nonisolated static let goldens = AppHarness.repositoryRoot + "/assets/goldens"

  /// The frames with frame goldens, per recording (every other recording has its trace only).
  nonisolated static let frames: [String: [Int]] = [
    "scalable-two-finger-pinch": [20, 60], "scalable-multigesture-pinch": [45],
    "scalable-ctrl-wheel-pinch": [119], "scalable-alt-drag-pinch": [50],
    "draggable-drag": [60, -1], "rotatable-alt-drag-rotate": [-1],
    "direct-rotate-and-drag": [70, -1], "tossable-toss": [75, -1], "tap-taps": [75, -1],
    "valve-toggle": [90, -1], "pinch-lab-ctrl-wheel": [-1],
    "direct-touchpad-pinch-rotate": [140, -1], "pinch-lab-touchpad": [125, -1],
    "tossable-time-control": [200, 315, 399, -1], "tossable-tuning": [210, 340, 385, -1],
    "stress-idle": [90], "arc-move-taps": [252, -1], "change-direction-flings": [200, 330, -1],
    "swipeable-list-swipes": [500, -1], "spring-taps": [200, 285, -1],
    "tween-taps": [200, 285, -1], "carousel-pages": [230, 438, -1],
    "sticker-picker-stickers": [260, 360, -1], "sticker-picker-touchpad": [150, 166, -1],
    "modal-dialog-open-dismiss": [230, 390, -1], "photo-album-open-dismiss": [226, 312, 500, -1],
    "photo-album-touchpad-pinch": [185, 283, -1],
    "push-back-present-dismiss": [212, 320, 500, -1], "fab-reveal-open-close": [221, 224, 530, -1],
    "material-expansion-taps": [224, 234, 308, -1],
    "gesture-lab-xi2": [-1],
  ]

  nonisolated static var recordings: [String] {
    let folder = AppHarness.repositoryRoot + "/assets/replays"
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
      .filter { $0.hasSuffix(".jsonl") }.sorted()
  }

  @Test(arguments: recordings)
  func replayMatchesItsGoldens(recording: String) throws {
    let name = String(recording.dropLast(".jsonl".count))
    let frames = Self.frames[name] ?? []
    let replay = try MotionReplay(recording: AppHarness.asset(recording), frames: frames)
    assertMotion(of: replay, goldens: Self.goldens, frames: frames)
  }
}

/// Frames with the plots shown (`--plots`), against their goldens in assets/goldens.
@MainActor
@Suite struct PlotGoldenTests {
  /// The plots of the scene's visualized streams: value, velocity and the active time shaded,
  /// here during a touchpad pinch and twist.
  @Test func plotsOfTheVisualizedStreams() throws {
    try check("direct-touchpad-pinch-rotate", frame: 150)
  }

  /// The plots stay clear of the strip and the scene's panels: in stress, five shorter plots
  /// above its 100-line strip, all moving (shaded, with their speed).
  @Test func plotsKeepClearOfTheStripAndPanels() throws {
    try check("stress-idle", frame: 90)
  }

  /// pinch-lab plots its streams itself (its trace): the plots add no second copy over its
  /// square, so the frame is the one without them (the same golden).
  @Test func pinchLabsTraceIsItsPlots() throws {
    let replay = try MotionReplay(
      recording: AppHarness.asset("pinch-lab-touchpad.jsonl"), plots: true, frames: [125])
    assertMotion(of: replay, goldens: ReplayGoldenTests.goldens, trace: false, frames: [125])
  }

  /// Replays `name` with the plots shown and checks its frame `index` against
  /// `NAME-plots.frame-INDEX.png` (the trace is the one without plots: the plots are drawn over
  /// the scene, not part of its tree).
  func check(_ name: String, frame index: Int) throws {
    let replay = try MotionReplay(
      recording: AppHarness.asset(name + ".jsonl"), name: name + "-plots", plots: true,
      frames: [index])
    assertMotion(of: replay, goldens: ReplayGoldenTests.goldens, trace: false, frames: [index])
  }
}
