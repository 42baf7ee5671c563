/// How a label draws its text, whatever the text: one element's label keeps its layers while
/// its text changes (``LottieTrack/texts``), and a change of look starts new ones.
struct LottieLabelLook: Hashable {
  /// The font size in points.
  let fontSize: Double
  /// The text's colour.
  let color: Color
  /// How the text is placed in the label's bounds.
  let alignment: TextAlignment
}
