import MaterialMotion

/// `Swipeable`: a list of five rows. Drag a row sideways: past 72 points the action under it
/// shows (its background fades in and its icon grows), and a release there, or a fast fling,
/// swipes the row off; short of it the row springs back. R brings every row back.
@MainActor
final class SwipeableListScene: SandboxScene {
  static let name = "swipeable-list"
  static let hint = "Swipe a row sideways past 72 pt to dismiss it; R brings the rows back."
  static let threshold = SceneParameter(
    "swipe.threshold", title: "threshold", range: 24...240, default: Swipeable.visualThreshold,
    step: 4, unit: "pt")
  static let flingVelocity = SceneParameter(
    "swipe.flingVelocity", title: "fling velocity", range: 200...4000, default: 1000, step: 100,
    unit: "pt/s")
  static let parameters = [threshold, flingVelocity]

  private let stage: SceneStage

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    let width = min(560, root.size.width - 80)
    var rows: [(Swipeable, Point)] = []
    for index in 0..<5 {
      let center = Point(x: root.size.width / 2, y: 150 + Double(index) * 84)
      let under = Self.action(width: width, at: center)
      stage.add(under.background)
      let row = Self.row(index, width: width, at: center)
      stage.add(row)
      let swipeable = Swipeable(item: row, containerElement: root, clock: context.clock)
      // Swiped rows leave the window.
      swipeable.width.value = root.size.width
      stage.motion.connect(stage.parameter(Self.threshold), to: swipeable.threshold)
      stage.motion.connect(stage.parameter(Self.flingVelocity), to: swipeable.flingVelocity)
      stage.motion.connect(swipeable)
      stage.motion.connect(swipeable.backgroundReveal, to: under.background.opacityProperty)
      for icon in under.icons { stage.motion.connect(swipeable.iconScale, to: icon.scaleProperty) }
      rows.append((swipeable, center))
      if index == 0 {
        let strip = stage.motion.visualizationElement
        stage.keep(swipeable.swipeState.visualize(prefix: "row 1: ", in: strip).subscribe())
        stage.keep(
          row.positionProperty._map { $0.x - center.x }.visualize(
            prefix: "row 1 offset: ", in: strip,
            format: { ValueFormat.signed($0, digits: 0) + " pt" }
          ).subscribe())
      }
    }
    stage.onKeyDown { key in
      guard key.key.lowercased() == "r" else { return }
      for (swipeable, center) in rows {
        swipeable.swipeState.value = .none
        swipeable.tossable.spring.destination.value = center
      }
    }
  }

  /// A row: a white card with its title.
  private static func row(_ index: Int, width: Double, at center: Point) -> Element {
    let row = Element()
    row.name = "row \(index + 1)"
    row.size = Size(width: width, height: 72)
    row.position = center
    row.backgroundColor = Color(hex: 0xFFFFFF)
    row.cornerRadius = 8
    let title = Label()
    title.text = "Row \(index + 1): swipe me"
    title.fontSize = 18
    title.size = Size(width: width - 48, height: 24)
    title.position = Point(x: width / 2, y: 36)
    row.addChild(title)
    return row
  }

  /// What a swipe reveals: a red band under the row, with a round icon at each end.
  private static func action(width: Double, at center: Point) -> (
    background: Element, icons: [Element]
  ) {
    let background = Element()
    background.size = Size(width: width, height: 72)
    background.position = center
    background.cornerRadius = 8
    background.backgroundColor = Color(hex: 0xB00020)
    background.opacity = 0
    background.isUserInteractionEnabled = false
    let icons = [36, width - 36].map { x in
      let icon = Element()
      icon.size = Size(width: 32, height: 32)
      icon.cornerRadius = 16
      icon.backgroundColor = Color(hex: 0xFFFFFF)
      icon.position = Point(x: x, y: 36)
      background.addChild(icon)
      return icon
    }
    return (background, icons)
  }

  func tearDown() { stage.tearDown() }
}
