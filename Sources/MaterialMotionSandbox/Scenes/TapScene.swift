import MaterialMotion

/// `SetPositionOnTap` plus a spring: tap anywhere and the square springs there.
@MainActor
final class TapScene: SandboxScene {
  static let name = "tap"
  static let hint = "Tap or click anywhere: the square springs to that point."
  static let stiffness = SceneParameter.springStiffness()
  static let damping = SceneParameter.springDamping()
  static let mass = SceneParameter.springMass()
  static let parameters = [SceneParameter.squareSize, stiffness, damping, mass]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let spring = Spring(to: stage.center, threshold: 0.01, clock: context.clock)
    for (parameter, property) in [
      (Self.stiffness, spring.stiffness), (Self.damping, spring.damping), (Self.mass, spring.mass),
    ] {
      stage.motion.connect(stage.parameter(parameter), to: property)
    }
    let tap = SetPositionOnTap(property: spring.destination, containerElement: context.root)
    tap.valueStream = tap.valueStream.visualize(
      prefix: "tap: ", in: stage.motion.visualizationElement, format: ValueFormat.points)
    stage.motion.connect(tap)
    stage.motion.connect(spring, to: square.positionProperty)
    // The square is kept centred on a resize; its destination moves with it.
    stage.keepCentred(spring.destination)
    stage.keep(
      spring.state.visualize(
        prefix: "spring: ", in: stage.motion.visualizationElement, format: Self.describe
      ).subscribe())
  }

  func tearDown() { stage.tearDown() }

  /// "moving" or "at rest".
  static func describe(_ state: MotionState) -> String {
    state == .active ? "moving" : "at rest"
  }
}
