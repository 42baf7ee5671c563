/// A label's text as a Lottie animation shows it: an image of the text as the app draws it
/// (Lottie's text layers need the font's glyphs, and not every player draws them), asked for
/// once for each label look (``LottieRecorder/encode(tolerance:images:labels:)``).
public struct LottieLabel: Hashable, Sendable {
  /// The text.
  public let text: String
  /// The font size in points.
  public let fontSize: Double
  /// The text's colour (its opacity is the layer's, not the image's).
  public let color: Color
  /// How the text is placed in the label's bounds.
  public let alignment: TextAlignment

  /// A label of `text` at `fontSize` points in `color`, placed by `alignment`.
  public init(text: String, fontSize: Double, color: Color, alignment: TextAlignment) {
    self.text = text
    self.fontSize = fontSize
    self.color = color
    self.alignment = alignment
  }
}
