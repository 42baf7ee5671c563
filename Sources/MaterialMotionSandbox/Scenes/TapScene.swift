import MaterialMotion

/// `SetPositionOnTap` plus a spring: tap anywhere and the square springs there.
@MainActor
final class TapScene: SandboxScene {
  static let name = "tap"
  static let hint = "Tap or click anywhere: the square springs to that point."

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let spring = Spring(to: stage.center, threshold: 0.01, clock: context.clock)
    let tap = SetPositionOnTap(property: spring.destination, containerElement: context.root)
    tap.valueStream = tap.valueStream.visualize(
      prefix: "tap: ", in: stage.motion.visualizationElement)
    stage.motion.connect(tap)
    stage.motion.connect(spring, to: square.positionProperty)
    stage.keep(
      spring.state.visualize(prefix: "spring: ", in: stage.motion.visualizationElement).subscribe())
  }

  func tearDown() { stage.tearDown() }
}
