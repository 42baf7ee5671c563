import MaterialMotion

/// Stickers in a tray: drag one out (a new one takes its place), then move, pinch and rotate it
/// (`DirectlyManipulable`: two fingers, a touchpad pinch, ctrl + wheel or Alt + drag); fling it
/// faster than the toss velocity and it flies off and fades away. A sticker lifts while it is
/// held (`ElevatesWhilePressed`, 2 dp to 8) and settles back when let go.
@MainActor
final class StickerPickerScene: SandboxScene {
  static let name = "sticker-picker"
  static let hint = "Drag stickers out of the tray; pinch, rotate, or fling them away."
  static let tossVelocity = SceneParameter(
    "sticker.tossVelocity", title: "toss velocity", range: 300...6000, default: 1500, step: 100,
    unit: "pt/s")
  /// A sticker rests at 2 dp and lifts to 8 while it is held (Material: a card picked up).
  static let stickerElevation = SceneParameter.elevation(
    "sticker.elevation", title: "sticker", default: 2)
  static let liftedElevation = SceneParameter.elevation(
    "sticker.liftedElevation", title: "sticker held", default: 8)
  static let parameters = [tossVelocity, stickerElevation, liftedElevation]

  private struct Kind {
    let color: UInt32
    let size: Size
    let radius: Double
  }

  private static let kinds = [
    Kind(color: 0x6200EE, size: Size(width: 72, height: 72), radius: 36),
    Kind(color: 0x03DAC6, size: Size(width: 72, height: 72), radius: 14),
    Kind(color: 0xFF0266, size: Size(width: 96, height: 56), radius: 28),
    Kind(color: 0xFFB300, size: Size(width: 64, height: 64), radius: 0),
  ]

  /// A sticker made, its slot and manipulation, and whether it is still in the tray.
  private final class Sticker {
    let element: Element
    let slot: Int
    let direct: DirectlyManipulable
    var inTray = true

    init(element: Element, slot: Int, direct: DirectlyManipulable) {
      self.element = element
      self.slot = slot
      self.direct = direct
    }
  }

  private let stage: SceneStage
  private let context: SceneContext
  private let tray = Element()
  private var trayTop = 0.0
  private var topZ = 1
  private var stickers: [Sticker] = []

  init(context: SceneContext) {
    stage = SceneStage(context)
    self.context = context
    tray.anchorPoint = .zero
    tray.backgroundColor = Color(hex: 0xE0E0E0)
    tray.isUserInteractionEnabled = false
    layOut(in: context.root.size)
    stage.add(tray)
    for slot in Self.kinds.indices { addSticker(slot) }
    stage.onResize { [unowned self] old, size in
      layOut(in: size)
      move(from: old, to: size)
    }
  }

  /// Lays the tray out along the bottom of a window of `size`: 120 points tall, 30 above the
  /// bottom.
  private func layOut(in size: Size) {
    trayTop = size.height - 150
    tray.frame = Rect(x: 0, y: trayTop, width: size.width, height: 120)
  }

  /// Moves the stickers for the window's new size: those in the tray to their slots, those out
  /// of it with the window's centre (as the stage keeps a square centred). A sticker held or
  /// flying away goes on.
  private func move(from old: Size, to size: Size) {
    let shift = Point(x: (size.width - old.width) / 2, y: (size.height - old.height) / 2)
    for sticker in stickers where sticker.direct.enabled.value {
      let direct = sticker.direct
      let recognizers: [GestureRecognizer] = [
        direct.draggable.gestureRecognizer, direct.scalable.gestureRecognizer,
        direct.rotatable.gestureRecognizer,
      ]
      guard !recognizers.contains(where: { $0.state.isActive }) else { continue }
      sticker.element.position =
        sticker.inTray ? slotCenter(sticker.slot) : sticker.element.position + shift
    }
  }

  /// The centre of tray slot `slot`.
  private func slotCenter(_ slot: Int) -> Point {
    let width = context.root.size.width
    return Point(
      x: width / 2 + (Double(slot) - Double(Self.kinds.count - 1) / 2) * 140, y: trayTop + 60)
  }

  /// A new sticker of kind `slot` in its tray slot, manipulable; when it is first dragged out
  /// of the tray, another takes its place.
  private func addSticker(_ slot: Int) {
    let kind = Self.kinds[slot]
    let sticker = Element()
    sticker.name = "sticker \(slot + 1)"
    sticker.size = kind.size
    sticker.cornerRadius = kind.radius
    sticker.backgroundColor = Color(hex: kind.color)
    sticker.position = slotCenter(slot)
    sticker.zIndex = topZ
    stage.add(sticker)
    stage.elevateWhilePressed(
      sticker, resting: Self.stickerElevation, pressed: Self.liftedElevation)
    let direct = DirectlyManipulable(element: sticker, containerElement: context.root)
    stage.motion.connect(direct)
    let made = Sticker(element: sticker, slot: slot, direct: direct)
    stickers.append(made)
    var velocity = Point.zero
    let toss = stage.parameter(Self.tossVelocity)
    stage.keep(direct.draggable.finalVelocity.subscribeToValue { velocity = $0 })
    stage.keep(
      direct.draggable.state.subscribeToValue { [unowned self] state in
        if state == .active {
          velocity = .zero
          self.topZ += 1
          sticker.zIndex = self.topZ
          return
        }
        if made.inTray && sticker.position.y < self.trayTop {
          made.inTray = false
          self.addSticker(slot)
        }
        if velocity.length >= toss.value {
          self.tossAway(sticker, direct: direct, velocity: velocity)
        }
      })
  }

  /// Flies `sticker` off along `velocity` for 0.4 s while it fades, then hides it.
  private func tossAway(_ sticker: Element, direct: DirectlyManipulable, velocity: Point) {
    direct.enabled.value = false
    let clock = context.clock
    let flight = Tween(
      duration: 0.4, values: [sticker.position + velocity * 0.4], timingFunctions: [.easeOut],
      clock: clock)
    let fade = Tween(duration: 0.4, values: [0.0], timingFunctions: [.linear], clock: clock)
    stage.motion.connect(flight, to: sticker.positionProperty)
    stage.motion.connect(fade, to: sticker.opacityProperty)
    stage.keep(
      fade.state.subscribeToValue { state in
        if state == .atRest && sticker.opacity == 0 { sticker.isHidden = true }
      })
  }

  func tearDown() { stage.tearDown() }
}
