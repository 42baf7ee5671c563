import MaterialMotion

/// One row of the tuning panel: the parameter's title and its value with its unit on one line,
/// and under them a slider (a track, the fill up to the value and a knob). The whole row is the
/// slider's target: a press anywhere on it sets the value under the pointer.
@MainActor
final class ParameterSlider {
  /// The row's height in points.
  static let height = 38.0
  /// The track's inset from the row's left and right edges.
  static let inset = 12.0
  /// The sliders' colour: a darker purple than the scenes' square (#6200EE), so the two are never
  /// confused, also by tests that find the square by its colour.
  static let accent = Color(hex: 0x3700B3)

  let parameter: SceneParameter
  /// The row (add it to the panel).
  let element = Element()
  private let title = Label()
  private let valueLabel = Label()
  private let track = Element()
  private let fill = Element()
  private let knob = Element()

  init(parameter: SceneParameter, width: Double) {
    self.parameter = parameter
    element.name = "slider \(parameter.name)"
    element.cornerRadius = 4
    title.fontSize = 12
    title.textColor = Color(white: 0.15)
    title.text = parameter.title
    valueLabel.fontSize = 12
    valueLabel.textColor = Self.accent
    track.backgroundColor = Color(white: 0.78)
    track.cornerRadius = 2
    fill.backgroundColor = Self.accent
    fill.cornerRadius = 2
    knob.size = Size(width: 14, height: 14)
    knob.cornerRadius = 7
    knob.backgroundColor = Self.accent
    let dot = Element(frame: Rect(x: 4, y: 4, width: 6, height: 6))
    dot.cornerRadius = 3
    dot.backgroundColor = .white
    knob.addChild(dot)
    for child in [title, valueLabel, track, fill, knob] {
      child.isUserInteractionEnabled = false
      element.addChild(child)
    }
    layout(width: width)
  }

  /// Lays the row out `width` points wide (its position is the panel's business).
  func layout(width: Double) {
    element.size = Size(width: width, height: Self.height)
    // Two columns: the title, and the value from the middle on.
    // The value starts where the longest title ("trace length") has ended, so that the longest
    // value ("materialDeceleration") still ends inside the panel.
    let valueX = Self.inset + 84
    title.frame = Rect(x: Self.inset, y: 3, width: valueX - Self.inset, height: 16)
    valueLabel.frame = Rect(x: valueX, y: 3, width: width - valueX - Self.inset, height: 16)
    track.frame = Rect(x: Self.inset, y: 25, width: trackWidth, height: 4)
  }

  private var trackWidth: Double { max(1, element.size.width - 2 * Self.inset) }

  /// Shows the row as the one the arrow keys act on.
  var isSelected = false {
    didSet {
      element.backgroundColor = isSelected ? Color(hex: 0x3700B3, alpha: 0.1) : .clear
    }
  }

  /// Moves the fill and the knob to `value` and writes it beside the title.
  func show(_ value: Double) {
    let x = Self.inset + fraction(of: value) * trackWidth
    fill.frame = Rect(x: Self.inset, y: 25, width: x - Self.inset, height: 4)
    knob.position = Point(x: x, y: 27)
    valueLabel.text = parameter.formatted(value)
  }

  /// The value under `x` (row coordinates), snapped to the parameter's step.
  func value(atX x: Double) -> Double {
    let t = min(max((x - Self.inset) / trackWidth, 0), 1)
    let range = parameter.range
    return parameter.snapped(range.lowerBound + t * (range.upperBound - range.lowerBound))
  }

  private func fraction(of value: Double) -> Double {
    let range = parameter.range
    guard range.upperBound > range.lowerBound else { return 0 }
    return min(max((value - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
  }
}
