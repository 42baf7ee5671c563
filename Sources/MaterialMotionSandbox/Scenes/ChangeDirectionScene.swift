import MaterialMotion

/// `ChangeDirection` and `TransitionSpring`: a sheet with two places, up (forward, presented)
/// and down (backward, dismissed). Drag it and let go: a fling faster than the minimum velocity
/// picks the direction (up: forward, down: backward), a slower release keeps the direction it
/// had, and the transition spring carries the sheet there from the release velocity.
@MainActor
final class ChangeDirectionScene: SandboxScene {
  static let name = "change-direction"
  static let hint = "Fling the sheet up or down: the release velocity picks where it settles."
  static let minimumVelocity = SceneParameter(
    "direction.minimumVelocity", title: "minimum velocity", range: 0...2000, default: 100,
    step: 25, unit: "pt/s")
  static let duration = SceneParameter(
    "spring.suggestedDuration", title: "suggested duration", range: 0...2, default: 0.5,
    step: 0.05, unit: "s")
  static let parameters = [minimumVelocity, duration]

  private let stage: SceneStage
  /// Kept: its spring's destination follows the direction only while it lives.
  private let transition: TransitionSpring<Point>

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    let sheet = Element()
    sheet.name = "sheet"
    sheet.size = Size(width: root.size.width * 0.7, height: 160)
    sheet.cornerRadius = 16
    sheet.backgroundColor = Color(hex: 0x6200EE)
    stage.add(sheet)
    let fore = Point(x: root.size.width / 2, y: root.size.height * 0.35)
    let back = Point(x: root.size.width / 2, y: root.size.height * 0.78)
    let direction = ReactiveProperty(TransitionDirection.forward)
    transition = TransitionSpring(
      back: back, fore: fore, direction: direction, clock: context.clock)
    stage.motion.connect(stage.parameter(Self.duration), to: transition.suggestedDuration)
    sheet.position = fore
    // The drag and the hand-off of its release velocity to the spring are Tossable's.
    let tossable = Tossable(
      element: sheet, containerElement: root, spring: self.transition.spring)
    let change = ChangeDirection(
      property: direction, gestureRecognizer: tossable.draggable.gestureRecognizer,
      containerElement: root, whenNegative: .forward, whenPositive: .backward)
    stage.motion.connect(stage.parameter(Self.minimumVelocity), to: change.minimumVelocity)
    // The direction is decided before the spring takes over, so it sets off the right way.
    stage.motion.connect(change)
    stage.motion.connect(tossable)
    let strip = stage.motion.visualizationElement
    stage.keep(direction.visualize(prefix: "direction: ", in: strip).subscribe())
    stage.keep(
      tossable.draggable.finalVelocity.visualize(
        prefix: "release velocity: ", in: strip, format: ValueFormat.pointsPerSecond
      ).subscribe())
  }

  func tearDown() { stage.tearDown() }
}
