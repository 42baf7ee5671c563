/// An element that shows one line of text over its background.
///
/// The label only describes the text; the platform renderer rasterises it. Text, font size and
/// colour are reactive properties like the geometric attributes, so streams can write them (the
/// `visualize` operator writes ``text``).
@MainActor
open class Label: Element {
  /// The text shown. Default empty.
  public let textProperty = ReactiveProperty("")
  /// The font size in points. Default 14.
  public let fontSizeProperty = ReactiveProperty(14.0)
  /// The text colour. Default opaque black.
  public let textColorProperty = ReactiveProperty(Color.black)

  /// The text shown (reads/writes ``textProperty``).
  public var text: String {
    get { textProperty.value }
    set { textProperty.value = newValue }
  }

  /// The font size in points (reads/writes ``fontSizeProperty``).
  public var fontSize: Double {
    get { fontSizeProperty.value }
    set { fontSizeProperty.value = newValue }
  }

  /// The text colour (reads/writes ``textColorProperty``).
  public var textColor: Color {
    get { textColorProperty.value }
    set { textColorProperty.value = newValue }
  }

  /// Horizontal placement of the text. Default ``TextAlignment/left``. The text is centred
  /// vertically.
  public var textAlignment: TextAlignment = .left

  /// Creates an empty label with a zero frame.
  public override init() {
    super.init()
    contentKind = .label
  }

  /// Creates a label showing `text`.
  public convenience init(text: String) {
    self.init()
    self.text = text
  }
}
