import MaterialMotion

/// The square with `DirectlyManipulable`: drag, rotate and pinch at once.
@MainActor
final class DirectScene: SandboxScene {
  static let name = "direct"
  static let hint = "Drag, rotate and pinch the square at once (Alt + drag for two touches)."
  static let parameters = [SceneParameter.squareSize]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let direct = DirectlyManipulable(element: square, containerElement: context.root)
    let strip = stage.motion.visualizationElement
    direct.draggable.valueStream = direct.draggable.valueStream.visualize(
      prefix: "position: ", in: strip, format: ValueFormat.points)
    direct.rotatable.valueStream = direct.rotatable.valueStream.visualize(
      prefix: "rotation: ", in: strip, format: ValueFormat.degrees(fromRadians:))
    direct.scalable.valueStream = direct.scalable.valueStream.visualize(
      prefix: "scale: ", in: strip, format: ValueFormat.scale)
    stage.motion.connect(direct)
  }

  func tearDown() { stage.tearDown() }
}
