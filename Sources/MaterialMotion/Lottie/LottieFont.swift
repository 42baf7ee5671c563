/// The font a Lottie animation's text layers name (its `fonts` list): the font the app draws
/// labels with, which a player finds among the fonts installed where it plays (the file does
/// not embed it).
public struct LottieFont: Hashable, Sendable {
  /// The name text layers refer to it by (`fName`), such as `DejaVuSans`.
  public let name: String
  /// Its family (`fFamily`), such as `DejaVu Sans`: what players look the font up by.
  public let family: String
  /// Its style (`fStyle`), such as `Book`.
  public let style: String
  /// How far above the baseline its glyphs reach, in percent of the font size (`ascent`).
  public let ascent: Double

  /// The font of `family` in `style`, named `name` in the animation, `ascent` percent of its
  /// size above the baseline.
  public init(name: String, family: String, style: String, ascent: Double) {
    self.name = name
    self.family = family
    self.style = style
    self.ascent = ascent
  }
}
