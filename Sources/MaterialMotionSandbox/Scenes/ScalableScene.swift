import MaterialMotion

/// The default scene: one 200×200 #6200EE square centred on #FAFAFA; a `Scalable` whose
/// container is the window's root element, its value stream visualized.
@MainActor
final class ScalableScene: SandboxScene {
  static let name = "scalable"
  static let hint = "Pinch the square: two fingers, ctrl + wheel, or Alt + drag with the mouse."
  static let parameters = [SceneParameter.squareSize]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let scalable = Scalable(element: square, containerElement: context.root)
    scalable.valueStream = scalable.valueStream.visualize(
      prefix: "scale: ", in: stage.motion.visualizationElement, format: ValueFormat.scale)
    stage.motion.connect(scalable)
  }

  func tearDown() { stage.tearDown() }
}
