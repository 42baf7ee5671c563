import MaterialMotion

/// The square's drag stream passes through a valve that the V key toggles.
@MainActor
final class ValveScene: SandboxScene {
  static let name = "valve"
  static let hint = "Drag the square; press V to open or close the valve on its drag stream."
  static let parameters = [SceneParameter.squareSize]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let open = ReactiveProperty(true)
    let strip = stage.motion.visualizationElement
    let draggable = Draggable(element: square, containerElement: context.root)
    draggable.valueStream = draggable.valueStream.valve(openWhenTrue: open)
      .visualize(prefix: "position: ", in: strip, format: ValueFormat.points)
    stage.motion.connect(draggable)
    stage.keep(
      open.asStream().rewrite([true: "open", false: "closed"]).visualize(
        prefix: "valve: ", in: strip
      ).subscribe())
    stage.onKeyDown { key in
      if key.key.lowercased() == "v" { open.value.toggle() }
    }
  }

  func tearDown() { stage.tearDown() }
}
