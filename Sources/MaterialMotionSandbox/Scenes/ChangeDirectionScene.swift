import MaterialMotion

/// `ChangeDirection` and `TransitionSpring`: a sheet with two places, up (forward, presented)
/// and down (backward, dismissed). Drag it and let go: a fling faster than the minimum velocity
/// picks the direction (up: forward, down: backward), a slower release keeps the direction it
/// had, and the transition spring carries the sheet there from the release velocity.
@MainActor
final class ChangeDirectionScene: SandboxScene {
  static let name = "change-direction"
  static let hint = "Fling the sheet up or down: the release velocity picks where it settles."
  static let minimumVelocity = SceneParameter.minimumVelocity()
  static let duration = SceneParameter.suggestedDuration()
  static let parameters = [minimumVelocity, duration]

  private let stage: SceneStage
  private let transition: VerticalFlingTransition

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    let sheet = Element()
    sheet.name = "sheet"
    sheet.size = Size(width: root.size.width * 0.7, height: 160)
    sheet.cornerRadius = 16
    sheet.backgroundColor = Color(hex: 0x6200EE)
    stage.add(sheet)
    let direction = ReactiveProperty(TransitionDirection.forward)
    transition = VerticalFlingTransition(
      element: sheet, back: Point(x: root.size.width / 2, y: root.size.height * 0.78),
      fore: Point(x: root.size.width / 2, y: root.size.height * 0.35), direction: direction,
      stage: stage, minimumVelocity: Self.minimumVelocity, duration: Self.duration)
    let tossable = transition.tossable
    let strip = stage.motion.visualizationElement
    stage.keep(direction.visualize(prefix: "direction: ", in: strip).subscribe())
    stage.keep(
      tossable.draggable.finalVelocity.visualize(
        prefix: "release velocity: ", in: strip, format: ValueFormat.pointsPerSecond
      ).subscribe())
  }

  func tearDown() { stage.tearDown() }
}
