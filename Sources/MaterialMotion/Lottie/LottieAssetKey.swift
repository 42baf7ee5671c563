/// What an embedded image is of: an image element's file or a label's text.
enum LottieAssetKey: Hashable {
  /// The PNG file at this path.
  case file(String)
  /// This text, as the app draws it.
  case label(LottieLabel)

  /// The images the layers of `track` show: its image element's file, its label's texts unless
  /// it is a text layer of `textLayers`.
  static func keys(of track: LottieTrack, textLayers: LottieTextLayers?) -> [LottieAssetKey] {
    var keys: [LottieAssetKey] = track.key.image.map { [.file($0)] } ?? []
    if let look = track.key.label, !track.isTextLayer(textLayers) {
      keys += track.distinctTexts.map { .label(LottieLabel(text: $0, look: look)) }
    }
    return keys
  }
}
