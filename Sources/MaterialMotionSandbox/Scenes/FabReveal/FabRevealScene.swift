import MaterialMotion

/// A floating action button that expands into a sheet by a circular reveal: tap the button and a
/// circle grows out of it, showing the sheet only inside it, over a darkening backdrop; tap the
/// backdrop or the sheet's close button and it shrinks back into the button. A tap during the
/// transition reverses it where it is.
@MainActor
final class FabRevealScene: SandboxScene {
  static let name = "fab-reveal"
  static let hint = "Tap the pink button: a sheet grows out of it. Tap outside or × to close."
  static let duration = SceneParameter.suggestedDuration()
  /// Material's FAB: 6 dp at rest, 12 while pressed (material-components-web's `mdc-fab`).
  static let fabElevation = SceneParameter.elevation("fab.elevation", title: "FAB", default: 6)
  static let fabPressedElevation = SceneParameter.elevation(
    "fab.pressedElevation", title: "FAB pressed", default: 12)
  static let parameters = [duration, fabElevation, fabPressedElevation]
  static let fabColor = Color(hex: 0xFF0266)

  private let stage: SceneStage
  private let controller: TransitionController
  private let transition: FabRevealTransition
  /// The elements as large as the window: the layer the transition runs in, the home screen, the
  /// overlay presented over it and its backdrop.
  private let fullWindow: [Element]
  private var lines: [Element] = []
  private let fab = Element()
  private let sheet = Element()
  private let header = Element()
  private let message: Label
  private let close = Element()

  init(context: SceneContext) {
    stage = SceneStage(context)
    let size = context.root.size
    let layer = Self.fullWindow("layer")
    stage.add(layer)
    let home = Self.fullWindow("home")
    layer.addChild(home)
    for _ in 0..<5 {
      let line = Element()
      line.cornerRadius = 8
      line.backgroundColor = Color(hex: 0xE0E0E0)
      line.isUserInteractionEnabled = false
      home.addChild(line)
      lines.append(line)
    }
    fab.name = "fab"
    fab.cornerRadius = 28
    fab.backgroundColor = Self.fabColor
    fab.addChild(
      Self.label(
        "+", size: 30, color: Color(hex: 0xFFFFFF), frame: Rect(x: 0, y: 10, width: 56, height: 36))
    )
    home.addChild(fab)
    stage.elevateWhilePressed(fab, resting: Self.fabElevation, pressed: Self.fabPressedElevation)

    let overlay = Self.fullWindow("overlay")
    let backdrop = Self.fullWindow("backdrop")
    backdrop.backgroundColor = Color(hex: 0x000000)
    backdrop.opacity = 0
    overlay.addChild(backdrop)
    fullWindow = [layer, home, overlay, backdrop]
    let reveal = Element()
    reveal.name = "reveal"
    reveal.clipsToBounds = true
    reveal.isUserInteractionEnabled = true
    overlay.addChild(reveal)
    sheet.name = "sheet"
    sheet.cornerRadius = 12
    sheet.backgroundColor = Color(hex: 0xFFFFFF)
    sheet.clipsToBounds = true  // the header band follows its rounded corners
    header.backgroundColor = Self.fabColor
    header.isUserInteractionEnabled = false
    sheet.addChild(header)
    sheet.addChild(
      Self.label(
        "New item", size: 26, color: Color(hex: 0xFFFFFF),
        frame: Rect(x: 24, y: 28, width: 300, height: 34), centred: false))
    message = Self.label(
      "The sheet grew out of the button.", size: 16, color: Color(hex: 0x424242),
      frame: .zero, centred: false)
    sheet.addChild(message)
    close.name = "close"
    close.cornerRadius = 24
    close.backgroundColor = Color(hex: 0xFFFFFF, alpha: 0.25)
    close.addChild(
      Self.label(
        "×", size: 28, color: Color(hex: 0xFFFFFF), frame: Rect(x: 0, y: 6, width: 48, height: 34)))
    sheet.addChild(close)
    reveal.addChild(sheet)

    controller = TransitionController(
      back: home, fore: overlay, containerElement: layer, clock: context.clock)
    transition = FabRevealTransition(
      fab: fab, reveal: reveal, sheet: sheet, sheetFrame: Self.sheetFrame(in: size),
      backdrop: backdrop, duration: stage.parameter(Self.duration))
    controller.transition = transition
    layOut(in: size)
    stage.onResize { [unowned self] _, size in layOut(in: size) }

    // The circle covers more than the sheet: a tap on it outside the sheet closes too, and the
    // sheet keeps its own taps (only × closes there).
    sheet.capturesTouches = true
    for element in [fab, backdrop, reveal, close] {
      stage.onTap(element) { [unowned self] _ in controller.toggle(from: fab) }
    }
    let strip = stage.motion.visualizationElement
    stage.keep(controller.state.visualize(prefix: "transition: ", in: strip).subscribe())
  }

  /// Where the sheet opens in a window of `size`: 40 points in from the sides, 80 from the top
  /// and 60 from the bottom.
  private static func sheetFrame(in size: Size) -> Rect {
    Rect(x: 40, y: 80, width: size.width - 80, height: size.height - 140)
  }

  /// Lays the home screen and the sheet out in a window of `size`: the lines 40 points in from
  /// the sides, the button 40 points in from the right and 64 up from the bottom, the sheet at
  /// ``sheetFrame(in:)`` (the transition moves a circle open or opening with it).
  private func layOut(in size: Size) {
    for element in fullWindow { element.frame = Rect(origin: .zero, size: size) }
    for (row, line) in lines.enumerated() {
      line.frame = Rect(x: 40, y: 80 + Double(row) * 64, width: size.width - 80, height: 48)
    }
    fab.frame = Rect(x: size.width - 96, y: size.height - 120, width: 56, height: 56)
    let sheetFrame = Self.sheetFrame(in: size)
    sheet.size = sheetFrame.size
    header.frame = Rect(x: 0, y: 0, width: sheetFrame.width, height: 88)
    message.frame = Rect(x: 24, y: 120, width: sheetFrame.width - 48, height: 22)
    close.frame = Rect(x: sheetFrame.width - 64, y: 20, width: 48, height: 48)
    transition.layOut(sheetFrame: sheetFrame, isPresented: controller.isPresented)
  }

  private static func fullWindow(_ name: String) -> Element {
    let element = Element()
    element.name = name
    element.anchorPoint = .zero
    return element
  }

  private static func label(
    _ text: String, size: Double, color: Color, frame: Rect, centred: Bool = true
  ) -> Label {
    let label = Label()
    label.text = text
    label.fontSize = size
    label.textColor = color
    label.textAlignment = centred ? .center : .left
    label.isUserInteractionEnabled = false
    label.anchorPoint = .zero
    label.frame = frame
    return label
  }

  /// While the sheet out (or growing or shrinking): its backdrop covers the window, and the sandbox's title and hint lines fade out.
  var presentsFullWindow: Bool { controller.isPresented || controller.context != nil }

  func tearDown() { stage.tearDown() }
}
