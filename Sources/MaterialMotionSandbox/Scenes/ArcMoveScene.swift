import MaterialMotion

/// `ArcMove`: tap or click anywhere and the square travels there along an arc (the path is drawn),
/// with a tunable duration and easing. The arc's angle follows the move's: a diagonal move is a
/// quarter circle, a nearly flat one curves by 10°.
@MainActor
final class ArcMoveScene: SandboxScene {
  static let name = "arc-move"
  static let hint = "Tap or click anywhere: the square travels there along an arc."
  static let duration = SceneParameter.tweenDuration(default: 0.5)
  static let easing = SceneParameter.tweenEasing(default: .materialStandard)
  static let parameters = [SceneParameter.squareSize, duration, easing]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    // The arc is drawn under the square.
    let trail = Polyline()
    trail.lineColor = Color(hex: 0x03DAC6)
    trail.isUserInteractionEnabled = false
    stage.add(trail)
    let square = stage.makeSquare()
    let move = ArcMove(element: square, clock: context.clock)
    stage.motion.connect(stage.parameter(Self.duration), to: move.tween.duration)
    stage.motion.connect(
      stage.parameter(Self.easing)._map { [SceneParameter.easing(at: $0)] },
      to: move.tween.progress.timingFunctions)
    stage.motion.connect(move)
    stage.onTap(context.root) { point in
      move.from.value = square.position
      move.to.value = point
      let arc = move.tween.path.value
      trail.points = (0...48).map { arc.point(at: Double($0) / 48) }
    }
    stage.keep(
      square.positionProperty.visualize(
        prefix: "position: ", in: stage.motion.visualizationElement, format: ValueFormat.points
      ).subscribe())
  }

  func tearDown() { stage.tearDown() }
}
