import MaterialMotion

/// Push-back: tap the card to present a second one over it; as the new card slides up, the one
/// behind is pushed back (scaled down) and dimmed, following the new card's progress, so
/// dragging the new card down moves both. A fling down or a long enough drag dismisses it;
/// tapping the card behind dismisses it too, and a tap during a transition reverses it.
@MainActor
final class PushBackScene: SandboxScene {
  static let name = "push-back"
  static let hint = "Tap the card: a new one pushes it back. Drag it down or tap behind to dismiss."
  static let minimumVelocity = SceneParameter.minimumVelocity()
  static let duration = SceneParameter.suggestedDuration()
  /// The card behind rests at 2 dp, the card in front, a card picked up, at 8 (Material's
  /// elevation guidelines: card resting 2, picked up 8).
  static let backElevation = SceneParameter.elevation(
    "backCard.elevation", title: "card behind", default: 2)
  static let foreElevation = SceneParameter.elevation(
    "foreCard.elevation", title: "card in front", default: 8)
  static let parameters = [minimumVelocity, duration, backElevation, foreElevation]

  private let stage: SceneStage
  private let stack = Element()
  private let backCard = Element()
  private let foreCard = Element()
  private let controller: TransitionController
  private let transition: PushBackTransition

  init(context: SceneContext) {
    stage = SceneStage(context)
    let size = context.root.size
    stack.name = "stack"
    stack.anchorPoint = .zero
    stack.frame = Rect(origin: .zero, size: size)
    stage.add(stack)

    backCard.name = "back card"
    backCard.frame = Rect(x: 40, y: 70, width: size.width - 80, height: size.height - 110)
    backCard.cornerRadius = 16
    backCard.backgroundColor = Color(hex: 0x6200EE)
    Self.addLines(
      to: backCard, title: "Inbox", lines: ["Tap anywhere on this card", "to write a message."],
      color: Color(hex: 0xFFFFFF))
    let scrim = Element()
    scrim.name = "scrim"
    scrim.anchorPoint = .zero
    scrim.frame = Rect(origin: .zero, size: backCard.size)
    scrim.cornerRadius = 16
    scrim.backgroundColor = Color(hex: 0x000000)
    scrim.opacity = 0
    scrim.isUserInteractionEnabled = false
    backCard.addChild(scrim)
    stack.addChild(backCard)
    stage.elevate(backCard, to: Self.backElevation)

    foreCard.name = "fore card"
    foreCard.size = Size(width: size.width - 32, height: (size.height * 0.62).rounded())
    foreCard.cornerRadius = 16
    foreCard.backgroundColor = Color(hex: 0xFFFFFF)
    foreCard.zIndex = 1
    Self.addLines(
      to: foreCard, title: "New message",
      lines: ["Drag this card down and let go to dismiss it,", "or tap the card behind."],
      color: Color(hex: 0x212121))
    let fore = Point(x: size.width / 2, y: size.height - 16 - foreCard.size.height / 2)
    let back = Point(x: size.width / 2, y: size.height + foreCard.size.height / 2 + 20)
    foreCard.position = back
    stage.elevate(foreCard, to: Self.foreElevation)

    transition = PushBackTransition(
      forePosition: fore, backPosition: back, scrim: scrim,
      minimumVelocity: stage.parameter(Self.minimumVelocity),
      duration: stage.parameter(Self.duration))
    controller = TransitionController(
      back: backCard, fore: foreCard, containerElement: stack, clock: context.clock)
    controller.transition = transition

    stage.onTap(backCard) { [unowned self] _ in controller.toggle() }
    let strip = stage.motion.visualizationElement
    stage.keep(controller.state.visualize(prefix: "transition: ", in: strip).subscribe())
  }

  /// A title and lines of text at the top of `card`.
  private static func addLines(to card: Element, title: String, lines: [String], color: Color) {
    for (index, text) in ([title] + lines).enumerated() {
      let label = Label()
      label.text = text
      label.fontSize = index == 0 ? 26 : 16
      label.textColor = color
      label.isUserInteractionEnabled = false
      label.anchorPoint = .zero
      label.frame = Rect(
        x: 24, y: index == 0 ? 24 : 48 + Double(index) * 26, width: card.size.width - 48,
        height: index == 0 ? 32 : 22)
      card.addChild(label)
    }
  }

  func tearDown() { stage.tearDown() }
}
