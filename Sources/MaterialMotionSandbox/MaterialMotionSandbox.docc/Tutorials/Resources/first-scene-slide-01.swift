import MaterialMotion
import MaterialMotionSandbox

/// A teal square that a tap anywhere sends to the other side of the window with a `Tween`.
final class SlideScene: SandboxScene {
  static let name = "slide"
  static let hint = "Tap anywhere: the square slides to the other side with a tween."

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
  }

  func tearDown() { stage.tearDown() }
}
