import MaterialMotion

/// The square with `Tossable`: drag it and let go; a spring carries the release velocity back to
/// the centre.
@MainActor
final class TossableScene: SandboxScene {
  static let name = "tossable"
  static let hint = "Drag the square and throw it: a spring brings it back to the centre."

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let spring = Spring(to: stage.center, threshold: 0.01, clock: context.clock)
    let tossable = Tossable(element: square, containerElement: context.root, spring: spring)
    let strip = stage.motion.visualizationElement
    stage.motion.connect(tossable)
    stage.keep(tossable.state.visualize(prefix: "state: ", in: strip).subscribe())
    stage.keep(
      tossable.draggable.finalVelocity._map { Point(x: $0.x.rounded(), y: $0.y.rounded()) }
        .visualize(prefix: "release velocity: ", in: strip).subscribe())
  }

  func tearDown() { stage.tearDown() }
}
