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
  /// Each row, its swipeable and what lies under it.
  private var rows: [(row: Element, swipeable: Swipeable, under: Element)] = []

  init(context: SceneContext) {
    stage = SceneStage(context)
    let root = context.root
    for index in 0..<5 {
      let (width, center) = Self.place(index, in: root.size)
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
      rows.append((row, swipeable, under.background))
      if index == 0 {
        let strip = stage.motion.visualizationElement
        stage.keep(swipeable.swipeState.visualize(prefix: "row 1: ", in: strip).subscribe())
        stage.keep(
          row.positionProperty._map { $0.x - swipeable.restX }.visualize(
            prefix: "row 1 offset: ", in: strip,
            format: { ValueFormat.signed($0, digits: 0) + " pt" }
          ).subscribe())
      }
    }
    stage.onResize { [unowned self] _, size in layOut(in: size) }
    stage.onKeyDown { [unowned self] key in
      guard key.key.lowercased() == "r" else { return }
      for (_, swipeable, _) in rows {
        swipeable.swipeState.value = .none
        swipeable.tossable.spring.destination.value = swipeable.restPosition
      }
    }
  }

  /// Row `index`'s width and centre in a window of `size`: 560 points wide at most, 40 points
  /// in from the sides at least, centred, 84 points below the one before, the first at 150.
  private static func place(_ index: Int, in size: Size) -> (width: Double, center: Point) {
    (min(560, size.width - 80), Point(x: size.width / 2, y: 150 + Double(index) * 84))
  }

  /// Lays the rows out again in a window of `size`: each row and what lies under it at its new
  /// place, a swiped row still out of the window (a row being dragged or in flight heads there:
  /// ``Swipeable/moveRest(to:)``).
  private func layOut(in size: Size) {
    for (index, (row, swipeable, under)) in rows.enumerated() {
      let (width, center) = Self.place(index, in: size)
      row.size.width = width
      if let title = row.children.first {
        title.size.width = width - 48
        title.position.x = width / 2
      }
      under.size.width = width
      under.position = center
      under.children.last?.position.x = width - 36
      swipeable.width.value = size.width
      swipeable.moveRest(to: center)
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
