import MaterialMotion

/// A paged carousel: drag the strip of cards sideways and let go; a spring snaps it to a page
/// (the nearest, or the next one the way it was flung), carrying the release velocity, and it
/// rubber-bands past the first and last cards. The dots under it show the page. A three- or
/// four-finger touchpad swipe turns a page the way the fingers went.
@MainActor
final class CarouselScene: SandboxScene {
  static let name = "carousel"
  static let hint = "Drag or fling the cards sideways: a spring snaps them to a page."
  static let stiffness = SceneParameter.springStiffness()
  static let damping = SceneParameter.springDamping(default: 26)
  static let flingVelocity = SceneParameter(
    "carousel.flingVelocity", title: "fling velocity", range: 50...3000, default: 300, step: 50,
    unit: "pt/s")
  static let resistance = SceneParameter.dragResistance(default: 64)
  /// Cards at rest: 2 dp (Material's elevation guidelines).
  static let cardElevation = SceneParameter.elevation(
    "card.elevation", title: "cards", default: 2)
  /// Last, so the rows above it stay where they were (a spring preset may need a lighter mass).
  static let mass = SceneParameter.springMass()
  static let parameters = [stiffness, damping, flingVelocity, resistance, cardElevation, mass]

  static let pageCount = 5
  private static let colors: [UInt32] = [0x6200EE, 0x03DAC6, 0xFF0266, 0x018786, 0x3700B3]

  private let stage: SceneStage
  private let strip = Element()
  private var cards: [Element] = []
  private var dots: [Element] = []
  private let spring: Spring<Point>
  private let draggable: Draggable
  /// The page shown (or the one a release or a swipe leads to).
  private let page = ReactiveProperty(0)
  /// The distance from one card to the next (a card's width and the gap).
  private var pitch = 0.0
  /// The strip's y (and the cards' top).
  private static let top = 150.0
  private static let cardHeight = 260.0

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    let top = Self.top
    strip.name = "strip"
    strip.anchorPoint = .zero
    strip.position = Point(x: 0, y: top)
    for page in 0..<Self.pageCount {
      let card = Element()
      card.anchorPoint = .zero
      card.cornerRadius = 16
      card.backgroundColor = Color(hex: Self.colors[page])
      card.isUserInteractionEnabled = false
      let title = Label()
      title.text = "Page \(page + 1)"
      title.fontSize = 28
      title.textColor = Color(hex: 0xFFFFFF)
      title.textAlignment = .center
      card.addChild(title)
      strip.addChild(card)
      cards.append(card)
      stage.elevate(card, to: Self.cardElevation)
    }
    stage.add(strip)
    for _ in 0..<Self.pageCount {
      let dot = Element()
      dot.size = Size(width: 10, height: 10)
      dot.cornerRadius = 5
      dot.isUserInteractionEnabled = false
      stage.add(dot)
      dots.append(dot)
    }

    spring = Spring(to: strip.position, threshold: 0.01, clock: context.clock)
    stage.motion.connect(stage.parameter(Self.stiffness), to: spring.stiffness)
    stage.motion.connect(stage.parameter(Self.damping), to: spring.damping)
    stage.motion.connect(stage.parameter(Self.mass), to: spring.mass)
    let tossable = Tossable(element: strip, containerElement: root, spring: spring)
    draggable = tossable.draggable
    layOut(in: root.size)
    stage.onResize { [unowned self] _, size in layOut(in: size) }
    stage.motion.connect(stage.parameter(Self.resistance), to: draggable.resistance.maxLength)
    draggable.valueStream = draggable.valueStream.yLocked(to: top)

    // The page a release leads to, decided before the spring takes over.
    let fling = stage.parameter(Self.flingVelocity)
    var velocity = 0.0
    stage.keep(draggable.finalVelocity.subscribeToValue { velocity = $0.x })
    stage.keep(
      draggable.state.subscribeToValue { [unowned self] state in
        guard state == .atRest else {
          velocity = 0
          return
        }
        let raw = -strip.position.x / pitch
        let next =
          velocity < -fling.value
          ? raw.rounded(.down) + 1 : velocity > fling.value ? raw.rounded(.up) - 1 : raw.rounded()
        page.value = Int(min(max(next, 0), Double(Self.pageCount - 1)))
        spring.destination.value = pagePosition
      })
    stage.motion.connect(tossable)
    // A three- or four-finger touchpad swipe turns a page the way the fingers went.
    let swipe = SwipeGestureRecognizer(fingers: 3...4)
    root.addGestureRecognizer(swipe)
    stage.keep(
      gestureSource(swipe).whenRecognitionState(is: .ended).subscribeToValue {
        [unowned self] swipe in
        let distance = swipe.translation(in: nil).x
        let speed = swipe.velocity(in: nil).x
        guard abs(distance) >= 40 || abs(speed) >= fling.value else { return }
        let forward = (abs(distance) >= 40 ? distance : speed) < 0
        page.value = min(max(page.value + (forward ? 1 : -1), 0), Self.pageCount - 1)
        spring.destination.value = pagePosition
      })
    stage.keep(
      page.asStream().subscribeToValue { [unowned self] current in
        for (index, dot) in dots.enumerated() {
          dot.backgroundColor = Color(hex: index == current ? 0x6200EE : 0xC8C8C8)
        }
      })
    let strip2 = stage.motion.visualizationElement
    stage.keep(page.visualize(prefix: "page: ", in: strip2, format: { "\($0 + 1)" }).subscribe())
    stage.keep(
      draggable.finalVelocity.visualize(
        prefix: "release velocity: ", in: strip2, format: ValueFormat.pointsPerSecond
      ).subscribe())
  }

  /// Where the strip rests showing ``page``.
  private var pagePosition: Point { Point(x: -Double(page.value) * pitch, y: Self.top) }

  /// Lays the carousel out in a window of `size`: cards 60 % of its width, 24 points apart, the
  /// page shown centred, the dots centred under the cards, and the rubber band from the first
  /// page to the last. At rest the strip is moved to its page at once; in flight (or when let
  /// go) the spring takes it there.
  private func layOut(in size: Size) {
    let cardSize = Size(width: (size.width * 0.6).rounded(), height: Self.cardHeight)
    pitch = cardSize.width + 24
    let margin = ((size.width - cardSize.width) / 2).rounded()
    strip.size = Size(width: Double(Self.pageCount) * pitch, height: cardSize.height)
    for (page, card) in cards.enumerated() {
      card.size = cardSize
      card.position = Point(x: margin + Double(page) * pitch, y: 0)
      if let title = card.children.first {
        title.size = Size(width: cardSize.width, height: 40)
        title.position = Point(x: cardSize.width / 2, y: cardSize.height / 2)
      }
    }
    for (page, dot) in dots.enumerated() {
      dot.position = Point(
        x: size.width / 2 + (Double(page) - Double(Self.pageCount - 1) / 2) * 22,
        y: Self.top + cardSize.height + 30)
    }
    let lastX = -Double(Self.pageCount - 1) * pitch
    draggable.resistance.perimeter.value = Rect(x: lastX, y: Self.top, width: -lastX, height: 0)
    // (Compared first: at the first page that is x = -0, the same place as the strip's 0.)
    let rest = pagePosition
    let held = draggable.gestureRecognizer.state.isActive
    if !held && spring.currentState == .atRest && strip.position != rest { strip.position = rest }
    if spring.destination.value != rest { spring.destination.value = rest }
  }

  func tearDown() { stage.tearDown() }
}
