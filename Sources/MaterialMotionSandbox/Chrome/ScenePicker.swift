import MaterialMotion

/// The scene picker (Tab): every scene of the catalog in a list over the window, numbered as
/// `--list-scenes` numbers them, with its name and hint; the current one marked.
///
/// - **Keys** (while shown): Up and Down move the selection (round the ends), Return opens the
///   selected scene, Tab or Esc closes the list.
/// - **Mouse and touch**: a tap on a row opens its scene. The list captures its touches, so
///   nothing reaches the scene behind it.
///
/// Everything it does comes from input events, so a recording replays it.
@MainActor
final class ScenePicker {
  static let rowHeight = 26.0
  static let width = 720.0

  /// The list's element; the sandbox adds it to the window's root, above the scene, so its rows
  /// can be hit.
  let element = Element()
  /// The scenes listed.
  let scenes: [any SandboxScene.Type]
  /// Called with the index of the scene a tap or Return opens.
  var onOpen: ((Int) -> Void)?
  /// The row selected (Up, Down) and opened by Return.
  private(set) var selected = 0
  /// The row of the scene on screen (marked in colour).
  private var current = 0
  private var rows: [Element] = []
  private var texts: [[Label]] = []
  private let tap = TapGestureRecognizer()
  private var subscription: Subscription?

  /// Whether the list is shown (and can be hit).
  var isShown = false {
    didSet { element.isHidden = !isShown }
  }

  init(scenes: [any SandboxScene.Type]) {
    self.scenes = scenes
    element.isHidden = true
    element.anchorPoint = .zero
    element.capturesTouches = true
    element.backgroundColor = Color(hex: 0xFFFFFF, alpha: 0.97)
    element.cornerRadius = 8
    element.zIndex = 2_000_000
    for (index, scene) in scenes.enumerated() {
      let row = Element()
      row.anchorPoint = .zero
      row.isUserInteractionEnabled = false
      // Number, name and hint in columns (the font is proportional).
      let columns = ["\(index + 1)", scene.name, scene.hint].map { text -> Label in
        let label = Label()
        label.text = text
        label.fontSize = 13
        label.anchorPoint = .zero
        label.isUserInteractionEnabled = false
        row.addChild(label)
        return label
      }
      element.addChild(row)
      rows.append(row)
      texts.append(columns)
    }
    element.addGestureRecognizer(tap)
    subscription = gestureSource(tap).whenRecognitionState(is: .recognized).centroid(
      in: element
    ).subscribeToValue { [unowned self] point in
      let index = Int((point.y - 8) / Self.rowHeight)
      guard self.scenes.indices.contains(index) else { return }
      self.onOpen?(index)
    }
  }

  /// Stops listening to its taps. Until then its element, its tap recognizer and the
  /// subscription keep one another alive (the subscription computes the tap's point in the
  /// element), so a run that ends without this leaks the list, some 100 KB.
  func tearDown() {
    subscription?.unsubscribe()
    subscription = nil
  }

  /// Shows the list with `current` (the scene on screen) selected and marked.
  func show(current: Int) {
    selected = current
    isShown = true
    highlight(current: current)
  }

  /// Moves the selection by `offset` rows, round the ends.
  func move(by offset: Int) {
    selected = ((selected + offset) % scenes.count + scenes.count) % scenes.count
    highlight(current: nil)
  }

  private func highlight(current: Int?) {
    if let current { self.current = current }
    for (index, row) in rows.enumerated() {
      row.backgroundColor =
        index == selected ? Color(hex: 0x6200EE, alpha: 0.18) : Color(hex: 0xFFFFFF, alpha: 0)
      for label in texts[index] {
        label.textColor = index == self.current ? Color(hex: 0x6200EE) : Color(white: 0.15)
      }
    }
  }

  /// Centres the list in a window of `size` points.
  func layout(in size: Size) {
    let height = Double(rows.count) * Self.rowHeight + 16
    let width = min(Self.width, size.width - 16)
    element.frame = Rect(
      x: ((size.width - width) / 2).rounded(), y: max(56, ((size.height - height) / 2).rounded()),
      width: width, height: height)
    for (index, row) in rows.enumerated() {
      row.frame = Rect(
        x: 8, y: 8 + Double(index) * Self.rowHeight, width: width - 16, height: Self.rowHeight)
      let (number, name, hint) = (texts[index][0], texts[index][1], texts[index][2])
      number.frame = Rect(x: 0, y: 0, width: 34, height: Self.rowHeight)
      name.frame = Rect(x: 30, y: 0, width: 130, height: Self.rowHeight)
      hint.frame = Rect(x: 160, y: 0, width: width - 176, height: Self.rowHeight)
    }
  }
}
