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
  private let sheet = Element()
  private let transition: VerticalFlingTransition

  init(context: SceneContext) {
    stage = SceneStage(context)
    let size = context.root.size
    sheet.name = "sheet"
    sheet.cornerRadius = 16
    sheet.backgroundColor = Color(hex: 0x6200EE)
    stage.add(sheet)
    let direction = ReactiveProperty(TransitionDirection.forward)
    let places = Self.places(in: size)
    transition = VerticalFlingTransition(
      element: sheet, back: places.back, fore: places.fore, direction: direction,
      stage: stage, minimumVelocity: Self.minimumVelocity, duration: Self.duration)
    layOut(in: size)
    stage.onResize { [unowned self] _, size in layOut(in: size) }
    let tossable = transition.tossable
    let strip = stage.motion.visualizationElement
    stage.keep(direction.visualize(prefix: "direction: ", in: strip).subscribe())
    stage.keep(
      tossable.draggable.finalVelocity.visualize(
        prefix: "release velocity: ", in: strip, format: ValueFormat.pointsPerSecond
      ).subscribe())
  }

  /// The sheet's two places in a window of `size`: centred, at 78 % of the height (back, down)
  /// and at 35 % (fore, up).
  private static func places(in size: Size) -> (back: Point, fore: Point) {
    (
      Point(x: size.width / 2, y: size.height * 0.78),
      Point(x: size.width / 2, y: size.height * 0.35)
    )
  }

  /// Lays the sheet out in a window of `size`: 70 % of its width, 160 points tall, at its place
  /// (moving there if it is on its way, see ``VerticalFlingTransition/move(back:fore:)``).
  private func layOut(in size: Size) {
    sheet.size = Size(width: size.width * 0.7, height: 160)
    let places = Self.places(in: size)
    transition.move(back: places.back, fore: places.fore)
  }

  func tearDown() { stage.tearDown() }
}
