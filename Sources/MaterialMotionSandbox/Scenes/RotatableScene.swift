import MaterialMotion

/// The square with a `Rotatable`.
@MainActor
final class RotatableScene: SandboxScene {
  static let name = "rotatable"
  static let hint = "Rotate the square: two fingers, or Alt + drag around it with the mouse."
  static let parameters = [SceneParameter.squareSize]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let rotatable = Rotatable(element: square, containerElement: context.root)
    rotatable.valueStream = rotatable.valueStream.visualize(
      prefix: "rotation: ", in: stage.motion.visualizationElement,
      format: ValueFormat.degrees(fromRadians:))
    stage.motion.connect(rotatable)
  }

  func tearDown() { stage.tearDown() }
}
