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
  static let parameters = [stiffness, damping, flingVelocity, resistance, cardElevation]

  static let pageCount = 5
  private static let colors: [UInt32] = [0x6200EE, 0x03DAC6, 0xFF0266, 0x018786, 0x3700B3]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    let cardSize = Size(width: (root.size.width * 0.6).rounded(), height: 260)
    let pitch = cardSize.width + 24
    let margin = ((root.size.width - cardSize.width) / 2).rounded()
    let top = 150.0
    let strip = Element()
    strip.name = "strip"
    strip.anchorPoint = .zero
    strip.size = Size(width: Double(Self.pageCount) * pitch, height: cardSize.height)
    strip.position = Point(x: 0, y: top)
    for page in 0..<Self.pageCount {
      let card = Element()
      card.size = cardSize
      card.anchorPoint = .zero
      card.position = Point(x: margin + Double(page) * pitch, y: 0)
      card.cornerRadius = 16
      card.backgroundColor = Color(hex: Self.colors[page])
      card.isUserInteractionEnabled = false
      let title = Label()
      title.text = "Page \(page + 1)"
      title.fontSize = 28
      title.textColor = Color(hex: 0xFFFFFF)
      title.textAlignment = .center
      title.size = Size(width: cardSize.width, height: 40)
      title.position = Point(x: cardSize.width / 2, y: cardSize.height / 2)
      card.addChild(title)
      strip.addChild(card)
      stage.elevate(card, to: Self.cardElevation)
    }
    stage.add(strip)
    let dots = (0..<Self.pageCount).map { page -> Element in
      let dot = Element()
      dot.size = Size(width: 10, height: 10)
      dot.cornerRadius = 5
      dot.position = Point(
        x: root.size.width / 2 + (Double(page) - Double(Self.pageCount - 1) / 2) * 22,
        y: top + cardSize.height + 30)
      dot.isUserInteractionEnabled = false
      stage.add(dot)
      return dot
    }

    let lastX = -Double(Self.pageCount - 1) * pitch
    let spring = Spring(to: strip.position, threshold: 0.01, clock: context.clock)
    stage.motion.connect(stage.parameter(Self.stiffness), to: spring.stiffness)
    stage.motion.connect(stage.parameter(Self.damping), to: spring.damping)
    let tossable = Tossable(element: strip, containerElement: root, spring: spring)
    let draggable = tossable.draggable
    draggable.resistance.perimeter.value = Rect(x: lastX, y: top, width: -lastX, height: 0)
    stage.motion.connect(stage.parameter(Self.resistance), to: draggable.resistance.maxLength)
    draggable.valueStream = draggable.valueStream.yLocked(to: top)

    // The page a release leads to, decided before the spring takes over.
    let page = ReactiveProperty(0)
    let fling = stage.parameter(Self.flingVelocity)
    var velocity = 0.0
    stage.keep(draggable.finalVelocity.subscribeToValue { velocity = $0.x })
    stage.keep(
      draggable.state.subscribeToValue { state in
        guard state == .atRest else {
          velocity = 0
          return
        }
        let raw = -strip.position.x / pitch
        let next =
          velocity < -fling.value
          ? raw.rounded(.down) + 1 : velocity > fling.value ? raw.rounded(.up) - 1 : raw.rounded()
        page.value = Int(min(max(next, 0), Double(Self.pageCount - 1)))
        spring.destination.value = Point(x: -Double(page.value) * pitch, y: top)
      })
    stage.motion.connect(tossable)
    // A three- or four-finger touchpad swipe turns a page the way the fingers went.
    let swipe = SwipeGestureRecognizer(fingers: 3...4)
    root.addGestureRecognizer(swipe)
    stage.keep(
      gestureSource(swipe).whenRecognitionState(is: .ended).subscribeToValue { swipe in
        let distance = swipe.translation(in: nil).x
        let speed = swipe.velocity(in: nil).x
        guard abs(distance) >= 40 || abs(speed) >= fling.value else { return }
        let forward = (abs(distance) >= 40 ? distance : speed) < 0
        page.value = min(max(page.value + (forward ? 1 : -1), 0), Self.pageCount - 1)
        spring.destination.value = Point(x: -Double(page.value) * pitch, y: top)
      })
    stage.keep(
      page.asStream().subscribeToValue { current in
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

  func tearDown() { stage.tearDown() }
}
