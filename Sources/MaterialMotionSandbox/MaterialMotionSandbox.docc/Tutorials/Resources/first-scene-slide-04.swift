import MaterialMotion
import MaterialMotionSandbox

/// A teal square that a tap anywhere sends to the other side of the window with a `Tween`.
final class SlideScene: SandboxScene {
  static let name = "slide"
  static let hint = "Tap anywhere: the square slides to the other side with a tween."

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let size = context.root.size
    let left = Point(x: size.width * 0.25, y: size.height / 2)
    let right = Point(x: size.width * 0.75, y: size.height / 2)
    let square = stage.makeSquare()
    square.backgroundColor = Color(hex: 0x018786)
    square.position = left

    // A tap anywhere in the window flips the side.
    let atRight = ReactiveProperty(false)
    let tap = TapGestureRecognizer()
    context.root.addGestureRecognizer(tap)
    stage.keep(
      gestureSource(tap).whenRecognitionState(is: .recognized).subscribeToValue { _ in
        atRight.value.toggle()
      })

    // The side is the tween's target; writing a new target replays the tween from where the
    // square is.
    let tween = Tween(
      duration: 0.6, values: [left], timingFunctions: [.materialStandard], clock: context.clock)
    let motion = stage.motion
    motion.connect(atRight.asStream().rewrite([false: [left], true: [right]]), to: tween.values)
    motion.connect(tween, to: square.positionProperty)
  }

  func tearDown() { stage.tearDown() }
}
