import MaterialMotion

/// A `Spring` on its own: tap or click and the square is pulled to the other side. Stiffness,
/// damping and mass are tunable, and the readout under the title gives what they make: the
/// damping ratio and the time to settle within 0.1 %.
@MainActor
final class SpringScene: SandboxScene {
  static let name = "spring"
  static let hint = "Tap or click: a spring pulls the square to the other side."
  static let stiffness = SceneParameter.springStiffness()
  static let damping = SceneParameter.springDamping()
  static let mass = SceneParameter.springMass()
  static let parameters = [SceneParameter.squareSize, stiffness, damping, mass]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    let square = stage.makeSquare()
    let sides = SideToSide(root: root, square: square)
    let spring = Spring(to: square.position, threshold: 0.01, clock: context.clock)
    stage.tune(spring, stiffness: Self.stiffness, damping: Self.damping, mass: Self.mass)
    stage.motion.connect(spring, to: square.positionProperty)
    let readout = SideToSide.readout()
    stage.add(readout)
    // The readout spans the window, and the square stays on its side (or at the centre), also
    // after a resize: at rest it is moved there, in flight the spring heads there.
    let layOut = { (size: Size) in
      SideToSide.layOut(readout: readout, in: size)
      let point = sides.point(in: size)
      if spring.currentState == .atRest { square.position = point }
      spring.destination.value = point
    }
    layOut(root.size)
    stage.onResize { _, size in layOut(size) }
    let showPhysics: (Double) -> Void = { _ in
      let oscillator = spring.oscillator
      let settle = oscillator.settlingTime()
      readout.text =
        "damping ratio \(ValueFormat.fixed(oscillator.dampingRatio, digits: 2)) · settles in "
        + (settle.isFinite ? ValueFormat.fixed(settle, digits: 2) + " s" : "never")
    }
    for property in [spring.stiffness, spring.damping, spring.mass] {
      stage.keep(property.asStream().subscribeToValue(showPhysics))
    }
    stage.keep(sides.onTap { spring.destination.value = $0 })
    stage.keep(
      square.positionProperty.visualize(
        prefix: "position: ", in: stage.motion.visualizationElement, format: ValueFormat.points
      ).subscribe())
  }

  func tearDown() { stage.tearDown() }
}
