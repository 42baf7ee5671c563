import MaterialMotion

/// The square with `Tossable`: drag it and let go; a spring carries the release velocity back to
/// the centre. A touchpad hold (fingers resting on the touchpad) catches it in flight.
@MainActor
final class TossableScene: SandboxScene {
  static let name = "tossable"
  static let hint = "Drag the square and throw it: a spring brings it back to the centre."
  static let stiffness = SceneParameter.springStiffness()
  static let damping = SceneParameter.springDamping()
  static let mass = SceneParameter.springMass()
  static let parameters = [SceneParameter.squareSize, stiffness, damping, mass]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    let spring = Spring(to: stage.center, threshold: 0.01, clock: context.clock)
    stage.tune(spring, stiffness: Self.stiffness, damping: Self.damping, mass: Self.mass)
    let tossable = Tossable(element: square, containerElement: context.root, spring: spring)
    let strip = stage.motion.visualizationElement
    stage.motion.connect(tossable)
    // It springs back to the centre of the window, wherever that is now.
    stage.keepCentred(spring.destination)
    // The square's position, as the drag and then the spring write it: its state channel is
    // theirs (active while dragged or springing back), so its plot (G) shows the value, the
    // speed and the moving time shaded.
    stage.keep(
      square.positionProperty.visualize(prefix: "position: ", in: strip, format: ValueFormat.points)
        .subscribe())
    stage.keep(
      tossable.draggable.finalVelocity.visualize(
        prefix: "release velocity: ", in: strip, format: ValueFormat.pointsPerSecond
      ).subscribe())
    // Fingers resting on a touchpad (a hold) catch the square in flight: the spring stops while
    // they rest, and takes it back from there when they lift.
    let hold = HoldGestureRecognizer()
    context.root.addGestureRecognizer(hold)
    stage.keep(
      gestureSource(hold).subscribeToValue { hold in
        guard !tossable.draggable.gestureRecognizer.state.isActive else { return }
        if hold.state == .began {
          spring.enabled.value = false
        } else if hold.state.isFinished {
          spring.initialVelocity.value = .zero
          spring.enabled.value = true
        }
      })
  }

  func tearDown() { stage.tearDown() }
}
