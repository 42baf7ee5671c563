import MaterialMotion

/// A `Tween` on its own: tap or click and the square slides to the other side in the tuned
/// duration, after the tuned delay, along the tuned easing curve.
@MainActor
final class TweenScene: SandboxScene {
  static let name = "tween"
  static let hint = "Tap or click: a tween slides the square to the other side."
  static let duration = SceneParameter.tweenDuration(default: 0.5)
  static let delay = SceneParameter(
    "tween.delay", title: "delay", range: 0...2, default: 0, step: 0.05, unit: "s")
  static let easing = SceneParameter.tweenEasing(default: .easeInOut)
  static let parameters = [SceneParameter.squareSize, duration, delay, easing]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    let square = stage.makeSquare()
    let sides = SideToSide(root: root, square: square)
    let tween = Tween<Point>(duration: 0.5, values: [], clock: context.clock)
    stage.motion.connect(stage.parameter(Self.duration), to: tween.duration)
    stage.motion.connect(stage.parameter(Self.delay), to: tween.delay)
    stage.motion.connect(
      stage.parameter(Self.easing)._map { [SceneParameter.easing(at: $0)] },
      to: tween.timingFunctions)
    stage.motion.connect(tween, to: square.positionProperty)
    let readout = SideToSide.readout()
    stage.add(readout)
    SideToSide.layOut(readout: readout, in: root.size)
    // The readout spans the window, and the square stays on its side (or at the centre) after a
    // resize: at rest it is moved there; mid-slide the slide starts again from where the square
    // was (the stage moved it with the centre) to the new side.
    stage.onResize { old, size in
      SideToSide.layOut(readout: readout, in: size)
      let point = sides.point(in: size)
      if tween.currentState == .atRest {
        square.position = point
      } else {
        square.position = Point(
          x: square.position.x - (size.width - old.width) / 2,
          y: square.position.y - (size.height - old.height) / 2)
        tween.values.value = [point]
      }
    }
    stage.keep(
      stage.parameter(Self.easing).asStream().subscribeToValue { value in
        let easing = SceneParameter.easing(at: value)
        readout.text =
          "cubic-bezier(\(ValueFormat.fixed(easing.x1, digits: 2)), \(ValueFormat.fixed(easing.y1, digits: 2)), "
          + "\(ValueFormat.fixed(easing.x2, digits: 2)), \(ValueFormat.fixed(easing.y2, digits: 2)))"
      })
    stage.keep(sides.onTap { tween.values.value = [$0] })
    stage.keep(
      square.positionProperty.visualize(
        prefix: "position: ", in: stage.motion.visualizationElement, format: ValueFormat.points
      ).subscribe())
  }

  func tearDown() { stage.tearDown() }
}
