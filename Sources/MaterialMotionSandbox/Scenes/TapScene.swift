import MaterialMotion

/// `SetPositionOnTap` plus a spring: tap anywhere and the square springs there. A ripple at the
/// tap point fades out with a `Tween` whose duration and easing are tunable.
@MainActor
final class TapScene: SandboxScene {
  static let name = "tap"
  static let hint = "Tap or click anywhere: the square springs to that point."
  static let stiffness = SceneParameter.springStiffness()
  static let damping = SceneParameter.springDamping()
  static let mass = SceneParameter.springMass()
  static let rippleDuration = SceneParameter.tweenDuration(default: 0.5)
  static let rippleEasing = SceneParameter.tweenEasing(default: .materialDeceleration)
  static let parameters = [
    SceneParameter.squareSize, stiffness, damping, mass, rippleDuration, rippleEasing,
  ]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    // The ripple: a disc at the tap point, over the square, that fades from opaque to clear
    // (teal: it shows on the purple square and on the page alike).
    let ripple = Element()
    ripple.size = Size(width: 64, height: 64)
    ripple.cornerRadius = 32
    ripple.backgroundColor = Color(hex: 0x03DAC6, alpha: 0.6)
    ripple.opacity = 0
    ripple.isUserInteractionEnabled = false
    stage.add(ripple)
    let spring = Spring(to: stage.center, threshold: 0.01, clock: context.clock)
    stage.tune(spring, stiffness: Self.stiffness, damping: Self.damping, mass: Self.mass)
    let tap = SetPositionOnTap(property: spring.destination, containerElement: context.root)
    let taps = tap.valueStream
    tap.valueStream = tap.valueStream.visualize(
      prefix: "tap: ", in: stage.motion.visualizationElement, format: ValueFormat.points)
    stage.motion.connect(tap)
    stage.motion.connect(spring, to: square.positionProperty)
    // Each tap restarts the fade there (writing the keyframes starts a run); the panel's duration
    // and easing apply from the next tap on.
    let fade = Tween<Double>(
      duration: 0.5, values: [], timingFunctions: [.materialDeceleration], clock: context.clock)
    stage.motion.connect(stage.parameter(Self.rippleDuration), to: fade.duration)
    stage.motion.connect(
      stage.parameter(Self.rippleEasing)._map { [SceneParameter.easing(at: $0)] },
      to: fade.timingFunctions)
    stage.motion.connect(fade, to: ripple.opacityProperty)
    stage.keep(
      taps.subscribeToValue { point in
        ripple.position = point
        fade.values.value = [1, 0]
      })
    // The square is kept centred on a resize; its destination moves with it.
    stage.keepCentred(spring.destination)
    stage.keep(
      spring.state.visualize(
        prefix: "spring: ", in: stage.motion.visualizationElement, format: Self.describe
      ).subscribe())
    stage.keep(
      fade.state.visualize(
        prefix: "ripple: ", in: stage.motion.visualizationElement, format: Self.describe
      ).subscribe())
  }

  func tearDown() { stage.tearDown() }

  /// "moving" or "at rest".
  static func describe(_ state: MotionState) -> String {
    state == .active ? "moving" : "at rest"
  }
}
