import MaterialMotion

/// The square with a `Draggable`, rubber-banding when dragged out of the window.
@MainActor
final class DraggableScene: SandboxScene {
  static let name = "draggable"
  static let hint = "Drag the square; it resists being pulled out of the window."
  static let resistance = SceneParameter.dragResistance()
  static let parameters = [SceneParameter.squareSize, resistance]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let draggable = Draggable(element: square, containerElement: context.root)
    // The window is the perimeter, also after a resize.
    draggable.resistance.perimeter.value = context.root.bounds
    stage.onResize { _, size in
      draggable.resistance.perimeter.value = Rect(origin: .zero, size: size)
    }
    stage.motion.connect(stage.parameter(Self.resistance), to: draggable.resistance.maxLength)
    draggable.valueStream = draggable.valueStream.visualize(
      prefix: "position: ", in: stage.motion.visualizationElement, format: ValueFormat.points)
    stage.motion.connect(draggable)
  }

  func tearDown() { stage.tearDown() }
}
