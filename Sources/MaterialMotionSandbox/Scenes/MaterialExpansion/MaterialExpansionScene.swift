import MaterialMotion

/// Material expansion, as in the reference catalog: tap anywhere and the square grows to twice
/// its size in two staggered steps (its width leads, its height follows; `TransitionTween`s
/// following a direction each tap flips), while an ink ripple spreads from the tap and fades,
/// clipped to the square (`clipsToBounds`). Tap again and it shrinks back the same way mirrored.
@MainActor
final class MaterialExpansionScene: SandboxScene {
  static let name = "material-expansion"
  static let hint = "Tap anywhere: the square expands with an ink ripple; tap again to shrink it."
  static let duration = SceneParameter(
    "expansion.duration", title: "duration", range: 0.1...3, default: 0.375, step: 0.025,
    unit: "s")
  static let parameters = [duration]
  static let side = 200.0

  /// What one duration times, as the scene runs it (expanding): the width over its first 80 %
  /// and the height over its last (`materialStandard`), the ripple spreading over all of it
  /// (`easeOut`) and fading over its last 80 % (`easeInOut`, a tween's default). (Changed while the scene runs, the
  /// duration keeps the stagger the scene started with; these are the scene started with it.)
  static func exportedTweens(values: [String: Double]) -> [TweenExport]? {
    let total = values[duration.name] ?? duration.defaultValue
    return [
      TweenExport(
        name: "expansion.width", duration: 0.8 * total, delay: 0, easing: .materialStandard,
        easingName: "materialStandard"),
      TweenExport(
        name: "expansion.height", duration: 0.8 * total, delay: 0.2 * total,
        easing: .materialStandard, easingName: "materialStandard"),
      TweenExport(
        name: "ripple.spread", duration: total, delay: 0, easing: .easeOut, easingName: "easeOut"),
      TweenExport(
        name: "ripple.fade", duration: 0.8 * total, delay: 0.2 * total, easing: .easeInOut,
        easingName: "easeInOut"),
    ]
  }

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let square = stage.makeSquare()
    square.clipsToBounds = true
    let flood = Element()
    flood.name = "ripple"
    flood.size = Size(width: 3 * Self.side, height: 3 * Self.side)
    flood.cornerRadius = 1.5 * Self.side
    flood.backgroundColor = Color(hex: 0xFFFFFF)
    flood.opacity = 0
    flood.scale = 0
    flood.isUserInteractionEnabled = false
    square.addChild(flood)

    let direction = ReactiveProperty(TransitionDirection.backward)
    let total = stage.parameter(Self.duration).value
    // The reference's key positions: the width over the first 80 %, the height over the last.
    let lead = 0.8 * total
    let stagger = 0.2 * total
    let width = TransitionTween(
      duration: lead, forwardValues: [Self.side, 2 * Self.side], direction: direction,
      delayAfter: stagger, easings: [.materialStandard], clock: context.clock)
    let height = TransitionTween(
      duration: lead, forwardValues: [Self.side, 2 * Self.side], direction: direction,
      delayBefore: stagger, easings: [.materialStandard], clock: context.clock)
    let sizeWidth = ReactiveProperty(Self.side)
    let sizeHeight = ReactiveProperty(Self.side)
    stage.keep(
      sizeWidth.asStream().subscribeToValue { square.size.width = $0 })
    stage.keep(
      sizeHeight.asStream().subscribeToValue { square.size.height = $0 })

    // The ripple: from the tap, scaling up with an ease-out while it fades from 0.75 after a
    // fifth of the time.
    let spread = Tween(duration: total, values: [0.0, 1.0], clock: context.clock)
    spread.timingFunctions.value = [.easeOut]
    let fade = Tween(duration: total, values: [0.75, 0.75, 0.0], clock: context.clock)
    fade.offsets.value = [0, 0.2, 1]
    for tween in [spread, fade] { tween.enabled.value = false }
    // Live: the durations follow the parameter (the 20 % stagger stays as the scene began).
    let durationParameter = stage.parameter(Self.duration)
    stage.motion.connect(durationParameter, to: spread.duration)
    stage.motion.connect(durationParameter, to: fade.duration)
    stage.motion.connect(durationParameter._map { 0.8 * $0 }, to: width.tween.duration)
    stage.motion.connect(durationParameter._map { 0.8 * $0 }, to: height.tween.duration)
    stage.motion.connect(spread, to: flood.scaleProperty)
    stage.motion.connect(fade, to: flood.opacityProperty)

    let tap = TapGestureRecognizer()
    context.root.addGestureRecognizer(tap)
    stage.motion.connect(
      SetPositionOnTap(
        property: flood.positionProperty, containerElement: square, gestureRecognizer: tap))
    var started = false
    let stage = self.stage
    stage.keep(
      gestureSource(tap).whenRecognitionState(is: .recognized).subscribeToValue { _ in
        direction.value = direction.value.reversed
        if !started {
          // Connected at the first tap: connecting writes the current direction's first value.
          started = true
          stage.motion.connect(width, to: sizeWidth)
          stage.motion.connect(height, to: sizeHeight)
        }
        for tween in [spread, fade] {
          if tween.enabled.value {
            tween.values.value = tween.values.value  // restarts the run
          } else {
            tween.enabled.value = true
          }
        }
      })
    let strip = stage.motion.visualizationElement
    stage.keep(direction.visualize(prefix: "direction: ", in: strip).subscribe())
  }

  func tearDown() { stage.tearDown() }
}
