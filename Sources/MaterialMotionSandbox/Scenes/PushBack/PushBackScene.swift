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
  private let scrim = Element()
  private let controller: TransitionController
  private let transition: PushBackTransition

  init(context: SceneContext) {
    stage = SceneStage(context)
    let size = context.root.size
    stack.name = "stack"
    stack.anchorPoint = .zero
    stage.add(stack)

    backCard.name = "back card"
    backCard.cornerRadius = 16
    backCard.backgroundColor = Color(hex: 0x6200EE)
    Self.addLines(
      to: backCard, title: "Inbox", lines: ["Tap anywhere on this card", "to write a message."],
      color: Color(hex: 0xFFFFFF))
    scrim.name = "scrim"
    scrim.anchorPoint = .zero
    scrim.cornerRadius = 16
    scrim.backgroundColor = Color(hex: 0x000000)
    scrim.opacity = 0
    scrim.isUserInteractionEnabled = false
    backCard.addChild(scrim)
    stack.addChild(backCard)
    stage.elevate(backCard, to: Self.backElevation)

    foreCard.name = "fore card"
    foreCard.cornerRadius = 16
    foreCard.backgroundColor = Color(hex: 0xFFFFFF)
    foreCard.zIndex = 1
    Self.addLines(
      to: foreCard, title: "New message",
      lines: ["Drag this card down and let go to dismiss it,", "or tap the card behind."],
      color: Color(hex: 0x212121))
    let places = Self.places(in: size)
    stage.elevate(foreCard, to: Self.foreElevation)

    transition = PushBackTransition(
      forePosition: places.fore, backPosition: places.back, scrim: scrim,
      minimumVelocity: stage.parameter(Self.minimumVelocity),
      duration: stage.parameter(Self.duration))
    controller = TransitionController(
      back: backCard, fore: foreCard, containerElement: stack, clock: context.clock)
    controller.transition = transition
    layOut(in: size)
    stage.onResize { [unowned self] _, size in layOut(in: size) }

    stage.onTap(backCard) { [unowned self] _ in controller.toggle() }
    let strip = stage.motion.visualizationElement
    stage.keep(controller.state.visualize(prefix: "transition: ", in: strip).subscribe())
  }

  /// The fore card's size, and where it rests presented (`fore`, 16 points above the window's
  /// bottom) and dismissed (`back`, below the window), in a window of `size`.
  private static func places(in size: Size) -> (cardSize: Size, fore: Point, back: Point) {
    let card = Size(width: size.width - 32, height: (size.height * 0.62).rounded())
    return (
      card, Point(x: size.width / 2, y: size.height - 16 - card.height / 2),
      Point(x: size.width / 2, y: size.height + card.height / 2 + 20)
    )
  }

  /// Lays the cards out in a window of `size`: the card behind 40 points in from the sides, 70
  /// from the top and 40 from the bottom, the fore card in its place. A run under way heads for
  /// the new places from where the card is; at rest the card is moved there.
  private func layOut(in size: Size) {
    stack.frame = Rect(origin: .zero, size: size)
    // Its frame before it is pushed back (scaled about its centre).
    backCard.frame = Rect(x: 40, y: 70, width: size.width - 80, height: size.height - 110)
    scrim.frame = Rect(origin: .zero, size: backCard.size)
    let places = Self.places(in: size)
    foreCard.size = places.cardSize
    // Their lines of text span them, 24 points in from either side.
    for card in [backCard, foreCard] {
      for label in card.children where label is Label {
        label.size.width = card.size.width - 48
      }
    }
    if controller.context == nil {
      foreCard.position = controller.isPresented ? places.fore : places.back
    }
    transition.move(forePosition: places.fore, backPosition: places.back)
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

  /// While a card presented (or coming or going): it and the card pushed back fill the window, and the sandbox's title and hint lines fade out.
  var presentsFullWindow: Bool { controller.isPresented || controller.context != nil }

  func tearDown() { stage.tearDown() }
}
