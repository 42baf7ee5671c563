import MaterialMotion
import MaterialMotionSandbox

/// A teal square that a tap anywhere sends to the other side of the window with a `Tween`.
///
/// Every tap flips `atRight`; the side it names becomes the tween's target, and the tween plays
/// from wherever the square is to there. The strip along the bottom shows the side, the tween's
/// state and the square's x. The tuning panel (T) has sliders for the square's size and the
/// tween's duration and easing.
final class SlideScene: SandboxScene {
  static let name = "slide"
  static let hint = "Tap anywhere: the square slides to the other side with a tween."
  static let duration = SceneParameter.tweenDuration(default: 0.6)
  static let easing = SceneParameter.tweenEasing(default: .materialStandard)
  static let parameters = [SceneParameter.squareSize, duration, easing]

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
    // The panel's duration and easing apply from the next slide on.
    motion.connect(stage.parameter(Self.duration), to: tween.duration)
    motion.connect(
      stage.parameter(Self.easing)._map { [SceneParameter.easing(at: $0)] },
      to: tween.timingFunctions)
    motion.connect(atRight.asStream().rewrite([false: [left], true: [right]]), to: tween.values)
    motion.connect(tween, to: square.positionProperty)

    let strip = motion.visualizationElement
    for stream in [
      atRight.asStream().rewrite([false: "left", true: "right"]).visualize(
        prefix: "side: ", in: strip),
      tween.state.toString().visualize(prefix: "tween: ", in: strip),
      square.positionProperty.x().toString(format: "%.0f").visualize(prefix: "x: ", in: strip),
    ] {
      stage.keep(stream.subscribe())
    }
  }

  func tearDown() { stage.tearDown() }
}
