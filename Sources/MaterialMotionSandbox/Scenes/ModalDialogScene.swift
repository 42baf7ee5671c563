import MaterialMotion

/// A modal dialog: tap the button and the dialog slides up over a scrim; tap the scrim, or drag
/// the dialog down and let go moving down, and it slides away. A release moving up, or too slow
/// either way, leaves it where it was going. A `TransitionSpring` follows the direction that
/// the taps and `ChangeDirection` write; the scrim's darkness follows the dialog's height.
@MainActor
final class ModalDialogScene: SandboxScene {
  static let name = "modal-dialog"
  static let hint = "Tap the button; dismiss the dialog by tapping outside it or flinging it down."
  static let minimumVelocity = SceneParameter.minimumVelocity()
  static let duration = SceneParameter.suggestedDuration()
  /// Material's dialog sits at 24 dp; its raised button at 2, 8 while pressed
  /// (material-components-web's `mdc-dialog` and `mdc-button--raised`).
  static let dialogElevation = SceneParameter.elevation(
    "dialog.elevation", title: "dialog", default: 24)
  static let buttonElevation = SceneParameter.elevation(
    "button.elevation", title: "button", default: 2)
  static let buttonPressedElevation = SceneParameter.elevation(
    "button.pressedElevation", title: "button pressed", default: 8)
  static let parameters = [
    minimumVelocity, duration, dialogElevation, buttonElevation, buttonPressedElevation,
  ]

  private let stage: SceneStage
  private let button = Element()
  private let scrim = Element()
  private let dialog = Element()
  private let text = Label()
  private let transition: VerticalFlingTransition
  /// The dialog's size and places in the window as it is now (``places(in:)``).
  private var places: (dialog: Size, back: Point, fore: Point)

  init(context: SceneContext) {
    stage = SceneStage(context)
    let size = context.root.size
    let direction = ReactiveProperty(TransitionDirection.backward)

    button.name = "button"
    button.size = Size(width: 200, height: 56)
    button.cornerRadius = 28
    button.backgroundColor = Color(hex: 0x6200EE)
    let title = Label()
    title.text = "Open the dialog"
    title.fontSize = 17
    title.textColor = Color(hex: 0xFFFFFF)
    title.textAlignment = .center
    title.isUserInteractionEnabled = false
    title.frame = Rect(x: 0, y: 16, width: 200, height: 24)
    button.addChild(title)
    stage.add(button)
    stage.elevateWhilePressed(
      button, resting: Self.buttonElevation, pressed: Self.buttonPressedElevation)

    scrim.name = "scrim"
    scrim.anchorPoint = .zero
    scrim.backgroundColor = Color(hex: 0x000000)
    scrim.opacity = 0
    stage.add(scrim)

    dialog.name = "dialog"
    dialog.cornerRadius = 16
    dialog.backgroundColor = Color(hex: 0xFFFFFF)
    text.text = "A dialog. Fling it down or tap outside to dismiss."
    text.fontSize = 16
    text.textAlignment = .center
    text.isUserInteractionEnabled = false
    dialog.addChild(text)
    stage.add(dialog)
    stage.elevate(dialog, to: Self.dialogElevation)

    places = Self.places(in: size)
    transition = VerticalFlingTransition(
      element: dialog, back: places.back, fore: places.fore, direction: direction, stage: stage,
      minimumVelocity: Self.minimumVelocity, duration: Self.duration)
    layOut(in: size)
    stage.onResize { [unowned self] _, size in layOut(in: size) }

    // The scrim darkens as the dialog rises: 0 off-screen, 0.5 in place (the places it has now).
    stage.motion.connect(
      dialog.positionProperty._map { [unowned self] position in
        let (back, fore) = (places.back, places.fore)
        return 0.5 * min(1, max(0, (back.y - position.y) / (back.y - fore.y)))
      }, to: scrim.opacityProperty)

    for (element, target) in [(button, TransitionDirection.forward), (scrim, .backward)] {
      stage.onTap(element) { _ in direction.value = target }
    }
    let strip = stage.motion.visualizationElement
    stage.keep(direction.visualize(prefix: "direction: ", in: strip).subscribe())
  }

  /// The dialog's size, and where it rests open (`fore`, centred) and closed (`back`, 20 points
  /// below the window) in a window of `size`.
  private static func places(in size: Size) -> (dialog: Size, back: Point, fore: Point) {
    let dialog = Size(width: (size.width * 0.7).rounded(), height: 260)
    return (
      dialog, Point(x: size.width / 2, y: size.height + dialog.height / 2 + 20),
      Point(x: size.width / 2, y: size.height / 2)
    )
  }

  /// Lays the scene out in a window of `size`: the button centred, the scrim over the whole
  /// window, the dialog at its place (moving there if it is on its way, see
  /// ``VerticalFlingTransition/move(back:fore:)``).
  private func layOut(in size: Size) {
    button.position = Point(x: size.width / 2, y: size.height / 2)
    scrim.frame = Rect(origin: .zero, size: size)
    places = Self.places(in: size)
    dialog.size = places.dialog
    text.frame = Rect(x: 0, y: 118, width: places.dialog.width, height: 24)
    transition.move(back: places.back, fore: places.fore)
  }

  func tearDown() { stage.tearDown() }
}
