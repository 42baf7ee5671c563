/// A label's text and look, as a Lottie animation needs them: asked for as an image of the text
/// as the app draws it (``LottieRecorder/encode(tolerance:images:labels:text:)``), or measured
/// for a text layer (``LottieTextLayers``).
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

  /// The label of `text` with `look`.
  init(text: String, look: LottieLabelLook) {
    self.init(text: text, fontSize: look.fontSize, color: look.color, alignment: look.alignment)
  }

  /// Its look, without the text.
  var look: LottieLabelLook {
    LottieLabelLook(fontSize: fontSize, color: color, alignment: alignment)
  }
}
