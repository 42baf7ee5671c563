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
  }

  func tearDown() { stage.tearDown() }
}
