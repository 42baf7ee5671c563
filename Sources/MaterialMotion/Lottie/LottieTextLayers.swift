/// When and how a Lottie animation writes a label as a text layer rather than as images of its
/// text.
///
/// A label that shows few texts over the run is written as an image of each (exact in every
/// player: it is the app's own drawing). A label whose text takes more than ``textLimit``
/// values (a readout, a value in the visualization strip) would be an image for each, tens of
/// kilobytes a second; it is written instead as one text layer (type 5) whose text document is
/// keyframed (held) at every change, in ``font`` at the size, colour, justification and place
/// the app draws it (its top left corner on whole pixels), measured by ``measure``.
public struct LottieTextLayers {
  /// The font the app draws text with, named in the animation's `fonts` list.
  public var font: LottieFont
  /// The most texts a label is written as images of; more, and it is a text layer.
  public var textLimit: Int
  /// The text of a label as the app draws it, measured; nil when it cannot be drawn (the frames
  /// that show it show no text).
  public var measure: (LottieLabel) -> LottieTextMetrics?
  /// Pixels a point: the app puts unscaled, unrotated text on whole pixels.
  public var pixelScale: Double

  /// Labels of more than `textLimit` texts written as text layers in `font`, each text measured
  /// by `measure`, drawn at `pixelScale` pixels a point.
  public init(
    font: LottieFont, textLimit: Int = Self.defaultTextLimit, pixelScale: Double,
    measure: @escaping (LottieLabel) -> LottieTextMetrics?
  ) {
    self.font = font
    self.textLimit = textLimit
    self.pixelScale = pixelScale
    self.measure = measure
  }

  /// The default ``textLimit``: 12 texts. A label that changes with a state (a title, a
  /// button's caption, a count of a few items) shows a handful; one that follows a value shows
  /// one a frame while it moves, hundreds over a run.
  public static let defaultTextLimit = 12
}
